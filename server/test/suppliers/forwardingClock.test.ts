import PgBoss from 'pg-boss';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createClockQueue } from '../../src/jobs/clock.js';
import { CLOCK_QUEUE, FORMER_CLOCK_QUEUE, JOB_SCHEMA } from '../../src/jobs/queues.js';
import { jobState, leaveTickDead } from '../helpers/deadTick.js';
import { validImei } from '../helpers/orderFixtures.js';
import {
  attemptRows,
  FAST_SUPPLIERS,
  leaveCallCutOff,
  order,
  routedService,
  stateIs,
  waitFor,
} from './forwardingFixtures.js';
import { type ShopWithSupplier, shopWithSupplier } from './shopWithSupplier.js';

let shop: ShopWithSupplier;
/** A deletion of the former queue that fails fails the test. */
const failOnRetireError = (error: unknown) => {
  throw error;
};
beforeAll(async () => {
  shop = await shopWithSupplier(FAST_SUPPLIERS);
});
afterAll(() => shop.close());

describe('the forwarding clock when a process is killed mid-tick', () => {
  it('goes on at once: a call cut off meanwhile is held while the dead tick is still active', async () => {
    const serviceId = await routedService(shop.t.db, [shop.supplierId]);
    const imei = validImei();
    const [orderId = 0] = await order(shop.customer, serviceId, [imei]);
    await waitFor(stateIs(shop.t.db, orderId, 'placed'), 'placed');
    const deadTick = await leaveTickDead(shop.t.db, CLOCK_QUEUE);
    await leaveCallCutOff(shop.t.db, orderId, shop.supplierId);
    const held = await waitFor(stateIs(shop.t.db, orderId, 'held'), 'held');
    expect(held.lastError).toMatch(/cut off/);
    expect((await attemptRows(shop.t.db, orderId)).at(-1)?.outcome).toBe('unknown');
    // Not after the dead tick's expiry (60 s) and the queue's upkeep: it is still there.
    expect(await jobState(shop.t.db, deadTick)).toBe('active');
  }, 30_000);

  it("replaces an earlier version's clock queue, whose dead tick would stop it", async () => {
    const boss = new PgBoss({ db: shop.t.database.jobDatabase as PgBoss.Db, schema: JOB_SCHEMA });
    // As the earlier versions created it: a tick runs only once the one before is done.
    await boss.createQueue(FORMER_CLOCK_QUEUE, { name: FORMER_CLOCK_QUEUE, policy: 'stately' });
    await boss.send(FORMER_CLOCK_QUEUE, {});
    await createClockQueue(boss, CLOCK_QUEUE, FORMER_CLOCK_QUEUE, failOnRetireError);
    expect(await boss.getQueue(FORMER_CLOCK_QUEUE)).toBeNull();
    expect((await boss.getQueue(CLOCK_QUEUE))?.policy).toBe('short');
    // A second process starting finds it gone and goes on.
    await createClockQueue(boss, CLOCK_QUEUE, FORMER_CLOCK_QUEUE, failOnRetireError);
    expect((await boss.getQueue(CLOCK_QUEUE))?.policy).toBe('short');
  });
});
