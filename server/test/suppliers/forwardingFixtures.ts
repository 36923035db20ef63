import { and, eq, sql } from 'drizzle-orm';
import type { AppConfig, SupplierSettings } from '../../src/config.js';
import type { Database } from '../../src/db/client.js';
import { rowsOf } from '../../src/db/rows.js';
import { creditLedger, forwardingAttempts, orderForwarding } from '../../src/db/schema.js';
import { replaceServiceRoutes } from '../../src/domain/suppliers/serviceRoutes.js';
import { createSupplier } from '../../src/domain/suppliers/supplierAccounts.js';
import { createService } from '../helpers/orderFixtures.js';
import type { TestUser } from '../helpers/testApp.js';
import type { TestSupplier } from './testSupplier.js';

/** Settings of a second or three, so that every rule shows within a test. */
export const FAST_SUPPLIERS: SupplierSettings = {
  workers: true,
  pollSeconds: 1,
  retrySeconds: 1,
  retryLimit: 3,
  timeoutSeconds: 2,
  overdueDays: 7,
  // The test suppliers listen on this machine.
  privateNetwork: true,
  // The clock fetches no service list unless a test asks (supplierPrices.test.ts).
  listRefreshHours: 0,
};

export const withWorkers = (changes: Partial<SupplierSettings> = {}): Partial<AppConfig> => ({
  suppliers: { ...FAST_SUPPLIERS, ...changes },
});

/** The test supplier as a supplier of the shop. */
export async function addSupplier(
  db: Database,
  supplier: TestSupplier,
  options: { bulk?: boolean; name?: string } = {},
): Promise<number> {
  const created = await createSupplier(
    db,
    {
      name: options.name ?? 'Upstream',
      url: supplier.url,
      username: supplier.username,
      api_key: supplier.apiKey,
      allows_bulk: options.bulk ?? false,
    },
    null,
  );
  return created.id;
}

/** A service of ours routed to these suppliers' service 12, in this order. */
export async function routedService(
  db: Database,
  supplierIds: number[],
  price = '10.00',
): Promise<number> {
  const service = await createService(db, { price, cost: '1.00' });
  await replaceServiceRoutes(
    db,
    service.id,
    supplierIds.map((id) => ({ supplier_id: id, supplier_service_id: '12' })),
    null,
  );
  return service.id;
}

/** Orders through the order form (POST /orders); answers the order ids. */
export async function order(
  customer: TestUser,
  serviceId: number,
  imeis: string[],
): Promise<number[]> {
  const res = await customer.inject({
    method: 'POST',
    url: '/api/orders',
    payload: { service_id: serviceId, imei: imeis.join('\n') },
  });
  if (res.statusCode !== 201) throw new Error(`order refused: ${res.body}`);
  return (res.json() as { data: { id: number }[] }).data.map((placed) => placed.id);
}

/** Waits until `check` answers something truthy (checked every 100 ms). */
export async function waitFor<T>(
  check: () => Promise<T> | T,
  what: string,
  timeoutMs = 15_000,
): Promise<NonNullable<T>> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const value = await check();
    if (value) return value as NonNullable<T>;
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

export async function forwardingRow(db: Database, orderId: number) {
  const [row] = await db.select().from(orderForwarding).where(eq(orderForwarding.orderId, orderId));
  return row;
}

/**
 * As a call that has lasted past the time-out leaves an order (or a process killed during it):
 * `placing` at the supplier, its attempt recorded 10 s ago (past the fast time-out and its
 * grace), no outcome. Answers the attempt's id.
 */
export async function leaveCallCutOff(
  db: Database,
  orderId: number,
  supplierId: number,
): Promise<number> {
  const [attempt] = await db
    .insert(forwardingAttempts)
    .values({
      orderId,
      supplierId,
      supplierServiceId: '12',
      routePosition: 0,
      action: 'placeimeiorder',
      startedAt: sql`now() - interval '10 seconds'`,
    })
    .returning();
  const attemptId = attempt?.id ?? 0;
  await db
    .update(orderForwarding)
    .set({ state: 'placing', supplierId, supplierServiceId: '12', currentAttemptId: attemptId })
    .where(eq(orderForwarding.orderId, orderId));
  return attemptId;
}

export const stateIs = (db: Database, orderId: number, state: string) => async () => {
  const row = await forwardingRow(db, orderId);
  return row?.state === state ? row : undefined;
};

export async function attemptRows(db: Database, orderId: number) {
  return db
    .select()
    .from(forwardingAttempts)
    .where(eq(forwardingAttempts.orderId, orderId))
    .orderBy(forwardingAttempts.id);
}

/** The ledger rows of an order of this kind. */
export async function ledgerRows(
  db: Database,
  orderId: number,
  kind: 'order_charge' | 'order_refund',
) {
  return db
    .select()
    .from(creditLedger)
    .where(and(eq(creditLedger.orderId, orderId), eq(creditLedger.kind, kind)));
}

/** Jobs waiting in a queue of pg-boss. */
export async function jobCount(db: Database, queue: string): Promise<number> {
  const rows = await rowsOf<{ count: number }>(
    db,
    sql`SELECT count(*)::int AS count FROM pgboss.job WHERE name = ${queue}`,
  );
  return rows[0]?.count ?? 0;
}
