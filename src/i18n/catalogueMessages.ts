/**
 * Texts of the catalogue: the order form's service picker, details, custom fields and IMEI
 * box, the service modal's field editor, the order's field values, and Cancel in My Orders.
 */
export const catalogueEn = {
  picker: {
    placeholder: 'Type part of a name or a category',
    no_match: 'No service matches',
  },
  details: {
    delivery_time: 'Delivery time: %{time}',
  },
  order_fields: {
    title: 'Details for this service',
    admin_title: 'Custom fields',
    pattern_hint: 'Format: %{pattern}',
    choose: 'Choose one',
  },
  imei_box: {
    count: '%{smart_count} IMEI |||| %{smart_count} IMEIs',
    total: 'Total: %{total}',
    balance_after: 'Balance after: %{balance}',
    // The count, total and balance are of the valid, distinct IMEIs only: the rest is to fix.
    to_fix: '%{smart_count} line to fix |||| %{smart_count} lines to fix',
    not_covered: 'Your credits do not cover this order.',
    // The server places an order's IMEIs all or none: one wrong entry refuses them all.
    bad_title:
      'Nothing is placed while this entry is wrong: fix or remove it. |||| Nothing is placed while these %{smart_count} entries are wrong: fix or remove them.',
    bad_label: 'Entries the server will refuse',
    bad_line: 'Line %{line}: %{imei}: %{why}',
    more: '…and %{smart_count} more',
    problems: {
      digits: 'an IMEI has only digits',
      length: 'an IMEI has exactly 15 digits, this one has %{length}',
      check_digit: 'the check digit (the last one) is wrong',
    },
    field_errors: 'Check the details marked in red.',
  },
  service_fields: {
    title: 'Custom fields',
    help: 'What a customer gives with each order of this service, besides the IMEIs (at most 10).',
    none: 'No custom fields: customers give only IMEIs.',
    types: { text: 'Text', number: 'Number', select: 'Choice' },
    options_help: 'Type a choice and press Enter (or paste them separated by commas).',
    pattern_help: 'A regular expression the text must match, e.g. ^[A-Z0-9]{8}$',
    name_help: 'a-z, 0-9 and _, a letter first',
    count: '%{smart_count} field |||| %{smart_count} fields',
  },
  service_details: {
    delivery_time_help: 'As customers read it, e.g. 1-24 hours',
  },
  cancel: {
    button: 'Cancel',
    title: 'Cancel order',
    question: 'Cancel the %{service} order of %{imei} and get %{price} back?',
    confirm: 'Cancel the order',
    keep: 'Keep it',
    done: 'Order #%{id} cancelled, the credits are back.',
    failed: 'The order was not cancelled: %{reason}',
  },
};

export const catalogueEs: typeof catalogueEn = {
  picker: {
    placeholder: 'Parte de un nombre o categoría',
    no_match: 'Ningún servicio coincide',
  },
  details: {
    delivery_time: 'Plazo de entrega: %{time}',
  },
  order_fields: {
    title: 'Datos para este servicio',
    admin_title: 'Campos personalizados',
    pattern_hint: 'Formato: %{pattern}',
    choose: 'Elija uno',
  },
  imei_box: {
    count: '%{smart_count} IMEI |||| %{smart_count} IMEIs',
    total: 'Total: %{total}',
    balance_after: 'Saldo después: %{balance}',
    to_fix: '%{smart_count} línea por corregir |||| %{smart_count} líneas por corregir',
    not_covered: 'Sus créditos no cubren esta orden.',
    bad_title:
      'No se coloca nada mientras esta entrada esté mal: corríjala o quítela. |||| No se coloca nada mientras estas %{smart_count} entradas estén mal: corríjalas o quítelas.',
    bad_label: 'Entradas que el servidor rechazará',
    bad_line: 'Línea %{line}: %{imei}: %{why}',
    more: '…y %{smart_count} más',
    problems: {
      digits: 'un IMEI solo tiene dígitos',
      length: 'un IMEI tiene exactamente 15 dígitos, este tiene %{length}',
      check_digit: 'el dígito de control (el último) es incorrecto',
    },
    field_errors: 'Revise los datos marcados en rojo.',
  },
  service_fields: {
    title: 'Campos personalizados',
    help: 'Lo que un cliente da con cada orden de este servicio, además de los IMEI (10 como máximo).',
    none: 'Sin campos personalizados: los clientes solo dan los IMEI.',
    types: { text: 'Texto', number: 'Número', select: 'Opción' },
    options_help: 'Escriba una opción y pulse Intro (o péguelas separadas por comas).',
    pattern_help: 'Una expresión regular que el texto debe cumplir, p. ej. ^[A-Z0-9]{8}$',
    name_help: 'a-z, 0-9 y _, primero una letra',
    count: '%{smart_count} campo |||| %{smart_count} campos',
  },
  service_details: {
    delivery_time_help: 'Tal como lo leen los clientes, p. ej. 1-24 horas',
  },
  cancel: {
    button: 'Cancelar',
    title: 'Cancelar orden',
    question: '¿Cancelar la orden de %{service} para %{imei} y recuperar %{price}?',
    confirm: 'Cancelar la orden',
    keep: 'Mantenerla',
    done: 'Orden #%{id} cancelada, los créditos se han devuelto.',
    failed: 'La orden no se ha cancelado: %{reason}',
  },
};
