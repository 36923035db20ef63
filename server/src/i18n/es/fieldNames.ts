/**
 * Fields as the Spanish messages name them, by the name the English ones use (Laravel's: the
 * input's name with "_" as a space). A field not listed is named as it is.
 */
export const SPANISH_FIELD_NAMES: Readonly<Record<string, string>> = {
  name: 'nombre',
  email: 'correo electrónico',
  password: 'contraseña',
  'c password': 'confirmación de contraseña',
  'current password': 'contraseña actual',
  credits: 'créditos',
  imei: 'IMEI',
  code: 'código',
  reason: 'motivo',
  price: 'precio',
  cost: 'costo',
  'service id': 'servicio',
  'category id': 'categoría',
  otp: 'código de verificación',
  locale: 'idioma',
  // The catalogue and the money (es/catalogue.ts).
  category: 'categoría',
  tier: 'nivel',
  description: 'descripción',
  'delivery time': 'plazo de entrega',
  fields: 'campos personalizados',
  status: 'estado',
  // Suppliers (es/suppliers.ts).
  url: 'URL',
  username: 'usuario',
  'api key': 'clave de la API',
  'allows bulk': 'órdenes en lote',
  'low balance': 'umbral de saldo bajo',
  markup: 'margen',
  'supplier id': 'proveedor',
  'supplier service id': 'ID del servicio del proveedor',
  routes: 'rutas',
  // The orders' (their forms, lists' filters and the bulk reply).
  order: 'orden',
  rejected: 'rechazo',
  forwarding: 'reenvío',
  lines: 'líneas',
  action: 'acción',
  'dry run': 'vista previa',
  'order ids': 'órdenes de la vista previa',
};
