/**
 * The name of every declared resource (src/resources/index.ts), under react-admin's own key
 * `resources.<name>.name`: the sidebar's links and the screens' titles. Plural forms after
 * `||||` (react-admin asks with smart_count).
 */
export const resourceNamesEn = {
  'user-profile': { name: 'My Profile' },
  dashboard: { name: 'Dashboard' },
  'admin-categories': { name: 'Category |||| Categories' },
  'admin-services': { name: 'Service |||| Services' },
  'admin-users': { name: 'User |||| Users' },
  'admin-user': { name: 'User |||| Users' },
  'admin-user-bills': { name: 'Bills History' },
  'admin-user-services': { name: 'Services Price' },
  'admin-user-orders': { name: 'Order History' },
  'admin-bills': { name: 'Bill |||| Bills' },
  'admin-audit-log': { name: 'Audit log' },
  'admin-suppliers': { name: 'Supplier |||| Suppliers' },
  'admin-orders': { name: 'Pending Order |||| Pending Orders' },
  'admin-order-history': { name: 'Order History' },
  services: { name: 'Services' },
  orders: { name: 'Orders' },
  bills: { name: 'Bills' },
};

export const resourceNamesEs: typeof resourceNamesEn = {
  'user-profile': { name: 'Mi Perfil' },
  dashboard: { name: 'Panel' },
  'admin-categories': { name: 'Categoría |||| Categorías' },
  'admin-services': { name: 'Servicio |||| Servicios' },
  'admin-users': { name: 'Usuario |||| Usuarios' },
  'admin-user': { name: 'Usuario |||| Usuarios' },
  'admin-user-bills': { name: 'Historial de facturas' },
  'admin-user-services': { name: 'Precios de servicios' },
  'admin-user-orders': { name: 'Historial de Órdenes' },
  'admin-bills': { name: 'Factura |||| Facturas' },
  'admin-audit-log': { name: 'Registro de auditoría' },
  'admin-suppliers': { name: 'Proveedor |||| Proveedores' },
  'admin-orders': { name: 'Orden Pendiente |||| Órdenes Pendientes' },
  'admin-order-history': { name: 'Historial de Órdenes' },
  services: { name: 'Servicios' },
  orders: { name: 'Órdenes' },
  bills: { name: 'Facturas' },
};
