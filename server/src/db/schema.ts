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
  uniqueIndex,
  varchar,
} from 'drizzle-orm/pg-core';

/** One custom field of a service, as stored (the API's ServiceField schema checks it on the way in). */
export interface ServiceFieldDefinition {
  name: string;
  label: string;
  type: 'text' | 'number' | 'select';
  required: boolean;
  options?: string[];
  pattern?: string;
}

/** Money columns: exact decimals with two places, read back as strings. */
const money = (name: string) => numeric(name, { precision: 14, scale: 2 });
const createdAt = () => timestamp('created_at', { withTimezone: true }).notNull().defaultNow();
const updatedAt = () => timestamp('updated_at', { withTimezone: true }).notNull().defaultNow();

export const users = pgTable(
  'users',
  {
    id: serial('id').primaryKey(),
    name: varchar('name', { length: 255 }).notNull(),
    email: varchar('email', { length: 255 }).notNull(),
    passwordHash: text('password_hash').notNull(),
    credits: money('credits').notNull().default('0'),
    apiKey: varchar('api_key', { length: 64 }).notNull(),
    admin: boolean('admin').notNull().default(false),
    active: boolean('active').notNull().default(true),
    /** Two-factor sign-in: the TOTP secret once confirmed, and one being set up. */
    totpSecret: varchar('totp_secret', { length: 64 }),
    totpPendingSecret: varchar('totp_pending_secret', { length: 64 }),
    totpEnabledAt: timestamp('totp_enabled_at', { withTimezone: true }),
    /** The newest 30-second step whose code was accepted: a code is never accepted twice. */
    totpLastStep: bigint('totp_last_step', { mode: 'number' }),
    /** Whether the customer wants a mail when their orders are answered (My Profile's switch). */
    notifyOrders: boolean('notify_orders').notNull().default(true),
    /** The language the customer's mails are written in ('en' or 'es'). */
    locale: varchar('locale', { length: 8 }).notNull().default('en'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex('users_email_unique').on(t.email),
    uniqueIndex('users_api_key_unique').on(t.apiKey),
    index('users_name_idx').on(t.name),
    check('users_credits_not_negative', sql`${t.credits} >= 0`),
  ],
);

export const accessTokens = pgTable(
  'access_tokens',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    tokenHash: varchar('token_hash', { length: 64 }).notNull(),
    createdAt: createdAt(),
    lastUsedAt: timestamp('last_used_at', { withTimezone: true }),
  },
  (t) => [
    uniqueIndex('access_tokens_hash_unique').on(t.tokenHash),
    index('access_tokens_user_idx').on(t.userId),
  ],
);

/** One-time recovery codes of two-factor sign-in, stored as SHA-256; each works once. */
export const recoveryCodes = pgTable(
  'recovery_codes',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    codeHash: varchar('code_hash', { length: 64 }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex('recovery_codes_user_code_unique').on(t.userId, t.codeHash)],
);

export const categories = pgTable('categories', {
  id: serial('id').primaryKey(),
  name: varchar('name', { length: 255 }).notNull(),
  /** A category deleted while retired services still name it: gone from every list. */
  active: boolean('active').notNull().default(true),
  createdAt: createdAt(),
  updatedAt: updatedAt(),
});

export const serviceTier = pgEnum('service_tier', ['none', 'clean', 'base', 'premium']);

export const services = pgTable(
  'services',
  {
    id: serial('id').primaryKey(),
    name: varchar('name', { length: 255 }).notNull(),
    price: money('price').notNull(),
    /** What the shop pays its own supplier; profit is price charged minus cost. */
    cost: money('cost').notNull().default('0'),
    tier: serviceTier('tier').notNull().default('none'),
    categoryId: integer('category_id')
      .notNull()
      .references(() => categories.id, { onDelete: 'restrict' }),
    /** Retired services leave the customers' list but keep their orders' history. */
    active: boolean('active').notNull().default(true),
    description: text('description').notNull().default(''),
    /** Free text such as "1-24 hours". */
    deliveryTime: varchar('delivery_time', { length: 100 }).notNull().default(''),
    /** The custom fields a customer fills in with each order of this service. */
    fields: jsonb('fields').$type<ServiceFieldDefinition[]>().notNull().default([]),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index('services_category_idx').on(t.categoryId),
    check('services_price_not_negative', sql`${t.price} >= 0`),
    check('services_cost_not_negative', sql`${t.cost} >= 0`),
  ],
);

/** Only the prices an admin changed for one customer; every other service costs its list price. */
export const userServicePrices = pgTable(
  'user_service_prices',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    serviceId: integer('service_id')
      .notNull()
      .references(() => services.id, { onDelete: 'cascade' }),
    price: money('price').notNull(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex('user_service_prices_user_service_unique').on(t.userId, t.serviceId),
    check('user_service_prices_price_not_negative', sql`${t.price} >= 0`),
  ],
);

export const ORDER_PENDING = 1;
export const ORDER_REJECTED = 3;
export const ORDER_COMPLETED = 4;

export const orders = pgTable(
  'orders',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'restrict' }),
    serviceId: integer('service_id')
      .notNull()
      .references(() => services.id, { onDelete: 'restrict' }),
    imei: varchar('imei', { length: 15 }).notNull(),
    /** The price this customer was charged when the order was placed. */
    price: money('price').notNull(),
    /** The service's cost when the order was placed, for profit figures. */
    cost: money('cost').notNull().default('0'),
    status: smallint('status').notNull().default(ORDER_PENDING),
    code: text('code'),
    reason: text('reason'),
    attResponse: text('att_response'),
    ifreeModel: text('ifree_model'),
    phase: boolean('phase').notNull().default(false),
    otherPhase: boolean('other_phase').notNull().default(false),
    /** 'web' for the order form, 'api' for the reseller API. */
    source: varchar('source', { length: 8 }).notNull().default('web'),
    answeredAt: timestamp('answered_at', { withTimezone: true }),
    answeredBy: integer('answered_by').references(() => users.id, { onDelete: 'set null' }),
    /** The values of the service's custom fields given with the order (null: none). */
    fields: jsonb('fields').$type<Record<string, string>>(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index('orders_status_id_idx').on(t.status, t.id),
    /** Includes the IMEI (migration 0015): a customer's IMEI search reads no order rows. */
    index('orders_user_id_idx').on(t.userId, t.id),
    /** A customer's own list filtered by service (and status) without reading their other orders. */
    index('orders_user_service_status_idx').on(t.userId, t.serviceId, t.status, t.id),
    index('orders_service_id_idx').on(t.serviceId, t.id),
    index('orders_imei_idx').on(t.imei),
    index('orders_answered_at_idx').on(t.answeredAt),
    /** The same IMEI may be pending only once per customer and service. */
    uniqueIndex('orders_pending_imei_unique')
      .on(t.userId, t.serviceId, t.imei)
      .where(sql`${t.status} = 1`),
    check('orders_status_known', sql`${t.status} in (1, 3, 4)`),
    check('orders_price_not_negative', sql`${t.price} >= 0`),
  ],
);

/**
 * Answered orders per UTC hour and service tier, for the dashboard. Kept up to date by database
 * triggers on orders (and on a service's tier) in the same transaction as each answer, so the
 * figures never re-aggregate the whole orders table. See migration 0003_order_stats_triggers.
 */
export const orderStatsHourly = pgTable(
  'order_stats_hourly',
  {
    /** The UTC hour the orders were answered in (orders.answered_at truncated to the hour). */
    bucket: timestamp('bucket', { withTimezone: true }).notNull(),
    tier: serviceTier('tier').notNull(),
    completed: integer('completed').notNull().default(0),
    rejected: integer('rejected').notNull().default(0),
    /** Sum of price − cost over the completed orders. */
    profit: numeric('profit', { precision: 16, scale: 2 }).notNull().default('0'),
  },
  (t) => [primaryKey({ columns: [t.bucket, t.tier] })],
);

/**
 * How many answered orders (status 3 or 4) each block of 4096 order ids holds, per status; kept by
 * triggers like the hourly summary. Lets a newest-first order list find where page N starts
 * without counting or skipping every order before it. See migration 0005_order_id_blocks_triggers.
 */
export const orderIdBlocks = pgTable(
  'order_id_blocks',
  {
    /** orders.id / 4096 */
    block: bigint('block', { mode: 'number' }).notNull(),
    status: smallint('status').notNull(),
    orders: integer('orders').notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.block, t.status] })],
);

/**
 * How many accounts there are, in one row kept by triggers on users (insert, delete, truncate):
 * the users list's total without counting every account on every page. Registrations are rare
 * enough to share one row. See migration 0014_user_total.
 */
export const userTotal = pgTable(
  'user_total',
  {
    /** Always true: the table holds one row. */
    single: boolean('single').primaryKey().default(true),
    users: integer('users').notNull().default(0),
  },
  (t) => [check('user_total_single', sql`${t.single}`)],
);

export const bills = pgTable(
  'bills',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'restrict' }),
    amount: money('amount').notNull(),
    /** true: the credits were added; false: the top-up was reversed (canceled). */
    status: boolean('status').notNull().default(true),
    createdBy: integer('created_by').references(() => users.id, { onDelete: 'set null' }),
    /**
     * The admin's `Idempotency-Key` of the top-up request: the same key sent again (a retry
     * after a lost answer, a second click) finds this bill instead of adding the credits twice.
     */
    requestKey: text('request_key'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index('bills_user_id_idx').on(t.userId, t.id),
    uniqueIndex('bills_request_key_unique')
      .on(t.createdBy, t.requestKey)
      .where(sql`${t.requestKey} IS NOT NULL`),
    // Negative: credits an admin took off (a chargeback); zero moves nothing.
    check('bills_amount_not_zero', sql`${t.amount} <> 0`),
  ],
);

export const ledgerKind = pgEnum('ledger_kind', [
  'top_up',
  'top_up_reversal',
  'order_charge',
  'order_refund',
  'adjustment',
]);

/** Every movement of credits, with the balance after it; sums to users.credits. */
export const creditLedger = pgTable(
  'credit_ledger',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'restrict' }),
    delta: money('delta').notNull(),
    balanceAfter: money('balance_after').notNull(),
    kind: ledgerKind('kind').notNull(),
    orderId: bigint('order_id', { mode: 'number' }).references(() => orders.id, {
      onDelete: 'restrict',
    }),
    billId: integer('bill_id').references(() => bills.id, { onDelete: 'restrict' }),
    actorId: integer('actor_id').references(() => users.id, { onDelete: 'set null' }),
    note: text('note'),
    createdAt: createdAt(),
  },
  (t) => [
    index('credit_ledger_user_idx').on(t.userId, t.id),
    index('credit_ledger_order_idx').on(t.orderId),
    index('credit_ledger_bill_idx').on(t.billId),
    // The last guard against charging or refunding an order, or crediting or reversing a top-up,
    // twice: the code takes each once under a row lock; these refuse a second one whatever the path.
    uniqueIndex('credit_ledger_order_charge_unique')
      .on(t.orderId)
      .where(sql`${t.kind} = 'order_charge'`),
    uniqueIndex('credit_ledger_order_refund_unique')
      .on(t.orderId)
      .where(sql`${t.kind} = 'order_refund'`),
    uniqueIndex('credit_ledger_top_up_unique').on(t.billId).where(sql`${t.kind} = 'top_up'`),
    uniqueIndex('credit_ledger_adjustment_unique')
      .on(t.billId)
      .where(sql`${t.kind} = 'adjustment'`),
    uniqueIndex('credit_ledger_top_up_reversal_unique')
      .on(t.billId)
      .where(sql`${t.kind} = 'top_up_reversal'`),
    check('credit_ledger_balance_not_negative', sql`${t.balanceAfter} >= 0`),
  ],
);

/** Fixed-window counters shared by every server process (sign-in and API throttling). */
export const rateLimits = pgTable('rate_limits', {
  key: varchar('key', { length: 300 }).primaryKey(),
  windowStart: timestamp('window_start', { withTimezone: true }).notNull(),
  hits: integer('hits').notNull(),
});

/**
 * One row per change an admin (or the system, with no actor) made: who, from where, what, and
 * the changed values before and after — never a secret. Rows are only ever added: a trigger
 * refuses UPDATE and DELETE (migration 0008_audit_log), and the users they name cannot be deleted.
 */
export const auditLog = pgTable(
  'audit_log',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    createdAt: createdAt(),
    /** null: the system (a supplier's answer, a job), not a person. */
    actorId: integer('actor_id').references(() => users.id, { onDelete: 'restrict' }),
    actorAddress: varchar('actor_address', { length: 64 }),
    /** What happened, e.g. 'service.updated', 'order.rejected' (see domain/audit/kinds.ts). */
    kind: varchar('kind', { length: 64 }).notNull(),
    targetType: varchar('target_type', { length: 32 }).notNull(),
    targetId: varchar('target_id', { length: 64 }),
    /** The customer the change concerns, for the user detail's recent entries. */
    targetUserId: integer('target_user_id').references(() => users.id, { onDelete: 'restrict' }),
    before: jsonb('before').$type<Record<string, unknown>>(),
    after: jsonb('after').$type<Record<string, unknown>>(),
  },
  (t) => [
    index('audit_log_actor_idx').on(t.actorId, t.id),
    index('audit_log_target_user_idx').on(t.targetUserId, t.id),
    index('audit_log_kind_idx').on(t.kind, t.id),
    index('audit_log_created_at_idx').on(t.createdAt),
  ],
);

export * from './accountSchema.js';
export * from './mailSchema.js';
export * from './supplierSchema.js';
