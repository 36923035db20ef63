/**
 * Texts of the order screens (order form, my orders, my bills, pending orders, order history)
 * beyond the spec's own labels, which live under `resources`.
 */
export const ordersEn = {
  /** The pending queue's title (the sidebar says resources.admin-orders.name). */
  pending_title: 'Pending Orders',
  form: {
    price: 'Price: $%{price}',
    imei_help: 'One IMEI per line (15 digits). Commas and spaces work too.',
    no_services: 'No services are available right now.',
  },
  filters: {
    any_service: 'All services',
    search_imei: 'Search IMEI',
  },
  mask: {
    reveal: 'Click to show and copy',
    reveal_ending: 'Ending in %{tail}: click to show and copy',
    copied: 'Copied',
  },
  export: 'Export CSV',
  exporting: 'Exporting…',
  export_capped:
    'Only the first %{count} orders of this list were exported: narrow the filters for the rest.',
  export_failed: 'The orders could not be exported: %{reason}',
  empty: 'No orders here.',
  no_bills: 'No bills yet.',
  reason_help: "Leave it empty to send 'Not Found'.",
  answered: 'Order #%{id} completed.',
  rejected: 'Order #%{id} rejected, the credits are back.',
  update_failed: 'The order was not changed: %{reason}',
  reject_question: 'Reject the order of %{imei} and give back $%{price}?',
  copy_failed: 'The clipboard is not available here.',
};

export const ordersEs: typeof ordersEn = {
  pending_title: 'Órdenes Pendientes',
  form: {
    price: 'Precio: $%{price}',
    imei_help: 'Un IMEI por línea (15 dígitos). También valen comas y espacios.',
    no_services: 'Ahora mismo no hay servicios disponibles.',
  },
  filters: {
    any_service: 'Todos los servicios',
    search_imei: 'Buscar IMEI',
  },
  mask: {
    reveal: 'Haga clic para ver y copiar',
    reveal_ending: 'Termina en %{tail}: haga clic para ver y copiar',
    copied: 'Copiado',
  },
  export: 'Exportar CSV',
  exporting: 'Exportando…',
  export_capped:
    'Solo se exportaron las primeras %{count} órdenes de esta lista: acote los filtros para el resto.',
  export_failed: 'No se pudieron exportar las órdenes: %{reason}',
  empty: 'No hay órdenes aquí.',
  no_bills: 'Todavía no hay facturas.',
  reason_help: "Déjelo vacío para enviar 'Not Found'.",
  answered: 'Orden #%{id} completada.',
  rejected: 'Orden #%{id} rechazada, los créditos se han devuelto.',
  update_failed: 'La orden no se ha cambiado: %{reason}',
  reject_question: '¿Rechazar la orden de %{imei} y devolver $%{price}?',
  copy_failed: 'El portapapeles no está disponible aquí.',
};
