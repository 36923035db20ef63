import type { Translation } from '../messageCatalogue.js';

/**
 * What the order screens may be told: placing orders (the IMEIs, the credits, the custom
 * fields), cancelling, an admin's answer (from the queue or the history) and the bulk reply's
 * lines. `{amount}` and `{total}` carry their dollar sign; a service's, a customer's or a
 * field's name, a reason and an IMEI are kept as they came. The reseller API (server/src/dhru)
 * keeps its English: it never asks for these.
 */
export const ORDER_MESSAGES: readonly Translation[] = [
  // Placing orders (domain/orders/placeOrders.ts, routes/orders.ts).
  ['1 order placed for {total}', '1 orden realizada por {total}'],
  ['{count} orders placed for {total}', '{count} órdenes realizadas por {total}'],
  [
    'The price of this service is now {now}, not the {shown} shown: nothing was placed. Check the price and send again.',
    'El precio de este servicio es ahora {now}, no {shown} como se mostraba: no se realizó ninguna orden. Compruebe el precio y envíe de nuevo.',
  ],
  [
    'At most {limit} IMEIs in one submission; this one has {count}.',
    'Como máximo {limit} IMEI en un envío; este tiene {count}.',
  ],
  ['This account does not exist.', 'Esta cuenta no existe.'],
  [
    'The selected service does not exist or is no longer offered.',
    'El servicio seleccionado no existe o ya no se ofrece.',
  ],
  // One line of the pasted IMEIs: `{imei}: why.` (domain/orders/imei.ts badImeiMessage).
  ['{imei}: an IMEI has only digits.', '{imei}: un IMEI solo tiene dígitos.'],
  [
    '{imei}: an IMEI has exactly 15 digits, this one has {length}.',
    '{imei}: un IMEI tiene exactamente 15 dígitos, este tiene {length}.',
  ],
  [
    '{imei}: the check digit (the last one) is wrong.',
    '{imei}: el dígito de control (el último) es incorrecto.',
  ],
  ['{imei}: already pending for this service.', '{imei}: ya está pendiente para este servicio.'],
  [
    '{imei}: already pending for this service (order #{id}).',
    '{imei}: ya está pendiente para este servicio (orden #{id}).',
  ],
  [
    'One of these IMEIs is already pending for this service.',
    'Uno de estos IMEI ya está pendiente para este servicio.',
  ],
  [
    'Not enough credits: 1 order costs {total}, you have {balance} ({missing} missing).',
    'Créditos insuficientes: 1 orden cuesta {total}, usted tiene {balance} (faltan {missing}).',
  ],
  [
    'Not enough credits: {count} orders cost {total}, you have {balance} ({missing} missing).',
    'Créditos insuficientes: {count} órdenes cuestan {total}, usted tiene {balance} (faltan {missing}).',
  ],
  // domain/credits.ts's own "Not enough credits: … needed" is the catalogue's (es/catalogue.ts).

  // The service's custom fields (domain/orders/orderFields.ts); the others are the requests'.
  [
    'This service has no field named "{name}".',
    'Este servicio no tiene ningún campo llamado "{name}".',
  ],

  // Cancelling (domain/orders/cancelOrder.ts).
  ['Order not found.', 'Orden no encontrada.'],
  // The reason of an order its customer cancelled (domain/orders/cancelOrder.ts), in order lists.
  ['Cancelled by customer', 'Cancelada por el cliente'],
  ['This order has already been answered.', 'Esta orden ya ha sido respondida.'],
  [
    'This order is with a supplier and can no longer be cancelled.',
    'Esta orden está con un proveedor y ya no se puede cancelar.',
  ],
  [
    'This order may have reached its supplier (the last call to it had no clear answer), so it can no longer be cancelled.',
    'Es posible que esta orden haya llegado a su proveedor (la última llamada no tuvo una respuesta clara), así que ya no se puede cancelar.',
  ],

  // An admin's answer (domain/orders/answerOrder.ts, routes/adminOrders.ts).
  ['Order #{id} completed.', 'Orden #{id} completada.'],
  ['Order #{id} rejected and refunded.', 'Orden #{id} rechazada y reembolsada.'],
  [
    'Order #{id} was already completed; it is not pending any more.',
    'La orden #{id} ya estaba completada; ya no está pendiente.',
  ],
  [
    'Order #{id} was already rejected and refunded; it is not pending any more.',
    'La orden #{id} ya estaba rechazada y reembolsada; ya no está pendiente.',
  ],
  [
    'Order #{id} was already completed; reject it from the order history to refund it.',
    'La orden #{id} ya estaba completada; recházela desde el historial de órdenes para reembolsarla.',
  ],
  [
    'Order #{id} was already rejected and refunded.',
    'La orden #{id} ya estaba rechazada y reembolsada.',
  ],
  [
    'A rejection is the only answer sent from the order history.',
    'Desde el historial de órdenes solo se puede enviar un rechazo.',
  ],
  [
    'Order #{id} is being placed at its supplier; answer it once the call has ended.',
    'La orden #{id} se está enviando a su proveedor; respóndala cuando la llamada haya terminado.',
  ],

  // The bulk reply (domain/orders/bulkReply.ts, bulkReplyLines.ts): the whole reply, then a line.
  [
    'At most {limit} lines can be answered at once; these are {count}.',
    'Como máximo se pueden responder {limit} líneas a la vez; estas son {count}.',
  ],
  [
    'The line is too long: at most {limit} characters, this one has {length}.',
    'La línea es demasiado larga: como máximo {limit} caracteres, esta tiene {length}.',
  ],
  ['The line does not start with an IMEI.', 'La línea no empieza por un IMEI.'],
  // Written out whole: `{imei}: an IMEI has only digits.` would take them as an IMEI's line.
  ['Not an IMEI: an IMEI has only digits.', 'No es un IMEI: un IMEI solo tiene dígitos.'],
  [
    'Not an IMEI: an IMEI has exactly 15 digits, this one has {length}.',
    'No es un IMEI: un IMEI tiene exactamente 15 dígitos, este tiene {length}.',
  ],
  [
    'Not an IMEI: the check digit (the last one) is wrong.',
    'No es un IMEI: el dígito de control (el último) es incorrecto.',
  ],
  ['There is no code after the IMEI.', 'No hay ningún código después del IMEI.'],
  ['No pending order has this IMEI.', 'Ninguna orden pendiente tiene este IMEI.'],
  [
    'No pending order of this service has this IMEI.',
    'Ninguna orden pendiente de este servicio tiene este IMEI.',
  ],
  [
    'The IMEI is pending in {count} orders ({orders}): choose the service to say which.',
    'El IMEI está pendiente en {count} órdenes ({orders}): elija el servicio para indicar cuál.',
  ],
  [
    'The IMEI is pending in {count} orders of this service ({orders}): answer them one at a time.',
    'El IMEI está pendiente en {count} órdenes de este servicio ({orders}): respóndalas de una en una.',
  ],
  [
    'Order #{id} was not in the preview: preview again to answer it.',
    'La orden #{id} no estaba en la vista previa: vuelva a generar la vista previa para responderla.',
  ],
  ['Order #{id} is answered by line {line}.', 'La línea {line} ya responde la orden #{id}.'],
  [
    'Order #{id} could not be answered (an error on the server): check it, and send this line again if it is still pending.',
    'La orden #{id} no se pudo responder (un error en el servidor): revísela y vuelva a enviar esta línea si sigue pendiente.',
  ],
  [
    'Order #{id} ({service}, {customer}) will be completed with this code.',
    'La orden #{id} ({service}, {customer}) se completará con este código.',
  ],
  [
    'Order #{id} ({service}, {customer}) completed.',
    'Orden #{id} ({service}, {customer}) completada.',
  ],
  [
    'Order #{id} ({service}, {customer}) will be rejected ("{reason}") and {amount} refunded.',
    'La orden #{id} ({service}, {customer}) se rechazará ("{reason}") y se reembolsarán {amount}.',
  ],
  [
    'Order #{id} ({service}, {customer}) rejected ("{reason}"), {amount} refunded.',
    'Orden #{id} ({service}, {customer}) rechazada ("{reason}"), se han reembolsado {amount}.',
  ],
];
