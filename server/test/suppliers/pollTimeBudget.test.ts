import { inArray, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { SupplierSettings } from '../../src/config.js';
import { orderForwarding } from '../../src/db/schema.js';
import { placeQueuedOrders } from '../../src/domain/suppliers/placement.js';
import { pollCallSeconds, pollSupplier } from '../../src/domain/suppliers/polling.js';
import { validImei } from '../helpers/orderFixtures.js';
import { createTestApp, type TestApp, type TestUser } from '../helpers/testApp.js';
import { addSupplier, FAST_SUPPLIERS, order, routedService } from './forwardingFixtures.js';
import { startTestSupplier, type TestSupplier } from './testSupplier.js';

/**
 * A poll job asks a supplier without bulk about its orders one by one. A slow supplier with many
 * orders would keep one job calling past its expiry, holding the supplier's lock all the while;
 * so a poll stops calling after pollCallSeconds (twice the time-out), lets the lock
 * go, and leaves the orders it did not ask about to the next poll.
 *
 * A 3 s time-out here (6 s of calling): a call slow enough to show the limit keeps 0.8 s from
 * the time-out, a margin a loaded machine does not eat (it was 1.5 s calls against 2 s).
 */
const settings: SupplierSettings = { ...FAST_SUPPLIERS, workers: false, timeoutSeconds: 3 };

let t: TestApp;
let customer: TestUser;
let supplier: TestSupplier;
let supplierId: number;

beforeAll(async () => {
  t = await createTestApp({ suppliers: settings });
  customer = await t.createUser({ credits: '1000.00' });
  supplier = await startTestSupplier();
  supplierId = await addSupplier(t.db, supplier, { name: 'Slow one' });
});
afterAll(async () => {
  await t.close();
  await supplier.close();
});

const statusCalls = () => supplier.requests.filter((r) => r.action === 'getimeiorder').length;

async function makeDue(orderIds: number[]) {
  await t.db
    .update(orderForwarding)
    .set({ nextAttemptAt: sql`now()` })
    .where(inArray(orderForwarding.orderId, orderIds));
}

describe('a poll of a slow supplier without bulk', () => {
  it('stops asking once its calling time is up, and the next poll asks the rest', async () => {
    expect(pollCallSeconds(settings)).toBe(6);
    const serviceId = await routedService(t.db, [supplierId]);
    const orderIds = await order(
      customer,
      serviceId,
      Array.from({ length: 6 }, () => validImei()),
    );
    await placeQueuedOrders(t.db, orderIds, settings);
    await makeDue(orderIds);
    // Each status call takes 2.2 s (under the 3 s time-out): three start within the 6 s (at 0,
    // 2.2 and 4.4 s), a fourth would start at 6.6 s.
    supplier.misbehave('getimeiorder', { kind: 'slow', ms: 2200 }, 6);
    const before = statusCalls();

    await pollSupplier(t.db, supplierId, settings);
    expect(statusCalls() - before).toBe(3);

    supplier.calm();
    await makeDue(orderIds);
    await pollSupplier(t.db, supplierId, settings);
    expect(statusCalls() - before).toBe(3 + 6);
    const states = await t.db
      .select({ state: orderForwarding.state })
      .from(orderForwarding)
      .where(inArray(orderForwarding.orderId, orderIds));
    expect(states.map((row) => row.state)).toEqual(Array(6).fill('placed'));
  });
});
