import type { Translation } from '../messageCatalogue.js';

/**
 * What the shop writes about its suppliers and the forwarding of orders to them, as an admin
 * reads it: the refusals of the supplier screens, a service's routes and "send again", and the
 * texts stored when they happen (an order's note or held reason, an attempt's message, a
 * supplier's last error: server/src/suppliers and server/src/domain/suppliers). A supplier's
 * own words are not here: they pass through as they came.
 *
 * A message wrapped in another ("… (3 tries, giving up)") is a `message…` part; a wrapped one
 * that has a " (" of its own is written out whole beside it, so its parts are not misread.
 */
export const SUPPLIER_MESSAGES: readonly Translation[] = [
  // The supplier screens and their input.
  [
    'The url must be a valid URL, e.g. https://supplier.example.com.',
    'La URL debe ser una URL válida, p. ej. https://supplier.example.com.',
  ],
  ['The url must start with http:// or https://.', 'La URL debe comenzar con http:// o https://.'],
  [
    'The url must not carry a user, a password, a query or a fragment.',
    'La URL no debe llevar usuario, contraseña, consulta ni fragmento.',
  ],
  [
    'The url must not be greater than {limit} characters.',
    'La URL no debe tener más de {limit} caracteres.',
  ],
  [
    'Send the API key again with a URL on another host: the key is only sent where it was given for.',
    'Envíe de nuevo la clave API con una URL en otro host: la clave solo se envía adonde se dio.',
  ],
  ['Supplier not found.', 'Proveedor no encontrado.'],
  ['Supplier service not found.', 'Servicio del proveedor no encontrado.'],
  [
    'This supplier is deactivated: activate it before creating services from its list (every order of such a service would be held).',
    'Este proveedor está desactivado: actívelo antes de crear servicios a partir de su lista (todas las órdenes de esos servicios quedarían retenidas).',
  ],
  [
    'The supplier gives no price for this service.',
    'El proveedor no indica un precio para este servicio.',
  ],
  ['The price must not be greater than {limit}.', 'El precio no debe ser mayor que {limit}.'],

  // A service's routes.
  ['At most {limit} routes.', 'Como máximo {limit} rutas.'],
  [
    'The routes of this service were changed by someone else meanwhile: open them again to see them.',
    'Otra persona cambió las rutas de este servicio mientras tanto: ábralas de nuevo para verlas.',
  ],
  ['This route is listed twice.', 'Esta ruta aparece dos veces.'],

  // Sending an order to a supplier again.
  ['Order #{id} queued for its supplier.', 'Orden #{id} en cola para su proveedor.'],
  ['Order #{id} is not pending any more.', 'La orden #{id} ya no está pendiente.'],
  [
    'Order #{id} is already at its supplier (placing).',
    'La orden #{id} ya está en su proveedor (enviándose).',
  ],
  [
    'Order #{id} is already at its supplier (placed).',
    'La orden #{id} ya está en su proveedor (enviada).',
  ],
  [
    'This supplier is not a route of the order’s service.',
    'Este proveedor no es una ruta del servicio de la orden.',
  ],
  [
    'The order’s service has no routes: add one first.',
    'El servicio de la orden no tiene rutas: agregue una primero.',
  ],
  ['This supplier is deactivated.', 'Este proveedor está desactivado.'],
  [
    '{count} orders are still with this account, asked for by their references: another account would be asked for them instead. Add the new account as a new supplier.',
    '{count} órdenes siguen en esta cuenta, consultadas por sus referencias: se preguntaría por ellas a otra cuenta. Añada la nueva cuenta como un proveedor nuevo.',
  ],

  // How a call to a supplier failed (a check, a service list, a placement, a poll).
  ['The supplier refused the request', 'El proveedor rechazó la solicitud'],
  ['The supplier refused the request: {detail}', 'El proveedor rechazó la solicitud: {detail}'],
  [
    'The supplier did not answer in the DHRU format (a maintenance page, a wrong URL?)',
    'El proveedor no respondió en el formato DHRU (¿una página de mantenimiento, una URL equivocada?)',
  ],
  [
    'The supplier did not answer in the DHRU format (a maintenance page, a wrong URL?) (HTTP {status})',
    'El proveedor no respondió en el formato DHRU (¿una página de mantenimiento, una URL equivocada?) (HTTP {status})',
  ],
  [
    'The supplier answered, but not in the DHRU format (a wrong URL?): an order sent with it may have been taken',
    'El proveedor respondió, pero no en el formato DHRU (¿una URL equivocada?): puede que haya aceptado una orden enviada así',
  ],
  [
    'The supplier answered, but not in the DHRU format (a wrong URL?): an order sent with it may have been taken (HTTP {status})',
    'El proveedor respondió, pero no en el formato DHRU (¿una URL equivocada?): puede que haya aceptado una orden enviada así (HTTP {status})',
  ],
  [
    'The supplier answered the bulk without this order: it may have taken it',
    'El proveedor respondió al lote sin esta orden: puede que la haya aceptado',
  ],
  [
    'The supplier accepted the order without a usable REFERENCEID: it cannot be followed',
    'El proveedor aceptó la orden sin un REFERENCEID utilizable: no se puede seguir',
  ],
  [
    'The supplier answered several REFERENCEIDs for one order ({references}): it may have taken it more than once',
    'El proveedor respondió varios REFERENCEID para una orden ({references}): puede que la haya aceptado más de una vez',
  ],
  [
    'HTTP {status}: a gateway before the supplier gave up waiting, the supplier may have taken the request',
    'HTTP {status}: una pasarela delante del proveedor dejó de esperar; puede que el proveedor haya aceptado la solicitud',
  ],
  ['HTTP {status} from the supplier', 'HTTP {status} del proveedor'],
  [
    'HTTP 429 from the supplier: too many requests, it did not take this one',
    'HTTP 429 del proveedor: demasiadas solicitudes, no aceptó esta',
  ],
  [
    'HTTP {status} from the supplier: its server failed while handling the request, which it may have taken',
    'HTTP {status} del proveedor: su servidor falló mientras atendía la solicitud, que puede haber aceptado',
  ],
  [
    'Could not reach the supplier: {messageCause}',
    'No se pudo contactar con el proveedor: {messageCause}',
  ],
  [
    "the supplier's address {address} is on a private or local network; a shop whose suppliers are on its own network sets SUPPLIERS_ON_PRIVATE_NETWORK=true",
    'la dirección del proveedor {address} está en una red privada o local; una tienda cuyos proveedores están en su propia red configura SUPPLIERS_ON_PRIVATE_NETWORK=true',
  ],
  [
    'Could not reach the supplier within {seconds} s',
    'No se pudo contactar con el proveedor en {seconds} s',
  ],
  [
    'No complete answer within {seconds} s: the supplier may have taken the request',
    'Ninguna respuesta completa en {seconds} s: puede que el proveedor haya aceptado la solicitud',
  ],
  [
    'The connection was cut before the answer was complete ({messageCause}): the supplier may have taken the request',
    'La conexión se cortó antes de que la respuesta estuviera completa ({messageCause}): puede que el proveedor haya aceptado la solicitud',
  ],
  ['answer aborted', 'respuesta interrumpida'],
  [
    "The supplier answered with a redirect (HTTP {status} to {location}); redirects are not followed: check the supplier's URL",
    'El proveedor respondió con una redirección (HTTP {status} a {location}); las redirecciones no se siguen: compruebe la URL del proveedor',
  ],
  [
    "The supplier answered with a redirect (HTTP {status}); redirects are not followed: check the supplier's URL",
    'El proveedor respondió con una redirección (HTTP {status}); las redirecciones no se siguen: compruebe la URL del proveedor',
  ],
  [
    "The supplier's answer is larger than {limit} bytes: not a DHRU answer, and the supplier may have taken the request",
    'La respuesta del proveedor ocupa más de {limit} bytes: no es una respuesta DHRU, y puede que el proveedor haya aceptado la solicitud',
  ],

  // A placement's outcome: an attempt's message, an order's held reason or last fault.
  ['Order received', 'Orden recibida'],
  [
    'The supplier answered REFERENCEID {reference}, which it gave order #{id} too: the two cannot be told apart, so this one is held',
    'El proveedor respondió el REFERENCEID {reference}, que también dio a la orden #{id}: no se pueden distinguir, así que esta queda retenida',
  ],
  [
    '{messageFault} ({tries} tries, giving up)',
    '{messageFault} ({tries} intentos, no se reintenta más)',
  ],
  // Faults with a " (" of their own, given up on.
  [
    'The supplier did not answer in the DHRU format (a maintenance page, a wrong URL?) (HTTP {status}) ({tries} tries, giving up)',
    'El proveedor no respondió en el formato DHRU (¿una página de mantenimiento, una URL equivocada?) (HTTP {status}) ({tries} intentos, no se reintenta más)',
  ],
  [
    "The supplier answered with a redirect (HTTP {status} to {location}); redirects are not followed: check the supplier's URL ({tries} tries, giving up)",
    'El proveedor respondió con una redirección (HTTP {status} a {location}); las redirecciones no se siguen: compruebe la URL del proveedor ({tries} intentos, no se reintenta más)',
  ],
  [
    "The supplier answered with a redirect (HTTP {status}); redirects are not followed: check the supplier's URL ({tries} tries, giving up)",
    'El proveedor respondió con una redirección (HTTP {status}); las redirecciones no se siguen: compruebe la URL del proveedor ({tries} intentos, no se reintenta más)',
  ],
  [
    'No route left with an active supplier: answer it by hand or change the routes',
    'No queda ninguna ruta con un proveedor activo: respóndala a mano o cambie las rutas',
  ],
  [
    '{supplier} lists this service at {listed}, above the {price} the customer paid: retry it to place it anyway, or answer it here',
    '{supplier} cotiza este servicio a {listed}, por encima de los {price} que pagó el cliente: reinténtela para enviarla de todos modos, o respóndala aquí',
  ],
  ['No outcome for this order', 'Sin resultado para esta orden'],
  [
    "The customer's account was deactivated before this order reached a supplier: send it again or answer it here",
    'La cuenta del cliente fue desactivada antes de que esta orden llegara a un proveedor: envíela de nuevo o respóndala aquí',
  ],
  [
    "The customer's account was deactivated: this order, given back by its supplier, was not sent on. Send it again or answer it here",
    'La cuenta del cliente fue desactivada: esta orden, devuelta por su proveedor, no se envió a otro. Envíela de nuevo o respóndala aquí',
  ],
  [
    'The call was cut off (the server stopped during it): the supplier may have taken the order',
    'La llamada se interrumpió (el servidor se detuvo durante ella): puede que el proveedor haya aceptado la orden',
  ],

  // A placed order's status at its supplier: notes, and the attempts its final answer adds.
  [
    'Still waiting at {supplier} after {days} days (REFERENCEID {reference}): ask the supplier about it, or answer the order here',
    'Sigue esperando en {supplier} después de {days} días (REFERENCEID {reference}): pregunte al proveedor por ella, o responda la orden aquí',
  ],
  [
    "The supplier answered this order's reference for another IMEI ({imei}): its answer was not applied",
    'El proveedor respondió a la referencia de esta orden para otro IMEI ({imei}): su respuesta no se aplicó',
  ],
  [
    "The supplier's CODE is longer than {limit} characters",
    'El CODE del proveedor tiene más de {limit} caracteres',
  ],
  ['The supplier answered STATUS 4 without a CODE', 'El proveedor respondió STATUS 4 sin un CODE'],
  ['Code received', 'Código recibido'],
  [
    'Code received after the order was answered by hand: {code}',
    'Código recibido después de que la orden se respondiera a mano: {code}',
  ],
  ['Rejected', 'Rechazada'],
  ['Rejected by the supplier: {messageReason}', 'Rechazada por el proveedor: {messageReason}'],
  ['no reason given', 'sin motivo indicado'],
];
