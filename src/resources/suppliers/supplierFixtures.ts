import type { ServiceRoute, Supplier, SupplierService } from '@schemas/suppliers';
import type { SupplierMethods } from '../../dataProvider/suppliers';
import { httpFailure, laravel422, type Tables } from '../shared/storyData';

/** The server's refusal of a save over routes another admin saved since (409). */
export const ROUTES_CHANGED_MEANWHILE =
  'The routes of this service were changed by someone else meanwhile: open them again to see them.';

/** Two upstream suppliers: one checked with a low balance, one that refused its last check. */
export const fixtureSuppliers: Supplier[] = [
  {
    id: 1,
    name: 'Upstream GSM',
    url: 'https://upstream-gsm.example',
    username: 'unlockportal',
    api_key_last4: 'Q7ZK',
    active: true,
    allows_bulk: true,
    balance: 42.5,
    currency: 'USD',
    low_balance: 50,
    low_balance_warning: true,
    checked_at: '2026-11-20T09:30:00Z',
    last_error: null,
    services_fetched_at: '2026-11-20T09:31:00Z',
    orders_in_flight: 3,
  },
  {
    id: 2,
    name: 'Codes Direct',
    url: 'https://codes-direct.example',
    username: 'portal',
    api_key_last4: '88AB',
    active: true,
    allows_bulk: false,
    balance: null,
    currency: null,
    low_balance: null,
    low_balance_warning: false,
    checked_at: null,
    last_error: 'Authentication Failed',
    services_fetched_at: null,
    orders_in_flight: 0,
  },
];

export const fixtureSupplierServices: SupplierService[] = [
  {
    id: '101',
    name: 'iPhone Clean Unlock (All models)',
    group: 'Apple iPhone',
    credit: 14,
    time: '1-3 days',
    info: 'Clean IMEIs only. <b>No refunds</b> for blacklisted.',
    routed_to: [],
  },
  {
    id: '205',
    name: 'Samsung Network Unlock Code',
    group: 'Samsung',
    credit: 3.2,
    time: '5-30 minutes',
    info: null,
    routed_to: [],
  },
];

/** The routes of our services (story services 11-13): iPhone Clean goes to Upstream GSM. */
export const fixtureRoutes = (): Record<number, ServiceRoute[]> => ({
  11: [
    {
      position: 0,
      supplier_id: 1,
      supplier: { id: 1, name: 'Upstream GSM', active: true },
      supplier_service_id: '101',
      supplier_service_name: 'iPhone Clean Unlock (All models)',
      credit: 14,
    },
  ],
});

export interface SupplierStoryOptions {
  /** The supplier answers Check with this refusal (422 with its reason). */
  checkRefusal?: string;
}

/**
 * The supplier calls over the story tables: Check sets a fresh balance (or refuses), the
 * services list is the fixture, import adds our service, routes are kept per service.
 */
export const supplierStoryMethods = (
  tables: Tables,
  options: SupplierStoryOptions = {},
): Pick<
  SupplierMethods,
  | 'checkSupplier'
  | 'getSupplierServices'
  | 'importSupplierService'
  | 'getServiceRoutes'
  | 'saveServiceRoutes'
> => {
  const routes = fixtureRoutes();
  const supplierOf = (id: number) => {
    const supplier = (tables['admin-suppliers'] ?? []).find((row) => row.id === id);
    if (!supplier) throw httpFailure(404, 'Supplier not found.');
    return supplier as unknown as Supplier;
  };
  return {
    checkSupplier: async (id) => {
      const supplier = supplierOf(id);
      if (options.checkRefusal) {
        supplier.last_error = options.checkRefusal;
        throw laravel422({}, options.checkRefusal);
      }
      Object.assign(supplier, {
        balance: 120.25,
        currency: 'USD',
        checked_at: new Date().toISOString(),
        last_error: null,
        low_balance_warning: supplier.low_balance !== null && 120.25 < supplier.low_balance,
      });
      return structuredClone(supplier);
    },
    getSupplierServices: async (id) => {
      supplierOf(id);
      // Beside each of theirs, our services on sale routed to it, as the server lists them.
      const ours = (tables['admin-services'] ?? []) as unknown as {
        id: number;
        name: string;
      }[];
      const routedTo = (serviceId: string) =>
        Object.entries(routes)
          .filter(([, list]) =>
            list.some(
              (route) => route.supplier_id === id && route.supplier_service_id === serviceId,
            ),
          )
          .flatMap(([ourId]) => ours.filter((service) => service.id === Number(ourId)))
          .map((service) => ({ id: service.id, name: service.name }));
      return fixtureSupplierServices.map((service) => ({
        ...structuredClone(service),
        routed_to: routedTo(service.id),
      }));
    },
    importSupplierService: async (supplierId, serviceId, body) => {
      const theirs = fixtureSupplierServices.find((service) => service.id === serviceId);
      if (!theirs) throw httpFailure(404, 'Supplier service not found.');
      if (String(body.markup).trim() === '' || Number.isNaN(Number(body.markup))) {
        throw laravel422({ markup: ['The markup field must be a number.'] });
      }
      const services = tables['admin-services'] ?? [];
      const id = Math.max(0, ...services.map((row) => Number(row.id))) + 1;
      const cost = theirs.credit ?? 0;
      const created = {
        id,
        name: theirs.name,
        price: cost + Number(body.markup),
        cost,
        tier: 'none' as const,
        active: true,
        category: { id: 1, name: 'Apple' },
        category_id: 1,
        description: '',
        delivery_time: '',
        fields: [],
      };
      services.unshift(created);
      routes[id] = [
        {
          position: 0,
          supplier_id: supplierId,
          supplier: { id: supplierId, name: supplierOf(supplierId).name, active: true },
          supplier_service_id: serviceId,
          supplier_service_name: theirs.name,
          credit: theirs.credit,
        },
      ];
      return structuredClone(created);
    },
    getServiceRoutes: async (serviceId) => structuredClone(routes[serviceId] ?? []),
    saveServiceRoutes: async (serviceId, entries, replacing) => {
      // Refused as the server refuses a save over routes saved since the form read them.
      const keys = (list: readonly { supplier_id: number; supplier_service_id: string }[]) =>
        list.map((route) => `${route.supplier_id}:${route.supplier_service_id}`).join();
      if (replacing && keys(replacing) !== keys(routes[serviceId] ?? [])) {
        throw httpFailure(409, ROUTES_CHANGED_MEANWHILE);
      }
      // Refused as the server refuses them: an id too long, a route listed twice.
      const refusals: Record<string, string[]> = {};
      const seen = new Set<string>();
      entries.forEach((entry, index) => {
        if (entry.supplier_service_id.length > 64) {
          refusals[`routes.${index}.supplier_service_id`] = [
            'The supplier service id field must not be greater than 64 characters.',
          ];
        }
        const key = `${entry.supplier_id}:${entry.supplier_service_id}`;
        if (seen.has(key)) refusals[`routes.${index}`] = ['This route is listed twice.'];
        seen.add(key);
      });
      if (Object.keys(refusals).length > 0) throw laravel422(refusals);
      routes[serviceId] = entries.map((entry, position) => {
        const supplier = supplierOf(entry.supplier_id);
        return {
          position,
          supplier_id: entry.supplier_id,
          supplier: { id: supplier.id, name: supplier.name, active: supplier.active },
          supplier_service_id: entry.supplier_service_id,
          supplier_service_name:
            fixtureSupplierServices.find((service) => service.id === entry.supplier_service_id)
              ?.name ?? null,
          credit: null,
        };
      });
      return structuredClone(routes[serviceId]);
    },
  };
};
