import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { POLL_QUEUE, pollLockKey } from '../../src/jobs/queues.js';
import { jobState, leavePollDead } from '../helpers/deadTick.js';
import { orderRow, validImei } from '../helpers/orderFixtures.js';
import { TEST_DB_KIND } from '../helpers/testDatabase.js';
import { FAST_SUPPLIERS, order, routedService, stateIs, waitFor } from './forwardingFixtures.js';
import { type ShopWithSupplier, shopWithSupplier } from './shopWithSupplier.js';

/** One supplier's polls: one at a time across processes, and none held up by a dead one. */
let shop: ShopWithSupplier;
beforeAll(async () => {
  shop = await shopWithSupplier(FAST_SUPPLIERS);
});
afterAll(() => shop.close());

/** An order of the supplier's service, placed there: its poll is due every second. */
async function placedOrder() {
  const serviceId = await routedService(shop.t.db, [shop.supplierId]);
  const imei = validImei();
  const [orderId = 0] = await order(shop.customer, serviceId, [imei]);
  await waitFor(stateIs(shop.t.db, orderId, 'placed'), 'placed');
  return { orderId, imei };
}

const completed = (orderId: number) => async () => {
  const row = await orderRow(shop.t.db, orderId);
  return row?.status === 4 ? row : undefined;
};

const statusCalls = () =>
  shop.supplier.requests.filter((request) => request.action.startsWith('getimeiorder')).length;

describe('the polls of a supplier', () => {
  it('go on at once when a process was killed mid-poll: a code comes while the dead poll is still active', async () => {
    const { orderId, imei } = await placedOrder();
    const deadPoll = await leavePollDead(shop.t.db, POLL_QUEUE, shop.supplierId);
    shop.supplier.answer(imei, 4, 'AFTER-THE-CRASH-1');
    const done = await waitFor(completed(orderId), 'the code applied');
    expect(done.code).toBe('AFTER-THE-CRASH-1');
    // Not after the dead job's expiry and the queue's upkeep: it is still there.
    expect(await jobState(shop.t.db, deadPoll)).toBe('active');
  }, 30_000);

  it.skipIf(TEST_DB_KIND !== 'postgres')(
    'wait while another process polls the supplier, and go on once that process’s connection is gone',
    async () => {
      const { orderId, imei } = await placedOrder();
      // Another server process, in the middle of this supplier's poll.
      const other = new pg.Client({ connectionString: shop.t.database.url });
      await other.connect();
      await other.query('SELECT pg_advisory_lock(hashtextextended($1, 0))', [
        pollLockKey(shop.supplierId),
      ]);
      const callsBefore = statusCalls();
      shop.supplier.answer(imei, 4, 'AFTER-THE-OTHER-2');
      await new Promise((resolve) => setTimeout(resolve, 3000)); // three ticks
      expect(statusCalls()).toBe(callsBefore);
      expect((await orderRow(shop.t.db, orderId))?.status).toBe(1);
      // That process dies: its connection, and the lock with it, are gone.
      await other.end();
      const done = await waitFor(completed(orderId), 'the code applied');
      expect(done.code).toBe('AFTER-THE-OTHER-2');
    },
    30_000,
  );
});
