/**
 * Texts of the admin back office screens (categories, services, users, user detail, prices,
 * bills, a user's orders) beyond the spec's own labels, which live under `resources`.
 */
export const backOfficeEn = {
  pagination: {
    label: 'Pages',
    page_of:
      'Page %{page} of %{pages} · %{smart_count} record |||| Page %{page} of %{pages} · %{smart_count} records',
  },
  empty: 'Nothing here yet.',
  categories: {
    delete_title: 'Delete Category',
    delete_question: 'Delete the category "%{name}"?',
    created: 'Category created',
    updated: 'Category updated',
    deleted: 'Category deleted',
  },
  services: {
    create: 'Create new Service',
    update_title: 'Update %{name}',
    tiers: { none: 'None', clean: 'Clean', base: 'Base', premium: 'Premium' },
    delete_title: 'Delete Service',
    delete_question: 'Delete the service "%{name}"?',
    delete_note:
      'A service that has orders is retired instead: customers can no longer order it, and its orders keep their history.',
    created: 'Service created',
    updated: 'Service updated',
    deleted: 'Service deleted',
    retired: 'The service has orders, so it was retired: customers can no longer order it.',
    show_retired: 'Show retired services',
    search: 'Search services',
    retired_chip: 'Retired',
    restore: 'Put back on sale',
    restore_title: 'Put back on sale',
    restore_question:
      'Put "%{name}" back on sale, with its id, routes and customers\' own prices, in this category:',
    restore_category_gone: 'Its category was deleted: choose the one it goes back into.',
    restored: '"%{name}" is on sale again.',
  },
  users: {
    create: 'Create new User',
    created: 'User created',
    delete_title: 'Delete User',
    delete_question: 'Delete the account of %{name} (%{email})?',
    delete_note:
      'The account is deactivated, not erased: its sessions and API key stop working, and its credits, orders and bills are kept. Its orders not yet at a supplier wait under Needs a person.',
    deactivated: 'The account was deactivated; its credits, orders and bills are kept.',
    inactive: 'Deactivated',
  },
  user_detail: {
    title: 'User: %{name}',
    api_key: 'Api key',
    regenerate: 'Generate a new key',
    key_changed: 'A new API key was generated; the old one no longer works.',
    credits_added: '%{amount} in credits were added.',
    credits_taken: '%{amount} in credits were taken off.',
    credits_hint: 'A negative amount takes credits off (a chargeback), never more than there are.',
    credentials_saved: 'The name and email were saved.',
    password_changed: 'The password was changed; the user was signed out everywhere.',
    open: 'Open',
    inactive: 'This account is deactivated.',
    not_found: 'This user does not exist.',
    orders_count: '%{smart_count} order |||| %{smart_count} orders',
    bills_count: '%{smart_count} bill |||| %{smart_count} bills',
    back: 'Users',
  },
  prices: {
    title: 'Services Price: %{name}',
    list_price: 'List price %{price}',
    custom: 'Custom',
    saved: 'Price saved',
  },
  bills: {
    of_user: 'Only the bills of %{email}',
    show_all: 'Show all bills',
    cancel: 'Cancel top-up',
    cancel_question: 'Cancel bill #%{id} of %{email} for %{amount}? The credits leave the balance.',
    keep: 'Keep it',
    canceled: 'The top-up was canceled and its credits were taken off the balance.',
    give_back: 'Give credits back',
    give_back_question:
      'Give back the %{amount} taken off %{email} in bill #%{id}? The credits return to the balance.',
    given_back: 'The credits taken off were given back to the balance.',
  },
  user_orders: {
    title: 'Orders of %{name}',
  },
};

export const backOfficeEs: typeof backOfficeEn = {
  pagination: {
    label: 'Páginas',
    page_of:
      'Página %{page} de %{pages} · %{smart_count} registro |||| Página %{page} de %{pages} · %{smart_count} registros',
  },
  empty: 'Todavía no hay nada aquí.',
  categories: {
    delete_title: 'Eliminar categoría',
    delete_question: '¿Eliminar la categoría "%{name}"?',
    created: 'Categoría creada',
    updated: 'Categoría actualizada',
    deleted: 'Categoría eliminada',
  },
  services: {
    create: 'Crear nuevo servicio',
    update_title: 'Actualizar %{name}',
    tiers: { none: 'Ninguno', clean: 'Clean', base: 'Base', premium: 'Premium' },
    delete_title: 'Eliminar servicio',
    delete_question: '¿Eliminar el servicio "%{name}"?',
    delete_note:
      'Un servicio con órdenes se retira en lugar de eliminarse: los clientes ya no pueden pedirlo y sus órdenes conservan su historial.',
    created: 'Servicio creado',
    updated: 'Servicio actualizado',
    deleted: 'Servicio eliminado',
    retired:
      'El servicio tiene órdenes, así que se ha retirado: los clientes ya no pueden pedirlo.',
    show_retired: 'Mostrar servicios retirados',
    search: 'Buscar servicios',
    retired_chip: 'Retirado',
    restore: 'Volver a poner a la venta',
    restore_title: 'Volver a poner a la venta',
    restore_question:
      'Volver a poner "%{name}" a la venta, con su id, sus rutas y los precios propios de sus clientes, en esta categoría:',
    restore_category_gone: 'Su categoría fue eliminada: elija a cuál vuelve.',
    restored: '"%{name}" vuelve a estar a la venta.',
  },
  users: {
    create: 'Crear nuevo usuario',
    created: 'Usuario creado',
    delete_title: 'Eliminar usuario',
    delete_question: '¿Eliminar la cuenta de %{name} (%{email})?',
    delete_note:
      'La cuenta se desactiva, no se borra: sus sesiones y su clave de API dejan de funcionar, y se conservan sus créditos, órdenes y facturas. Sus órdenes que aún no llegaron a un proveedor esperan en Requieren atención.',
    deactivated: 'La cuenta se ha desactivado; se conservan sus créditos, órdenes y facturas.',
    inactive: 'Desactivada',
  },
  user_detail: {
    title: 'Usuario: %{name}',
    api_key: 'Clave de la API',
    regenerate: 'Generar una clave nueva',
    key_changed: 'Se ha generado una clave de API nueva; la anterior ya no funciona.',
    credits_added: 'Se han añadido %{amount} en créditos.',
    credits_taken: 'Se han descontado %{amount} en créditos.',
    credits_hint:
      'Una cantidad negativa descuenta créditos (un contracargo), nunca más de los que hay.',
    credentials_saved: 'Se han guardado el nombre y el correo.',
    password_changed: 'Se ha cambiado la contraseña; el usuario ha salido de todas sus sesiones.',
    open: 'Abrir',
    inactive: 'Esta cuenta está desactivada.',
    not_found: 'Este usuario no existe.',
    orders_count: '%{smart_count} orden |||| %{smart_count} órdenes',
    bills_count: '%{smart_count} factura |||| %{smart_count} facturas',
    back: 'Usuarios',
  },
  prices: {
    title: 'Precios de servicios: %{name}',
    list_price: 'Precio de lista %{price}',
    custom: 'Personalizado',
    saved: 'Precio guardado',
  },
  bills: {
    of_user: 'Solo las facturas de %{email}',
    show_all: 'Ver todas las facturas',
    cancel: 'Cancelar recarga',
    cancel_question:
      '¿Cancelar la factura #%{id} de %{email} por %{amount}? Los créditos salen del saldo.',
    keep: 'Mantenerla',
    canceled: 'La recarga se ha cancelado y sus créditos se han descontado del saldo.',
    give_back: 'Devolver créditos',
    give_back_question:
      '¿Devolver los %{amount} descontados a %{email} en la factura #%{id}? Los créditos vuelven al saldo.',
    given_back: 'Los créditos descontados se han devuelto al saldo.',
  },
  user_orders: {
    title: 'Órdenes de %{name}',
  },
};
