import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rowsOf } from '../../src/db/rows.js';
import { validImei } from '../helpers/orderFixtures.js';
import { createTestApp, type TestApp, type TestUser } from '../helpers/testApp.js';
import {
  addSupplier,
  FAST_SUPPLIERS,
  order,
  routedService,
  waitFor,
} from './forwardingFixtures.js';
import { startTestSupplier, type TestSupplier } from './testSupplier.js';

/**
 * A server stopped (SIGTERM: a deploy, a restart) while a place job still has many orders to
 * send one by one. The stop waits for the calls under way, then ends the database pool: a call
 * still under way by then cannot record its outcome, and its order, taken by the supplier, is
 * held as cut off for a person. So a stopping server starts no new call: the orders it has not
 * sent yet stay queued for the next start.
 */
let t: TestApp;
let customer: TestUser;
let supplier: TestSupplier;
let supplierId: number;

beforeAll(async () => {
  t = await createTestApp({ suppliers: { ...FAST_SUPPLIERS, workers: true } });
  customer = await t.createUser({ credits: '1000.00' });
  supplier = await startTestSupplier();
  supplierId = await addSupplier(t.db, supplier);
});
afterAll(async () => {
  await t.database.close();
  await supplier.close();
});

describe('a server stopped while a place job has orders left to send', () => {
  it('starts no call once stopping, and leaves none under way when it has stopped', async () => {
    const serviceId = await routedService(t.db, [supplierId]);
    // Each call takes 1.5 s (within the 2 s time-out); 40 orders one by one, 4 at a time, take
    // 15 s: longer than the stop waits for the job.
    supplier.misbehave('placeimeiorder', { kind: 'slow', ms: 1500 }, 100);
    const orderIds = await order(
      customer,
      serviceId,
      Array.from({ length: 40 }, () => validImei()),
    );
    expect(orderIds).toHaveLength(40);
    await waitFor(() => supplier.requests.length > 0, 'the first call');
    const callsBeforeStop = supplier.requests.length;
    await t.app.close();
    const unrecorded = await rowsOf<{ count: number | string }>(
      t.db,
      sql`SELECT count(*) AS count FROM forwarding_attempts WHERE outcome IS NULL`,
    );
    const callsAtStop = supplier.requests.length;
    // No attempt left without its outcome (main.ts ends the pool right after the app closed).
    expect(Number(unrecorded[0]?.count)).toBe(0);
    // The calls under way when the stop began (4 at a time) were the last.
    expect(callsAtStop - callsBeforeStop).toBeLessThanOrEqual(4);
    const states = await rowsOf<{ state: string; count: number | string }>(
      t.db,
      sql`SELECT state, count(*) AS count FROM order_forwarding GROUP BY state ORDER BY state`,
    );
    const byState = Object.fromEntries(states.map((row) => [row.state, Number(row.count)]));
    expect(byState.held ?? 0).toBe(0);
    expect((byState.placed ?? 0) + (byState.queued ?? 0)).toBe(40);
  }, 60_000);
});
