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
  // The orders' (their forms, lists' filters and the bulk reply).
  fields: 'campos personalizados',
  order: 'orden',
  status: 'estado',
  rejected: 'rechazo',
  forwarding: 'reenvío',
  lines: 'líneas',
  action: 'acción',
  'dry run': 'vista previa',
  'order ids': 'órdenes de la vista previa',
};
