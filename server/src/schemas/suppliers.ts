import { type Static, Type } from '@sinclair/typebox';
import { Id, Nullable, Timestamp } from './fields.js';
import { Order, OrderFilterQuery } from './orders.js';

/** An upstream DHRU supplier as the admin sees it. The key is never answered, only its last 4. */
export const Supplier = Type.Object({
  id: Id,
  name: Type.String(),
  url: Type.String({ description: 'The base URL; calls go to <url>/api/index.php' }),
  username: Type.String(),
  api_key_last4: Type.String({ description: 'The last 4 characters of the API key' }),
  active: Type.Boolean(),
  allows_bulk: Type.Boolean({ description: 'Orders are placed with placeimeiorderbulk' }),
  balance: Nullable(Type.Number({ description: 'At the last check' })),
  currency: Nullable(Type.String()),
  low_balance: Nullable(Type.Number({ description: 'A balance below this shows a warning' })),
  low_balance_warning: Type.Boolean(),
  checked_at: Nullable(Type.String({ format: 'date-time' })),
  last_error: Nullable(Type.String()),
  services_fetched_at: Nullable(Type.String({ format: 'date-time' })),
  orders_in_flight: Type.Integer({
    description: 'Orders queued, being placed or placed there now',
  }),
});
export type Supplier = Static<typeof Supplier>;

const Text = (max: number) => Type.String({ minLength: 1, maxLength: max });
const LowBalance = Type.Union([
  Type.Number({ minimum: 0 }),
  Type.String({ maxLength: 20 }),
  Type.Null(),
]);

/** POST /suppliers. */
export const SupplierBody = Type.Object({
  name: Text(255),
  url: Text(2000),
  username: Text(255),
  api_key: Text(255),
  allows_bulk: Type.Optional(Type.Boolean()),
  low_balance: Type.Optional(LowBalance),
});
export type SupplierBody = Static<typeof SupplierBody>;

/** PATCH /suppliers/{id}: any of the fields. */
export const SupplierPatchBody = Type.Object({
  name: Type.Optional(Text(255)),
  url: Type.Optional(Text(2000)),
  username: Type.Optional(Text(255)),
  api_key: Type.Optional(Text(255)),
  active: Type.Optional(Type.Boolean()),
  allows_bulk: Type.Optional(Type.Boolean()),
  low_balance: Type.Optional(LowBalance),
});
export type SupplierPatchBody = Static<typeof SupplierPatchBody>;

/** One service of a supplier's imeiservicelist (cached). */
export const SupplierService = Type.Object({
  id: Type.String({ description: "The supplier's SERVICEID" }),
  name: Type.String(),
  group: Type.String(),
  credit: Nullable(Type.Number({ description: 'What the supplier charges' })),
  time: Nullable(Type.String()),
  info: Nullable(Type.String({ description: 'As the supplier wrote it: show it escaped' })),
  routed_to: Type.Array(Type.Object({ id: Id, name: Type.String() }), {
    description: 'Our services on sale routed to it',
  }),
});
export type SupplierService = Static<typeof SupplierService>;

export const SupplierServicesQuery = Type.Object({
  refresh: Type.Optional(Type.String({ pattern: '^(|0|1|true|false)$' })),
});
export type SupplierServicesQuery = Static<typeof SupplierServicesQuery>;

export const SupplierServiceParams = Type.Object({
  id: Type.String({ maxLength: 40 }),
  serviceId: Type.String({ minLength: 1, maxLength: 64 }),
});
export type SupplierServiceParams = Static<typeof SupplierServiceParams>;

/** POST /suppliers/{id}/services/{serviceId}/import: our service from theirs. */
export const ImportServiceBody = Type.Object({
  markup: Type.Union([Type.Number({ minimum: 0 }), Type.String({ maxLength: 20 })], {
    description: 'Our price = their price + markup',
  }),
  category_id: Type.Optional(Type.Integer({ minimum: 1, maximum: 2_147_483_647 })),
});
export type ImportServiceBody = Static<typeof ImportServiceBody>;

/** One route of a service: a supplier and its service, in priority order. */
export const ServiceRoute = Type.Object({
  position: Type.Integer({ minimum: 0 }),
  supplier_id: Id,
  supplier: Type.Object({ id: Id, name: Type.String(), active: Type.Boolean() }),
  supplier_service_id: Type.String(),
  supplier_service_name: Nullable(Type.String()),
  credit: Nullable(Type.Number()),
});
export type ServiceRoute = Static<typeof ServiceRoute>;

/** One route sent: a supplier and its service id. */
const RouteBody = Type.Object({
  supplier_id: Type.Integer({ minimum: 1, maximum: 2_147_483_647 }),
  supplier_service_id: Type.String({ minLength: 1, maxLength: 64 }),
});

/** PUT /admin_services/{id}/routes: the list's order is the priority; [] answers by hand. */
export const ServiceRoutesBody = Type.Object({
  routes: Type.Array(RouteBody, { maxItems: 10 }),
  replacing: Type.Optional(
    Type.Array(RouteBody, {
      maxItems: 10,
      description:
        'The routes as the form read them: when the service has other routes by now (another ' +
        'admin saved meanwhile), nothing is saved and the answer is a 409',
    }),
  ),
});
export type ServiceRoutesBody = Static<typeof ServiceRoutesBody>;

export const ForwardingState = Type.Unsafe<'queued' | 'placing' | 'placed' | 'held' | 'done'>({
  type: 'string',
  enum: ['queued', 'placing', 'placed', 'held', 'done'],
});

/** Where an order is with its suppliers; null on orders answered by hand. */
export const Forwarding = Type.Object({
  state: ForwardingState,
  supplier: Nullable(Type.Object({ id: Id, name: Type.String() })),
  reference: Nullable(Type.String()),
  attempts: Type.Integer({ minimum: 0 }),
  last_error: Nullable(Type.String()),
  next_attempt_at: Nullable(Type.String({ format: 'date-time' })),
});
export type Forwarding = Static<typeof Forwarding>;

/** An order in the admin's lists: the order, and where it is with its suppliers. */
export const AdminOrder = Type.Composite([
  Order,
  Type.Object({ forwarding: Nullable(Forwarding) }),
]);
export type AdminOrder = Static<typeof AdminOrder>;

export const ForwardingAttempt = Type.Object({
  at: Timestamp,
  finished_at: Nullable(Type.String({ format: 'date-time' })),
  supplier: Type.Object({ id: Id, name: Type.String() }),
  action: Type.String(),
  outcome: Nullable(
    Type.String({
      description: 'accepted, refused, fault, unknown, completed, rejected; null while under way',
    }),
  ),
  message: Nullable(Type.String()),
  reference: Nullable(Type.String()),
});

/** GET /admin_orders/{id}: the order with every attempt at its suppliers. */
export const AdminOrderDetail = Type.Object({
  data: Type.Composite([AdminOrder, Type.Object({ attempts: Type.Array(ForwardingAttempt) })]),
});
export type AdminOrderDetail = Static<typeof AdminOrderDetail>;

/**
 * The admin lists' filters: the order filters and "held" (needing a person: held, or placed with
 * a note such as late at its supplier) or "by hand".
 */
export const AdminOrderFilterQuery = Type.Composite([
  OrderFilterQuery,
  Type.Object({
    forwarding: Type.Optional(Type.String({ pattern: '^(|held|by_hand)$' })),
  }),
]);
export type AdminOrderFilterQuery = Static<typeof AdminOrderFilterQuery>;

/** POST /admin_orders/{id}/forward: to this supplier's route, else the route it was on. */
export const ForwardBody = Type.Object({
  supplier_id: Type.Optional(Type.Integer({ minimum: 1, maximum: 2_147_483_647 })),
});
export type ForwardBody = Static<typeof ForwardBody>;
