import type { AdminService } from '@schemas/catalogue';
import type {
  AdminOrderDetail,
  ForwardBody,
  ImportServiceBody,
  ServiceRoute,
  ServiceRoutesBody,
  Supplier,
  SupplierService,
} from '@schemas/suppliers';
import { httpClient } from './httpClient';

/** One order as GET /admin_orders/{id} sends it: where it is, and every attempt. */
export type AdminOrderWithAttempts = AdminOrderDetail['data'];

const id = (value: number | string) => encodeURIComponent(String(value));

/** POST /suppliers/{id}/check: the fresh balance, or a 422 carrying the supplier's reason. */
export const checkSupplier = async (supplierId: number): Promise<Supplier> => {
  const { json } = await httpClient<{ data: Supplier }>(`/suppliers/${id(supplierId)}/check`, {
    method: 'POST',
    body: {},
  });
  return json.data;
};

/** GET /suppliers/{id}/services: the cached imeiservicelist, fetched again with `refresh`. */
export const getSupplierServices = async (
  supplierId: number,
  refresh = false,
): Promise<SupplierService[]> => {
  const { json } = await httpClient<{ data: SupplierService[] }>(
    `/suppliers/${id(supplierId)}/services`,
    { query: refresh ? { refresh: 1 } : {} },
  );
  return json.data;
};

/** The query key of a supplier's service list (`getSupplierServices`), wherever a screen reads it. */
export const supplierServicesKey = (supplierId: number) => ['supplier-services', supplierId];

/** POST /suppliers/{id}/services/{serviceId}/import: our service made from theirs. */
export const importSupplierService = async (
  supplierId: number,
  serviceId: string,
  body: ImportServiceBody,
): Promise<AdminService> => {
  const { json } = await httpClient<{ data: AdminService }>(
    `/suppliers/${id(supplierId)}/services/${id(serviceId)}/import`,
    { method: 'POST', body },
  );
  return json.data;
};

/** The query key of a service's routes (`getServiceRoutes`), wherever a screen reads them. */
export const serviceRoutesKey = (serviceId: number) => ['service-routes', serviceId];

/** GET /admin_services/{id}/routes: by priority, [] when answered by hand. */
export const getServiceRoutes = async (serviceId: number): Promise<ServiceRoute[]> => {
  const { json } = await httpClient<{ data: ServiceRoute[] }>(
    `/admin_services/${id(serviceId)}/routes`,
  );
  return json.data;
};

/**
 * PUT /admin_services/{id}/routes: the whole list, in priority order, and the routes it replaces
 * as they were read (a 409 when another admin has saved others since).
 */
export const saveServiceRoutes = async (
  serviceId: number,
  routes: ServiceRoutesBody['routes'],
  replacing: ServiceRoutesBody['replacing'],
): Promise<ServiceRoute[]> => {
  const body: ServiceRoutesBody = { routes, replacing };
  const { json } = await httpClient<{ data: ServiceRoute[] }>(
    `/admin_services/${id(serviceId)}/routes`,
    { method: 'PUT', body },
  );
  return json.data;
};

/** GET /admin_orders/{id}: the order with its forwarding and attempts. */
export const getAdminOrder = async (orderId: number): Promise<AdminOrderWithAttempts> => {
  const { json } = await httpClient<AdminOrderDetail>(`/admin_orders/${id(orderId)}`);
  return json.data;
};

/** POST /admin_orders/{id}/forward: a held order queued again, on that supplier if given. */
export const forwardOrder = async (orderId: number, supplierId?: number): Promise<void> => {
  const body: ForwardBody = supplierId === undefined ? {} : { supplier_id: supplierId };
  await httpClient(`/admin_orders/${id(orderId)}/forward`, { method: 'POST', body });
};

/** The supplier screens' calls on the data provider. */
export interface SupplierMethods {
  checkSupplier: typeof checkSupplier;
  getSupplierServices: typeof getSupplierServices;
  importSupplierService: typeof importSupplierService;
  getServiceRoutes: typeof getServiceRoutes;
  saveServiceRoutes: typeof saveServiceRoutes;
  getAdminOrder: typeof getAdminOrder;
  forwardOrder: typeof forwardOrder;
}

export const supplierMethods: SupplierMethods = {
  checkSupplier,
  getSupplierServices,
  importSupplierService,
  getServiceRoutes,
  saveServiceRoutes,
  getAdminOrder,
  forwardOrder,
};
