import { sql } from 'drizzle-orm';
import {
  bigint,
  bigserial,
  boolean,
  check,
  index,
  integer,
  jsonb,
  numeric,
  pgEnum,
  pgTable,
  primaryKey,
  serial,
  smallint,
  text,
  timestamp,
  varchar,
} from 'drizzle-orm/pg-core';
import { orders, services } from './schema.js';

/**
 * Upstream DHRU suppliers and the forwarding of orders to them (issue 10, migration
 * 0009_suppliers). Re-exported by schema.ts, so drizzle sees one schema.
 */

/**
 * One custom field of a supplier's service as its imeiservicelist gave it (`Requires.Custom`),
 * cleaned up: `fieldname` is the supplier's own key for the value in CUSTOMFIELD.
 */
export interface SupplierFieldDefinition {
  fieldname: string;
  type: 'text' | 'select';
  required: boolean;
  options?: string[];
  description?: string;
}

const money = (name: string) => numeric(name, { precision: 14, scale: 2 });
const at = (name: string) => timestamp(name, { withTimezone: true });

export const suppliers = pgTable('suppliers', {
  id: serial('id').primaryKey(),
  name: varchar('name', { length: 255 }).notNull(),
  /** The base URL; calls go to `<url>/api/index.php`. */
  url: varchar('url', { length: 2048 }).notNull(),
  username: varchar('username', { length: 255 }).notNull(),
  /** Sent to the supplier on every call; never answered in full nor logged. */
  apiKey: varchar('api_key', { length: 255 }).notNull(),
  active: boolean('active').notNull().default(true),
  /** Orders are placed with placeimeiorderbulk (batched) instead of one placeimeiorder each. */
  allowsBulk: boolean('allows_bulk').notNull().default(false),
  balance: money('balance'),
  currency: varchar('currency', { length: 16 }),
  /** Below this balance the supplier list shows a warning. */
  lowBalance: money('low_balance'),
  /** Set when a check found the balance below lowBalance and the admins were told; cleared above. */
  lowBalanceAlertedAt: at('low_balance_alerted_at'),
  checkedAt: at('checked_at'),
  lastError: text('last_error'),
  servicesFetchedAt: at('services_fetched_at'),
  /**
   * When the clock last asked for the service list (migration 0024_supplier_prices): a list that
   * could not be fetched is asked again after the next interval, not at every tick.
   */
  servicesTriedAt: at('services_tried_at'),
  createdAt: at('created_at').notNull().defaultNow(),
  updatedAt: at('updated_at').notNull().defaultNow(),
});

/** The supplier's imeiservicelist as last fetched (it may be rate limited upstream). */
export const supplierServices = pgTable(
  'supplier_services',
  {
    supplierId: integer('supplier_id')
      .notNull()
      .references(() => suppliers.id, { onDelete: 'cascade' }),
    /** The supplier's SERVICEID. */
    serviceId: varchar('service_id', { length: 64 }).notNull(),
    groupName: varchar('group_name', { length: 255 }).notNull(),
    name: varchar('name', { length: 255 }).notNull(),
    credit: money('credit'),
    time: varchar('time', { length: 255 }),
    info: text('info'),
    /** Its custom fields (migration 0012_supplier_service_fields). */
    fields: jsonb('fields').$type<SupplierFieldDefinition[]>().notNull().default([]),
    position: integer('position').notNull(),
  },
  (t) => [primaryKey({ columns: [t.supplierId, t.serviceId] })],
);

/** A service's suppliers by priority (position 0 first); none: answered by hand. */
export const serviceRoutes = pgTable(
  'service_routes',
  {
    serviceId: integer('service_id')
      .notNull()
      .references(() => services.id, { onDelete: 'cascade' }),
    position: smallint('position').notNull(),
    supplierId: integer('supplier_id')
      .notNull()
      .references(() => suppliers.id, { onDelete: 'restrict' }),
    supplierServiceId: varchar('supplier_service_id', { length: 64 }).notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.serviceId, t.position] }),
    index('service_routes_supplier_idx').on(t.supplierId),
  ],
);

export const forwardingState = pgEnum('forwarding_state', [
  'queued',
  'placing',
  'placed',
  'held',
  'done',
]);

/** Where an order of a routed service is: one row per forwarded order. */
export const orderForwarding = pgTable(
  'order_forwarding',
  {
    orderId: bigint('order_id', { mode: 'number' })
      .primaryKey()
      .references(() => orders.id, { onDelete: 'cascade' }),
    state: forwardingState('state').notNull().default('queued'),
    /**
     * The route in use (service_routes.position); -1 once that route was taken out of the
     * service's routes: before them all, so a refusal moves the order to the first.
     */
    routePosition: smallint('route_position').notNull().default(0),
    supplierId: integer('supplier_id').references(() => suppliers.id, { onDelete: 'restrict' }),
    supplierServiceId: varchar('supplier_service_id', { length: 64 }),
    /** The supplier's REFERENCEID once it accepted the order. */
    reference: varchar('reference', { length: 128 }),
    /** Placement attempts so far, all routes. */
    attempts: integer('attempts').notNull().default(0),
    /** Faults in a row on the current route (retried with backoff, then held). */
    faults: integer('faults').notNull().default(0),
    lastError: text('last_error'),
    /**
     * The order's own cost (the service's when it was placed), kept while a supplier's price
     * stands in for it: given back when that supplier rejects the order. Null before one took it.
     */
    placedCost: money('placed_cost'),
    /**
     * An admin sent it (Retry now, Send to): it is placed whatever its supplier's listed price,
     * which otherwise may not be above the order's (migration 0024_supplier_prices).
     */
    sentByAdmin: boolean('sent_by_admin').notNull().default(false),
    /** queued: when to place it; placed: when to poll it next. */
    nextAttemptAt: at('next_attempt_at').notNull().defaultNow(),
    currentAttemptId: bigint('current_attempt_id', { mode: 'number' }),
    createdAt: at('created_at').notNull().defaultNow(),
    updatedAt: at('updated_at').notNull().defaultNow(),
  },
  (t) => [
    index('order_forwarding_due_idx').on(t.state, t.nextAttemptAt),
    index('order_forwarding_supplier_due_idx')
      .on(t.supplierId, t.nextAttemptAt)
      .where(sql`${t.state} = 'placed'`),
    // An acceptance looks for another live order under its REFERENCEID (attemptOutcomes.ts).
    index('order_forwarding_live_reference_idx')
      .on(t.supplierId, t.reference)
      .where(sql`${t.state} <> 'done'`),
  ],
);

/** Every call that placed (or tried to place) an order, recorded before the call, and final answers. */
export const forwardingAttempts = pgTable(
  'forwarding_attempts',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    orderId: bigint('order_id', { mode: 'number' })
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    supplierId: integer('supplier_id')
      .notNull()
      .references(() => suppliers.id, { onDelete: 'restrict' }),
    supplierServiceId: varchar('supplier_service_id', { length: 64 }).notNull(),
    routePosition: smallint('route_position').notNull(),
    action: varchar('action', { length: 32 }).notNull(),
    startedAt: at('started_at').notNull().defaultNow(),
    finishedAt: at('finished_at'),
    /** null while the call is under way; accepted, refused, fault, unknown, completed, rejected. */
    outcome: varchar('outcome', { length: 16 }),
    message: text('message'),
    reference: varchar('reference', { length: 128 }),
  },
  (t) => [
    index('forwarding_attempts_order_idx').on(t.orderId, t.id),
    index('forwarding_attempts_open_idx').on(t.startedAt).where(sql`${t.outcome} IS NULL`),
    // -1: the order's route had been taken out of its service's routes (serviceRoutes.ts).
    check('forwarding_attempts_route_position', sql`${t.routePosition} >= -1`),
  ],
);
