/** Texts of the pending queue's Bulk reply dialog. */
export const bulkReplyEn = {
  button: 'Bulk reply',
  title: 'Bulk reply',
  lines: 'Lines',
  lines_help:
    'One order a line: the IMEI, then a space, tab, comma, semicolon or |, then the code (the reason when rejecting). At most 1,000 lines.',
  action: 'The text after each IMEI is',
  answer: 'the code: complete the orders',
  reject: "the reason: reject and refund the orders (empty: 'Not Found')",
  service: 'Service',
  any_service: 'Any service',
  service_help: 'Needed only when an IMEI is pending in more than one service.',
  preview: 'Preview',
  confirm: 'Confirm',
  preview_note: 'Preview: nothing has been sent yet. Confirm answers the lines that hit an order.',
  preview_counts: '%{answered} to complete, %{rejected} to reject and refund, %{skipped} skipped',
  nothing_to_send: 'No line hits a pending order: there is nothing to confirm.',
  sent_counts: '%{answered} completed, %{rejected} rejected and refunded, %{skipped} skipped',
  done: 'Bulk reply: %{answered} completed, %{rejected} rejected, %{skipped} skipped.',
  not_as_previewed:
    'Sent. Some lines were not answered as previewed (answered meanwhile, or failed): see each below.',
  failed: 'The lines were not sent: %{reason}',
  columns: {
    line: 'Line',
    imei: 'IMEI',
    code: 'Code',
    order: 'Order #',
    result: 'Result',
    message: 'Message',
  },
  results: {
    answered: 'Complete',
    rejected: 'Reject',
    not_pending: 'Not pending',
    ambiguous: 'Ambiguous',
    invalid: 'Invalid',
    failed: 'Failed',
  },
};

export const bulkReplyEs: typeof bulkReplyEn = {
  button: 'Respuesta masiva',
  title: 'Respuesta masiva',
  lines: 'Líneas',
  lines_help:
    'Una orden por línea: el IMEI, luego un espacio, tabulador, coma, punto y coma o |, luego el código (el motivo al rechazar). Como máximo 1.000 líneas.',
  action: 'El texto tras cada IMEI es',
  answer: 'el código: completar las órdenes',
  reject: "el motivo: rechazar y reembolsar las órdenes (vacío: 'Not Found')",
  service: 'Servicio',
  any_service: 'Cualquier servicio',
  service_help: 'Solo hace falta cuando un IMEI está pendiente en más de un servicio.',
  preview: 'Vista previa',
  confirm: 'Confirmar',
  preview_note:
    'Vista previa: todavía no se ha enviado nada. Confirmar responde las líneas que dan con una orden.',
  preview_counts:
    '%{answered} para completar, %{rejected} para rechazar y reembolsar, %{skipped} omitidas',
  nothing_to_send: 'Ninguna línea da con una orden pendiente: no hay nada que confirmar.',
  sent_counts:
    '%{answered} completadas, %{rejected} rechazadas y reembolsadas, %{skipped} omitidas',
  done: 'Respuesta masiva: %{answered} completadas, %{rejected} rechazadas, %{skipped} omitidas.',
  not_as_previewed:
    'Enviado. Algunas líneas no se respondieron como en la vista previa (respondidas entretanto, o fallidas): vea cada una abajo.',
  failed: 'Las líneas no se han enviado: %{reason}',
  columns: {
    line: 'Línea',
    imei: 'IMEI',
    code: 'Código',
    order: 'Orden #',
    result: 'Resultado',
    message: 'Mensaje',
  },
  results: {
    answered: 'Completar',
    rejected: 'Rechazar',
    not_pending: 'No pendiente',
    ambiguous: 'Ambiguo',
    invalid: 'No válida',
    failed: 'Falló',
  },
};
