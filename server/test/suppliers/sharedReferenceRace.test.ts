import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../../src/db/client.js';
import { forwardingAttempts, orderForwarding, suppliers } from '../../src/db/schema.js';
import { finishAttempt, type StartedAttempt } from '../../src/domain/suppliers/attemptOutcomes.js';
import { createService, validImei } from '../helpers/orderFixtures.js';
import { createTestApp, type TestApp, type TestUser } from '../helpers/testApp.js';
import { TEST_DB_KIND } from '../helpers/testDatabase.js';
import { FAST_SUPPLIERS, forwardingRow, order, waitFor } from './forwardingFixtures.js';

let t: TestApp;
let customer: TestUser;
beforeAll(async () => {
  t = await createTestApp();
  customer = await t.createUser({ credits: '100.00' });
});
afterAll(() => t?.close());

/** An order as the place worker leaves it while its call to the supplier is out. */
async function orderBeingPlaced(supplierId: number, serviceId: number): Promise<StartedAttempt> {
  const imei = validImei();
  const [orderId = 0] = await order(customer, serviceId, [imei]);
  const [attempt] = await t.db
    .insert(forwardingAttempts)
    .values({
      orderId,
      supplierId,
      supplierServiceId: '12',
      routePosition: 0,
      action: 'placeimeiorder',
    })
    .returning({ id: forwardingAttempts.id });
  const attemptId = attempt?.id ?? 0;
  await t.db.insert(orderForwarding).values({
    orderId,
    state: 'placing',
    supplierId,
    supplierServiceId: '12',
    currentAttemptId: attemptId,
  });
  return { attemptId, orderId, imei, supplierId, supplierServiceId: '12' };
}

/**
 * The database, with every transaction kept open after its work until `release`: what another
 * process sees while this one has not committed yet.
 */
function heldOpen(db: Database) {
  let release = () => {};
  const released = new Promise<void>((resolve) => {
    release = resolve;
  });
  let reached = () => {};
  const workDone = new Promise<void>((resolve) => {
    reached = resolve;
  });
  const transaction: Database['transaction'] = (work, config) =>
    db.transaction(async (tx) => {
      const result = await work(tx);
      reached();
      await released;
      return result;
    }, config);
  const database = new Proxy(db, {
    get: (target, key, receiver) =>
      key === 'transaction' ? transaction : Reflect.get(target, key, receiver),
  });
  return { database, workDone, release };
}

/**
 * Until a statement waits for an advisory lock, or `done` settles: one of the two comes, so the
 * wait has waitFor’s usual limit (two seconds, before, could fail the test on a loaded machine
 * where the second answer was merely slow to reach the lock).
 */
async function waitingOnAdvisoryLock(done: Promise<unknown>): Promise<void> {
  let settled = false;
  void done.finally(() => {
    settled = true;
  });
  await waitFor(async () => {
    if (settled) return true;
    // Both drivers answer raw queries with `{ rows }`.
    const waiting = (await t.db.execute(
      sql`SELECT 1 FROM pg_stat_activity WHERE datname = current_database() AND wait_event_type = 'Lock' AND wait_event = 'advisory'`,
    )) as { rows: unknown[] };
    return waiting.rows.length > 0;
  }, 'a wait on the reference');
}

describe.skipIf(TEST_DB_KIND !== 'postgres')('one REFERENCEID accepted twice at once', () => {
  it('two placements answered with the same REFERENCEID in two processes at once: the later one is held', async () => {
    const [supplier] = await t.db
      .insert(suppliers)
      .values({ name: 'Upstream', url: 'http://127.0.0.1:9', username: 'shop', apiKey: 'k' })
      .returning({ id: suppliers.id });
    const supplierId = supplier?.id ?? 0;
    const serviceId = (await createService(t.db)).id;
    const first = await orderBeingPlaced(supplierId, serviceId);
    const second = await orderBeingPlaced(supplierId, serviceId);
    const accepted = { kind: 'accepted', reference: 'R-77' } as const;

    // The first answer is recorded but not committed yet when the second is.
    const slow = heldOpen(t.db);
    const firstDone = finishAttempt(slow.database, first, accepted, FAST_SUPPLIERS);
    await slow.workDone;
    const secondDone = finishAttempt(t.db, second, accepted, FAST_SUPPLIERS);
    await waitingOnAdvisoryLock(secondDone);
    slow.release();
    await Promise.all([firstDone, secondDone]);

    expect((await forwardingRow(t.db, first.orderId))?.state).toBe('placed');
    const held = await forwardingRow(t.db, second.orderId);
    expect(held?.state).toBe('held');
    expect(held?.lastError).toBe(
      `The supplier answered REFERENCEID R-77, which it gave order #${first.orderId} too: the two cannot be told apart, so this one is held`,
    );
  });
});
