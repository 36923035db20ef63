import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { SupplierSettings } from '../../src/config.js';
import { orderForwarding } from '../../src/db/schema.js';
import { placeQueuedOrders } from '../../src/domain/suppliers/placement.js';
import { pollSupplier } from '../../src/domain/suppliers/polling.js';
import { unbalancedUsers } from '../helpers/ledger.js';
import { orderRow, validImei } from '../helpers/orderFixtures.js';
import { createTestApp, type TestApp, type TestUser } from '../helpers/testApp.js';
import {
  addSupplier,
  attemptRows,
  FAST_SUPPLIERS,
  forwardingRow,
  ledgerRows,
  order,
  routedService,
  waitFor,
} from './forwardingFixtures.js';
import { startTestSupplier, type TestSupplier } from './testSupplier.js';

/**
 * Two polls of one supplier that overlap: the workers run one at a time under the supplier's lock
 * (pollLock.test.ts), and the answers hold beside that, should a poll run beside another (called
 * directly, as here). An order due again is then taken by the second poll while the first still
 * waits for its answer. Here the first
 * supplier rejects the order (STATUS 3), the quick poll moves it to the second supplier, which
 * takes it; the slow poll's answer about the first placement arrives after that.
 */
// The slow poll's call is held at the supplier while the rest of the story runs: a time-out
// that cannot end it meanwhile (the fast one's 2 s could, on a loaded machine).
const settings: SupplierSettings = { ...FAST_SUPPLIERS, workers: false, timeoutSeconds: 60 };

let t: TestApp;
let customer: TestUser;
let first: TestSupplier;
let second: TestSupplier;
let firstId: number;
let secondId: number;

beforeAll(async () => {
  t = await createTestApp({ suppliers: settings });
  customer = await t.createUser({ credits: '1000.00' });
  first = await startTestSupplier();
  second = await startTestSupplier({ username: 'second', apiKey: 'SECOND-KEY-9876' });
  firstId = await addSupplier(t.db, first, { name: 'First' });
  secondId = await addSupplier(t.db, second, { name: 'Second' });
});
afterAll(async () => {
  await t.close();
  await first.close();
  await second.close();
});

const statusCalls = () => first.requests.filter((r) => r.action === 'getimeiorder').length;

/**
 * Places an order at the first supplier, which rejects it; a slow poll asks about it, a quick one
 * moves it to the second supplier meanwhile. `thenFirstSays` is what the first supplier answers
 * the slow poll. Resolves once the slow poll's answer was handled, with the second placement.
 */
async function slowAnswerAfterTheOrderMovedOn(thenFirstSays: { status: 3 | 4; code: string }) {
  const serviceId = await routedService(t.db, [firstId, secondId]);
  const imei = validImei();
  const [orderId = 0] = await order(customer, serviceId, [imei]);
  await placeQueuedOrders(t.db, [orderId], settings);
  expect((await forwardingRow(t.db, orderId))?.supplierId).toBe(firstId);

  first.answer(imei, 3, 'Wrong carrier');
  const dueNow = () =>
    t.db
      .update(orderForwarding)
      .set({ nextAttemptAt: sql`now()` })
      .where(eq(orderForwarding.orderId, orderId));
  await dueNow();
  // The slow poll takes the order; the first supplier answers it once let go, below. Its call
  // waited for a fixed 1.8 s before, and the quick poll 1.2 s: on a loaded machine the quick one
  // could find the order not yet due again, or answered before the test set the late answer.
  let letGo = () => {};
  const heldAnswer = new Promise<void>((resolve) => {
    letGo = resolve;
  });
  first.misbehave('getimeiorder', { kind: 'heldUntil', until: heldAnswer });
  const callsBefore = statusCalls();
  const slowPoll = pollSupplier(t.db, firstId, settings);
  await waitFor(() => statusCalls() > callsBefore, 'the slow poll asking the supplier');
  // Past SUPPLIER_POLL_SECONDS the order is due again: another poll takes it.
  await dueNow();
  await pollSupplier(t.db, firstId, settings);
  first.answer(imei, thenFirstSays.status, thenFirstSays.code);
  expect((await forwardingRow(t.db, orderId))?.state).toBe('queued');
  await placeQueuedOrders(t.db, [orderId], settings);
  const atSecond = await forwardingRow(t.db, orderId);
  expect(atSecond?.state).toBe('placed');
  expect(atSecond?.supplierId).toBe(secondId);
  expect(second.ordersOf(imei)).toHaveLength(1);
  letGo();
  await slowPoll;
  return { orderId, atSecond };
}

describe('a supplier answer about a placement the order has moved on from', () => {
  it('a late STATUS 3 of the first supplier leaves the order placed at the second', async () => {
    const { orderId, atSecond } = await slowAnswerAfterTheOrderMovedOn({
      status: 3,
      code: 'Wrong carrier',
    });

    const after = await forwardingRow(t.db, orderId);
    expect(after?.supplierId).toBe(secondId);
    expect(after?.reference).toBe(atSecond?.reference);
    expect(after?.state).toBe('placed');
    expect((await orderRow(t.db, orderId))?.status).toBe(1);
    expect(await ledgerRows(t.db, orderId, 'order_refund')).toHaveLength(0);
    expect(await unbalancedUsers(t.db)).toEqual([]);
  });

  it('a late code of the first supplier is kept in the history, not given to the customer', async () => {
    const { orderId } = await slowAnswerAfterTheOrderMovedOn({ status: 4, code: 'CODE-FIRST' });

    expect((await forwardingRow(t.db, orderId))?.state).toBe('placed');
    const row = await orderRow(t.db, orderId);
    expect(row?.status).toBe(1);
    expect(row?.code ?? null).toBeNull();
    const kept = (await attemptRows(t.db, orderId)).filter((a) => a.outcome === 'completed');
    expect(kept).toHaveLength(1);
    expect(kept[0]?.supplierId).toBe(firstId);
    expect(kept[0]?.message).toBe(
      'Code received for an earlier placement, not applied: CODE-FIRST',
    );
  });
});
