/**
 * The set-based statements that fill the bench database. Everything is generated inside the
 * database (generate_series), so a million orders never cross the wire.
 */

export interface SeedSize {
  orders: number;
  users: number;
  services: number;
}

/** The data spans two years up to `now`. */
export const SPAN_DAYS = 730;

export const RESET = `TRUNCATE credit_ledger, orders, bills, user_service_prices, access_tokens,
  rate_limits, services, categories, users, order_stats_hourly, order_id_blocks RESTART IDENTITY CASCADE`;

/**
 * IMEI = 8-digit type allocation code (one of 400 device models, so many orders share one, as in
 * a real shop) + 6-digit serial + Luhn check digit.
 */
const TAC = `'35' || lpad(((o.g % 400) * 7919 % 1000000)::text, 6, '0')`;

/** The Luhn check digit appended to a body. Session-local, gone when the seed disconnects. */
export const LUHN_FUNCTION = `
CREATE OR REPLACE FUNCTION pg_temp.bench_luhn(body text) RETURNS text LANGUAGE sql IMMUTABLE AS $$
  SELECT body || ((10 - sum(CASE WHEN i % 2 = 1 THEN (d * 2) / 10 + (d * 2) % 10 ELSE d END) % 10) % 10)::text
  FROM (SELECT i, substr(body, length(body) + 1 - i, 1)::int AS d FROM generate_series(1, length(body)) i) digits
$$`;

/** Customers 2…users+1, all with the bench customer's password; id 2 is the bench customer. */
export function customersSql(size: SeedSize, firstId: number, now: string): string {
  return `
INSERT INTO users (id, name, email, password_hash, credits, api_key, admin, created_at, updated_at)
SELECT g, 'Customer ' || g, 'customer' || g || '@bench.example',
       (SELECT password_hash FROM users WHERE id = ${firstId}), 0, upper(md5('bench-key-' || g)), false,
       timestamptz '${now}' - interval '${SPAN_DAYS + 30} days' + g * interval '1 minute',
       timestamptz '${now}' - interval '${SPAN_DAYS + 30} days' + g * interval '1 minute'
FROM generate_series(${firstId + 1}, ${firstId + size.users - 1}) g`;
}

export const USERS_SEQUENCE = `SELECT setval(pg_get_serial_sequence('users', 'id'), (SELECT max(id) FROM users))`;

export function categoriesSql(size: SeedSize): string {
  return `INSERT INTO categories (name) SELECT 'Category ' || g FROM generate_series(1, ${categoryCount(size)}) g`;
}

export function categoryCount(size: SeedSize): number {
  return Math.max(1, Math.ceil(size.services / 10));
}

/** Prices $1–100, cost 30–70 % of the price; tiers 10 % none, 40 % clean, 35 % base, 15 % premium. */
export function servicesSql(size: SeedSize): string {
  return `
INSERT INTO services (name, price, cost, tier, category_id)
SELECT 'Service ' || g, p, round(p * (0.3 + random() * 0.4)::numeric, 2),
       (CASE WHEN r < 0.1 THEN 'none' WHEN r < 0.5 THEN 'clean' WHEN r < 0.85 THEN 'base' ELSE 'premium' END)::service_tier,
       1 + (g - 1) % ${categoryCount(size)}
FROM (SELECT g, round((1 + random() * 99)::numeric, 2) AS p, random() AS r
      FROM generate_series(1, ${size.services}) g) s`;
}

/** One customer in twenty has a price of their own for one service (10 % off). */
export function customerPricesSql(size: SeedSize, firstCustomer: number): string {
  return `
INSERT INTO user_service_prices (user_id, service_id, price)
SELECT u.id, s.id, round(s.price * 0.9, 2)
FROM users u JOIN services s ON s.id = 1 + u.id % ${size.services}
WHERE u.id >= ${firstCustomer} AND u.id < ${firstCustomer + size.users} AND u.id % 20 = 0`;
}

/**
 * Orders first…last, in time order over two years. Customers and services are skewed (a few
 * resellers and popular services carry most orders; customer 2 is the busiest). Orders of the last
 * two days are 60 % pending; the others were answered 1–180 minutes after placement, 85 %
 * completed with a code, 15 % rejected ('Not Found'). Each order has the service's price and cost.
 */
export function ordersSql(
  size: SeedSize,
  first: number,
  last: number,
  firstCustomer: number,
  adminId: number,
  now: string,
): string {
  const stepMs = (SPAN_DAYS * 86_400_000) / size.orders;
  return `
INSERT INTO orders (user_id, service_id, imei, price, cost, status, code, reason, att_response,
                    ifree_model, phase, other_phase, source, answered_at, answered_by, created_at, updated_at)
SELECT o.user_id, o.service_id,
       pg_temp.bench_luhn(${TAC} || lpad(((o.g::bigint * 104729) % 1000000)::text, 6, '0')),
       s.price, s.cost, o.status,
       CASE WHEN o.status = 4 THEN 'CODE-' || lpad(o.g::text, 8, '0') END,
       CASE WHEN o.status = 3 THEN 'Not Found' END,
       CASE WHEN o.g % 3 = 0 THEN 'Carrier: AT&T US - Clean' END,
       CASE WHEN o.g % 4 = 0 THEN 'iPhone 13 Pro' END,
       o.g % 5 = 0, o.g % 11 = 0,
       CASE WHEN o.g % 10 = 0 THEN 'api' ELSE 'web' END,
       o.answered_at, CASE WHEN o.status <> 1 THEN ${adminId} END,
       o.created_at, coalesce(o.answered_at, o.created_at)
FROM (
  SELECT t.*,
         CASE WHEN t.status = 1 THEN NULL
              ELSE least(timestamptz '${now}', t.created_at + (1 + random() * 179) * interval '1 minute') END AS answered_at
  FROM (
    SELECT g, created_at,
           ${firstCustomer} + least(${size.users - 1}, floor(${size.users} * random() ^ 2))::int AS user_id,
           1 + least(${size.services - 1}, floor(${size.services} * random() ^ 1.5))::int AS service_id,
           CASE WHEN created_at > timestamptz '${now}' - interval '2 days' AND random() < 0.6 THEN 1
                WHEN random() < 0.85 THEN 4 ELSE 3 END AS status
    FROM (SELECT g, timestamptz '${now}' - interval '${SPAN_DAYS} days'
                    + (g - 1) * interval '${stepMs.toFixed(3)} milliseconds' AS created_at
          FROM generate_series(${first}, ${last}) g) base
  ) t
) o
JOIN services s ON s.id = o.service_id
ORDER BY o.g`;
}

/**
 * One top-up bill per customer, made before the first order: everything the customer's orders
 * were charged plus $10–500 to spare, so no balance ever goes below zero.
 */
export function billsSql(
  firstCustomer: number,
  lastCustomer: number,
  adminId: number,
  now: string,
): string {
  return `
INSERT INTO bills (user_id, amount, status, created_by, created_at, updated_at)
SELECT u.id, coalesce(c.charged, 0) + round((10 + random() * 490)::numeric, 2), true, ${adminId},
       timestamptz '${now}' - interval '${SPAN_DAYS + 1} days', timestamptz '${now}' - interval '${SPAN_DAYS + 1} days'
FROM users u
LEFT JOIN (SELECT user_id, sum(price) AS charged FROM orders GROUP BY user_id) c ON c.user_id = u.id
WHERE u.id BETWEEN ${firstCustomer} AND ${lastCustomer}
ORDER BY u.id`;
}

/**
 * The ledger of customers first…last in time order: the top-up, a charge per order when it was
 * placed, a refund per rejected order when it was rejected; each row with the running balance.
 * Rows are inserted in that order, so the newest row (highest id) carries the final balance.
 */
export function ledgerSql(first: number, last: number, adminId: number): string {
  const window = 'PARTITION BY user_id ORDER BY at, seq, ref';
  return `
INSERT INTO credit_ledger (user_id, delta, balance_after, kind, order_id, bill_id, actor_id, created_at)
SELECT user_id, delta, sum(delta) OVER (${window}), kind, order_id, bill_id, actor_id, at
FROM (
  SELECT b.user_id, b.amount AS delta, 'top_up'::ledger_kind AS kind, NULL::bigint AS order_id,
         b.id AS bill_id, ${adminId} AS actor_id, b.created_at AS at, 0 AS seq, b.id::bigint AS ref
  FROM bills b WHERE b.user_id BETWEEN ${first} AND ${last}
  UNION ALL
  SELECT o.user_id, -o.price, 'order_charge', o.id, NULL, o.user_id, o.created_at, 1, o.id
  FROM orders o WHERE o.user_id BETWEEN ${first} AND ${last}
  UNION ALL
  SELECT o.user_id, o.price, 'order_refund', o.id, NULL, ${adminId}, o.answered_at, 2, o.id
  FROM orders o WHERE o.status = 3 AND o.user_id BETWEEN ${first} AND ${last}
) movements
ORDER BY user_id, at, seq, ref`;
}

export const CREDITS_FROM_LEDGER = `
UPDATE users u SET credits = l.total
FROM (SELECT user_id, sum(delta) AS total FROM credit_ledger GROUP BY user_id) l
WHERE l.user_id = u.id AND u.credits <> l.total`;

/** The secondary indexes of the big tables, dropped for the load and rebuilt after it. */
export const BULK_INDEXES = `
SELECT indexname, indexdef FROM pg_indexes
WHERE schemaname = 'public' AND tablename IN ('orders', 'credit_ledger') AND indexname NOT LIKE '%_pkey'`;

/** How many users' books do not balance (the server tests' ledger invariant). */
export const UNBALANCED_USERS = `
SELECT count(*)::int AS unbalanced FROM users u
LEFT JOIN (SELECT user_id, sum(delta) AS total FROM credit_ledger GROUP BY user_id) l ON l.user_id = u.id
LEFT JOIN LATERAL (
  SELECT balance_after FROM credit_ledger c WHERE c.user_id = u.id ORDER BY c.id DESC LIMIT 1
) last ON true
WHERE u.credits <> coalesce(l.total, 0)
   OR (last.balance_after IS NOT NULL AND last.balance_after <> u.credits)`;
