import { type GetListParams, HttpError, type RaRecord } from 'react-admin';
import { storyCustomerServices } from '../customer/services/catalogueStoryData';
import type { CustomerService } from '../customer/services/types';
import type { PortalDataProvider } from '../dataProvider/placeOrders';
import type { AdminOrderWithAttempts, SupplierMethods } from '../dataProvider/suppliers';
import { fixtureRoutes, fixtureSuppliers } from '../resources/suppliers/supplierFixtures';
import { createFakeDataProvider } from '../stories/fakeDataProvider';
import { storyCustomer } from '../stories/fixtures';
import { fakeBulkReply } from './bulkReplyStoryData';
import { fakeCancelOrder, fakePlaceOrders } from './customerOrderStoryServer';
import type { Forwarding } from './forwarding';
import type { Order } from './order';

const at = (minute: number) => new Date(Date.UTC(2026, 10, 20, 9, minute)).toISOString();

const order = (id: number, fields: Partial<Order>): Order => ({
  id,
  status: 1,
  service_id: fields.service?.id ?? 11,
  service: { id: 11, name: 'iPhone Clean Unlock' },
  user_id: storyCustomer.id,
  user: { id: storyCustomer.id, name: storyCustomer.name },
  price: 25,
  imei: `35693803564${String(3800 + id).padStart(4, '0')}`,
  code: null,
  reason: null,
  source: 'web',
  created_at: at(id),
  updated_at: at(id),
  answered_at: null,
  att_response: null,
  ifree_model: null,
  phase: false,
  other_phase: false,
  fields: null,
  ...fields,
});

/** A small shop's orders: pending ones (with carrier checks), completed and rejected ones. */
export const storyOrders = (): Order[] => [
  order(1, { imei: '356938035643809', att_response: 'Clean - AT&T', ifree_model: 'iPhone 13' }),
  order(2, {
    imei: '490154203237518',
    phase: true,
    service: { id: 12, name: 'Samsung Network Unlock' },
    price: 8.5,
  }),
  order(3, {
    imei: '352099001761481',
    phase: true,
    other_phase: true,
    user: { id: 9, name: 'Luis Pérez' },
  }),
  order(4, { status: 4, code: 'UNLOCK-7734-9921', updated_at: at(4 + 42) }),
  order(5, { status: 3, code: 'Blacklisted', reason: 'Blacklisted', updated_at: at(5 + 7) }),
  order(6, {
    status: 4,
    code: null,
    user: { id: 9, name: 'Luis Pérez' },
    service: { id: 12, name: 'Samsung Network Unlock' },
    price: 8.5,
  }),
];

export const storyBills = [
  { id: 21, amount: 100, status: true, created_at: at(0), updated_at: at(0) },
  { id: 22, amount: 40, status: false, created_at: at(30), updated_at: at(55) },
];

const UPSTREAM = { id: 1, name: 'Upstream GSM' };

/** Where the story orders are with their suppliers (the rest are answered by hand). */
const storyForwarding = (): Record<number, Forwarding> => ({
  2: {
    state: 'placed',
    supplier: UPSTREAM,
    reference: 'R-5521',
    attempts: 1,
    last_error: null,
    next_attempt_at: null,
  },
  3: {
    state: 'held',
    supplier: UPSTREAM,
    reference: null,
    attempts: 1,
    last_error: 'Not enough credits',
    next_attempt_at: null,
  },
});

/** Every attempt of the forwarded story orders. */
const storyAttempts: Record<number, AdminOrderWithAttempts['attempts']> = {
  2: [
    {
      at: at(2),
      finished_at: at(2),
      supplier: UPSTREAM,
      action: 'placeimeiorder',
      outcome: 'accepted',
      message: 'Order received',
      reference: 'R-5521',
    },
  ],
  3: [
    {
      at: at(3),
      finished_at: at(3),
      supplier: UPSTREAM,
      action: 'placeimeiorder',
      outcome: 'refused',
      message: 'Not enough credits',
      reference: null,
    },
  ],
};

export interface OrderStoryOptions {
  orders?: Order[];
  /** Every answer fails with this reply (e.g. another admin was quicker). */
  failAnswers?: { status: number; message: string };
  /** What placing orders does: the fake server's checks by default. */
  placeOrders?: PortalDataProvider['placeOrders'];
  /** What a bulk reply does: the fake server's by default. */
  bulkReply?: PortalDataProvider['bulkReply'];
  /** The customer's services (GET /services): the two story services by default. */
  services?: CustomerService[];
  /** Every cancel fails with this reason (a 422 `errors.order`), e.g. answered meanwhile. */
  failCancel?: string;
  /** A last error (a note for a person) on the order placed at Upstream GSM (order 2). */
  placedOrderNote?: string;
  /** The held order (3) was held before any call, with this note (its supplier's price above). */
  heldBeforeAnyCall?: string;
}

const matches = (
  order: Order,
  filter: Record<string, unknown>,
  forwarding: Forwarding | undefined,
) =>
  // "Needs a person": held, or placed with a note (late at its supplier, an answer not applied).
  (filter.forwarding !== 'held' ||
    forwarding?.state === 'held' ||
    (forwarding?.state === 'placed' && forwarding.last_error !== null)) &&
  (filter.forwarding !== 'by_hand' || forwarding === undefined) &&
  (!filter.status || String(order.status) === String(filter.status)) &&
  (!filter.service_id || String(order.service.id) === String(filter.service_id)) &&
  (!filter.imei || order.imei.includes(String(filter.imei)));

/**
 * An in-memory server for the order screens: one list of orders behind the customer's orders,
 * the pending queue (oldest first) and the history (newest first), with filters and pages of
 * `perPage`; answers change the orders as the server would, or fail as asked.
 */
export const orderStoryDataProvider = (
  options: OrderStoryOptions = {},
): PortalDataProvider &
  Pick<SupplierMethods, 'getAdminOrder' | 'forwardOrder' | 'getServiceRoutes'> => {
  const orders = options.orders ?? storyOrders();
  const forwarding = storyForwarding();
  if (options.placedOrderNote && forwarding[2]) forwarding[2].last_error = options.placedOrderNote;
  const attemptsOf = { ...storyAttempts };
  if (options.heldBeforeAnyCall && forwarding[3]) {
    forwarding[3] = { ...forwarding[3], attempts: 0, last_error: options.heldBeforeAnyCall };
    attemptsOf[3] = [];
  }
  /** The admin's lists carry `forwarding`; the customer's do not. */
  const adminView = (order: Order) => ({ ...order, forwarding: forwarding[order.id] ?? null });
  const services = options.services ?? storyCustomerServices();
  const base = createFakeDataProvider({
    services,
    'admin-services': services.map((s) => ({
      id: s.service.id,
      name: s.service.name,
      price: s.price,
      fields: s.fields,
    })),
    bills: storyBills,
    'admin-suppliers': fixtureSuppliers,
  });
  const listOf = (resource: string, filter: Record<string, unknown>): Order[] => {
    const filtered = orders.filter((entry) => matches(entry, filter, forwarding[entry.id]));
    if (resource === 'admin-orders')
      return filtered.filter((o) => o.status === 1).sort((a, b) => a.id - b.id);
    if (resource === 'orders')
      return filtered.filter((o) => o.user?.id === storyCustomer.id).sort((a, b) => b.id - a.id);
    const hasFilter = Object.values(filter).some((value) => value !== undefined && value !== '');
    return filtered.filter((o) => hasFilter || o.status !== 1).sort((a, b) => b.id - a.id);
  };
  return {
    ...base,
    getList: async (resource: string, params: GetListParams) => {
      if (!['admin-orders', 'orders', 'admin-order-history'].includes(resource))
        return base.getList(resource, params);
      const all = listOf(resource, params.filter ?? {});
      const { page = 1, perPage = 15 } = params.pagination ?? {};
      const pageRows = all.slice((page - 1) * perPage, page * perPage);
      const data = resource === 'orders' ? pageRows : pageRows.map(adminView);
      return {
        data: data as unknown as RaRecord[],
        total: all.length,
        pageInfo: { hasPreviousPage: page > 1, hasNextPage: page * perPage < all.length },
      };
    },
    update: async (resource, params) => {
      if (resource !== 'admin-orders') return base.update(resource, params);
      if (options.failAnswers) {
        throw new HttpError(options.failAnswers.message, options.failAnswers.status, {
          message: options.failAnswers.message,
        });
      }
      const target = orders.find((entry) => entry.id === Number(params.id));
      if (!target) throw new HttpError('Order not found.', 404, { message: 'Order not found.' });
      const { status, code } = params.data as { status: number; code: string };
      target.status = status;
      target.code = status === 3 ? code || 'Not Found' : code;
      target.updated_at = new Date().toISOString();
      return { data: target as unknown as RaRecord };
    },
    placeOrders: options.placeOrders ?? fakePlaceOrders(orders, services, order),
    cancelOrder: fakeCancelOrder(orders, forwarding, options.failCancel),
    bulkReply: options.bulkReply ?? fakeBulkReply(orders),
    getAdminOrder: async (id) => {
      const target = orders.find((entry) => entry.id === id);
      if (!target) throw new HttpError('Order not found.', 404, { message: 'Order not found.' });
      return { ...adminView(target), attempts: attemptsOf[id] ?? [] };
    },
    getServiceRoutes: async (serviceId) => fixtureRoutes()[serviceId] ?? [],
    forwardOrder: async (id, supplierId) => {
      const held = forwarding[id];
      if (!held) throw new HttpError('Order not found.', 404, { message: 'Order not found.' });
      const supplier = fixtureSuppliers.find(
        (entry) => entry.id === (supplierId ?? held.supplier?.id),
      );
      forwarding[id] = {
        ...held,
        state: 'queued',
        last_error: null,
        supplier: supplier ? { id: supplier.id, name: supplier.name } : held.supplier,
      };
    },
  } as PortalDataProvider &
    Pick<SupplierMethods, 'getAdminOrder' | 'forwardOrder' | 'getServiceRoutes'>;
};
