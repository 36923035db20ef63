import type { Translation } from '../messageCatalogue.js';

/**
 * The catalogue and the money: categories, services and their custom fields, customers' prices,
 * amounts of money, credits added or taken off (top-ups and their request keys), and bills.
 * The client's words: "servicio", "categoría", "créditos", "saldo", "recarga" (a top-up),
 * "factura" (a bill), "descontar" (credits taken off), "devolver" (given back).
 */
export const CATALOGUE_MESSAGES: readonly Translation[] = [
  // Categories (domain/backOffice/categories.ts, routes/categories.ts).
  ['Category not found.', 'Categoría no encontrada.'],
  [
    'This category still has services. Move or delete its services before deleting the category.',
    'Esta categoría todavía tiene servicios. Mueva o elimine sus servicios antes de eliminar la categoría.',
  ],
  ['The category was deleted.', 'La categoría se ha eliminado.'],

  // Services (domain/backOffice/catalogue.ts, routes/adminServices.ts).
  ['Service not found.', 'Servicio no encontrado.'],
  // Before the schemas' "The selected {field} is invalid.": categoría is feminine.
  ['The selected category id is invalid.', 'La categoría seleccionada no es válida.'],
  [
    "This service's category was deleted: choose the category it goes back into.",
    'La categoría de este servicio fue eliminada: elija la categoría a la que vuelve.',
  ],
  ['The service was deleted.', 'El servicio se ha eliminado.'],
  [
    'The service has orders, so it was retired instead of deleted: customers can no longer order it, and its orders keep their history.',
    'El servicio tiene órdenes, así que se ha retirado en lugar de eliminarse: los clientes ya no pueden pedirlo y sus órdenes conservan su historial.',
  ],

  // A service's custom fields (domain/backOffice/serviceFields.ts); the client names the types
  // "Texto" and "Opción".
  ['The {field} field must be a list.', 'El campo {field} debe ser una lista.'],
  ['The {field} field must be true or false.', 'El campo {field} debe ser verdadero o falso.'],
  [
    'The {field} field is only allowed for a select.',
    'El campo {field} solo se permite en un campo de tipo Opción.',
  ],
  [
    'The {field} field is required for a select.',
    'El campo {field} es obligatorio en un campo de tipo Opción.',
  ],
  [
    'The {field} field is only allowed for a text.',
    'El campo {field} solo se permite en un campo de tipo Texto.',
  ],
  [
    'Each of the {field} must be a text of 1 to {limit} characters.',
    'Cada elemento de {field} debe ser un texto de 1 a {limit} caracteres.',
  ],
  [
    'Each of the {field} must be without a comma.',
    'Ningún elemento de {field} puede llevar una coma.',
  ],
  [
    'The {field} field must be a valid regular expression.',
    'El campo {field} debe ser una expresión regular válida.',
  ],
  [
    'The {field} field must not use lookarounds or back-references.',
    'El campo {field} no debe usar búsquedas anticipadas o retrospectivas (lookarounds) ni referencias hacia atrás.',
  ],

  // Amounts of money (domain/backOffice/input.ts readAmount).
  ['The {field} field must not be 0.', 'El campo {field} no debe ser 0.'],
  [
    'The {field} field must be greater than {limit}.',
    'El campo {field} debe ser mayor que {limit}.',
  ],
  [
    'The {field} field must not be less than -{limit}.',
    'El campo {field} no debe ser menor que -{limit}.',
  ],
  [
    'The {field} field must have at most {limit} decimal places.',
    'El campo {field} debe tener como máximo {limit} decimales.',
  ],
  [
    'The {field} field must be a plain number, such as 12.50.',
    'El campo {field} debe ser un número escrito sin símbolos, como 12.50.',
  ],

  // Customers' prices (domain/backOffice/customerPrices.ts).
  ['Price not found.', 'Precio no encontrado.'],
  ['The id field must match the address.', 'El campo id debe coincidir con el de la dirección.'],

  // Credits (domain/credits.ts, domain/backOffice/bills.ts topUp, accountChanges.ts credits).
  [
    'Not enough credits: {needed} needed, {available} available.',
    'Créditos insuficientes: se necesitan {needed} y hay {available} disponibles.',
  ],
  [
    'This account is deactivated: credits cannot be added to it.',
    'Esta cuenta está desactivada: no se le pueden añadir créditos.',
  ],
  [
    'The customer has {available} credits: no more than that can be taken off.',
    'El cliente tiene {available} créditos: no se pueden descontar más.',
  ],
  [
    'This request key was already used for another top-up (bill #{billId}): nothing was added. Reload the page to see it.',
    'Esta clave de solicitud ya se usó para otra recarga (factura #{billId}): no se ha añadido nada. Recargue la página para verla.',
  ],
  ['{amount} credits were added.', 'Se han añadido {amount} créditos.'],
  ['{amount} credits were taken off.', 'Se han descontado {amount} créditos.'],
  [
    'These credits were already added by this request (bill #{billId}); nothing was added again.',
    'Esta solicitud ya añadió estos créditos (factura #{billId}); no se ha vuelto a añadir nada.',
  ],
  [
    'These credits were already taken off by this request (bill #{billId}); nothing was taken again.',
    'Esta solicitud ya descontó estos créditos (factura #{billId}); no se ha vuelto a descontar nada.',
  ],

  // Bills (domain/backOffice/bills.ts cancelBill, routes/adminBills.ts).
  ['Bill not found.', 'Factura no encontrada.'],
  [
    'A bill can only be canceled: send status false.',
    'Una factura solo se puede cancelar: envíe status false.',
  ],
  ['This bill is already canceled.', 'Esta factura ya está cancelada.'],
  [
    "The customer's balance is {available}, less than this top-up's {needed}: its credits were spent or taken off since. It cannot be canceled.",
    'El saldo del cliente es de {available}, menos que los {needed} de esta recarga: sus créditos se gastaron o se descontaron después. No se puede cancelar.',
  ],
  [
    'The top-up was canceled and its credits were taken off the balance.',
    'La recarga se ha cancelado y sus créditos se han descontado del saldo.',
  ],
  [
    'The credits taken off were given back to the balance.',
    'Los créditos descontados se han devuelto al saldo.',
  ],
];
