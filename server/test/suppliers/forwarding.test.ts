import { eq } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { supplierServices } from '../../src/db/schema.js';
import { queueForwarding } from '../../src/domain/suppliers/forwardingQueue.js';
import { PLACE_QUEUE } from '../../src/jobs/queues.js';
import { unbalancedUsers } from '../helpers/ledger.js';
import { createService, orderRow, validImei } from '../helpers/orderFixtures.js';
import {
  addSupplier,
  attemptRows,
  forwardingRow,
  jobCount,
  leaveCallCutOff,
  ledgerRows,
  order,
  routedService,
  stateIs,
  waitFor,
} from './forwardingFixtures.js';
import { type ShopWithTwoSuppliers, shopWithTwoSuppliers } from './shopWithSupplier.js';
import { startTestSupplier } from './testSupplier.js';

let shop: ShopWithTwoSuppliers;
beforeAll(async () => {
  shop = await shopWithTwoSuppliers();
});
afterAll(() => shop.close());
afterEach(async () => {
  expect(await unbalancedUsers(shop.t.db)).toEqual([]);
});

describe('forwarding orders to suppliers', () => {
  it('an order of a routed service is queued with its job in the transaction that charges it', async () => {
    const serviceId = await routedService(shop.t.db, [shop.firstId]);
    const before = await jobCount(shop.t.db, PLACE_QUEUE);
    const [orderId = 0] = await order(shop.customer, serviceId, [validImei()]);
    expect(await forwardingRow(shop.t.db, orderId)).toBeDefined();
    expect(await jobCount(shop.t.db, PLACE_QUEUE)).toBe(before + 1);
  });

  it('a placement that fails after queueing leaves neither the forwarding nor the job', async () => {
    const routed = await routedService(shop.t.db, [shop.firstId]);
    const byHand = (await createService(shop.t.db)).id;
    const [orderId = 0] = await order(shop.customer, byHand, [validImei()]);
    expect(await forwardingRow(shop.t.db, orderId)).toBeUndefined();
    const before = await jobCount(shop.t.db, PLACE_QUEUE);
    const failed = shop.t.db.transaction(async (tx) => {
      await queueForwarding(tx, [{ id: orderId, serviceId: routed }]);
      throw new Error('the placement fails after queueing');
    });
    await expect(failed).rejects.toThrow('the placement fails after queueing');
    expect(await forwardingRow(shop.t.db, orderId)).toBeUndefined();
    expect(await jobCount(shop.t.db, PLACE_QUEUE)).toBe(before);
  });

  it('an order of a service without routes is answered by hand: no forwarding, no job', async () => {
    const byHand = (await createService(shop.t.db)).id;
    const before = await jobCount(shop.t.db, PLACE_QUEUE);
    const [orderId = 0] = await order(shop.customer, byHand, [validImei()]);
    expect(await forwardingRow(shop.t.db, orderId)).toBeUndefined();
    expect(await jobCount(shop.t.db, PLACE_QUEUE)).toBe(before);
  });

  it('places the order once at its first route and completes it with the supplier’s code', async () => {
    const serviceId = await routedService(shop.t.db, [shop.firstId]);
    const imei = validImei();
    const [orderId = 0] = await order(shop.customer, serviceId, [imei]);
    const placed = await waitFor(stateIs(shop.t.db, orderId, 'placed'), 'placed');
    const [taken] = shop.first.ordersOf(imei);
    expect(placed.reference).toBe(taken?.reference);
    expect(placed.supplierId).toBe(shop.firstId);
    // The order now costs what the supplier charges (its service list is not cached: unchanged).
    shop.first.answer(imei, 4, 'UNLOCK-<b>42</b>');
    const done = await waitFor(async () => {
      const row = await orderRow(shop.t.db, orderId);
      return row?.status === 4 ? row : undefined;
    }, 'completed');
    expect(done.code).toBe('UNLOCK-<b>42</b>');
    expect(done.answeredBy).toBeNull();
    expect((await forwardingRow(shop.t.db, orderId))?.state).toBe('done');
    expect(shop.first.ordersOf(imei)).toHaveLength(1);
    expect(await ledgerRows(shop.t.db, orderId, 'order_refund')).toHaveLength(0);
    const attempts = await attemptRows(shop.t.db, orderId);
    expect(attempts.map((a) => [a.action, a.outcome])).toEqual([
      ['placeimeiorder', 'accepted'],
      ['getimeiorder', 'completed'],
    ]);
  });

  it('a supplier that allows bulk gets one placeimeiorderbulk per batch', async () => {
    const bulk = await startTestSupplier({ username: 'bulk', apiKey: 'BULK-KEY-1111' });
    try {
      const bulkId = await addSupplier(shop.t.db, bulk, { bulk: true, name: 'Bulk' });
      const serviceId = await routedService(shop.t.db, [bulkId]);
      const imeis = [validImei(), validImei(), validImei()];
      const orderIds = await order(shop.customer, serviceId, imeis);
      for (const orderId of orderIds)
        await waitFor(stateIs(shop.t.db, orderId, 'placed'), 'placed');
      const placements = bulk.requests.filter((r) => r.action.startsWith('placeimeiorder'));
      expect(placements.map((r) => r.action)).toEqual(['placeimeiorderbulk']);
      expect(bulk.orders.map((o) => o.imei).sort()).toEqual([...imeis].sort());
    } finally {
      await bulk.close();
    }
  });

  it('a refusal moves the order to the next route', async () => {
    const serviceId = await routedService(shop.t.db, [shop.firstId, shop.secondId]);
    const imei = validImei();
    shop.first.refuseImei(imei, 'Not enough credits');
    const [orderId = 0] = await order(shop.customer, serviceId, [imei]);
    const placed = await waitFor(stateIs(shop.t.db, orderId, 'placed'), 'placed at the second');
    expect(placed.supplierId).toBe(shop.secondId);
    expect(shop.second.ordersOf(imei)).toHaveLength(1);
    const attempts = await attemptRows(shop.t.db, orderId);
    expect(attempts.map((a) => [a.supplierId, a.outcome, a.message])).toEqual([
      [shop.firstId, 'refused', 'Not enough credits'],
      [shop.secondId, 'accepted', 'Order received'],
    ]);
  });

  it('refused by every route, the order is held with the supplier’s message and not refunded', async () => {
    const serviceId = await routedService(shop.t.db, [shop.firstId, shop.secondId]);
    const imei = validImei();
    shop.first.refuseImei(imei, 'Not enough credits');
    shop.second.refuseImei(imei, 'IMEI is already available or pending');
    const [orderId = 0] = await order(shop.customer, serviceId, [imei]);
    const held = await waitFor(stateIs(shop.t.db, orderId, 'held'), 'held');
    expect(held.lastError).toBe('IMEI is already available or pending');
    expect(held.attempts).toBe(2);
    expect((await orderRow(shop.t.db, orderId))?.status).toBe(1);
    expect(await ledgerRows(shop.t.db, orderId, 'order_refund')).toHaveLength(0);
  });

  it('a fault is retried with backoff, and the order placed when the supplier is back', async () => {
    const serviceId = await routedService(shop.t.db, [shop.firstId]);
    const imei = validImei();
    shop.first.misbehave('placeimeiorder', { kind: 'unavailable' }, 1);
    const [orderId = 0] = await order(shop.customer, serviceId, [imei]);
    await waitFor(stateIs(shop.t.db, orderId, 'placed'), 'placed after the retry');
    const attempts = await attemptRows(shop.t.db, orderId);
    expect(attempts.map((a) => a.outcome)).toEqual(['fault', 'accepted']);
    // The retry waited SUPPLIER_RETRY_SECONDS (1 s).
    const [fault, accepted] = attempts;
    expect(
      (accepted?.startedAt.getTime() ?? 0) - (fault?.startedAt.getTime() ?? 0),
    ).toBeGreaterThanOrEqual(900);
    expect(shop.first.ordersOf(imei)).toHaveLength(1);
  });

  it('faults over and over: the order is held after SUPPLIER_RETRY_LIMIT tries', async () => {
    const serviceId = await routedService(shop.t.db, [shop.firstId]);
    const imei = validImei();
    shop.first.misbehave('placeimeiorder', { kind: 'html' }, 3);
    const [orderId = 0] = await order(shop.customer, serviceId, [imei]);
    const held = await waitFor(stateIs(shop.t.db, orderId, 'held'), 'held', 20_000);
    expect(held.lastError).toMatch(/DHRU format.*3 tries/);
    expect((await attemptRows(shop.t.db, orderId)).map((a) => a.outcome)).toEqual([
      'fault',
      'fault',
      'fault',
    ]);
    expect(shop.first.ordersOf(imei)).toHaveLength(0);
  });

  it('an unknown outcome (time-out after sending) is held and never sent again by itself', async () => {
    const serviceId = await routedService(shop.t.db, [shop.firstId, shop.secondId]);
    const imei = validImei();
    shop.first.misbehave('placeimeiorder', { kind: 'hang' }, 1);
    const [orderId = 0] = await order(shop.customer, serviceId, [imei]);
    const held = await waitFor(stateIs(shop.t.db, orderId, 'held'), 'held');
    expect(held.lastError).toMatch(/may have taken/);
    await new Promise((resolve) => setTimeout(resolve, 3000));
    expect((await forwardingRow(shop.t.db, orderId))?.state).toBe('held');
    expect(shop.first.ordersOf(imei)).toHaveLength(1);
    expect(shop.second.ordersOf(imei)).toHaveLength(0);
  });

  it('a connection cut mid-answer is an unknown outcome too: held', async () => {
    const serviceId = await routedService(shop.t.db, [shop.firstId]);
    const imei = validImei();
    shop.first.misbehave('placeimeiorder', { kind: 'cut' }, 1);
    const [orderId = 0] = await order(shop.customer, serviceId, [imei]);
    await waitFor(stateIs(shop.t.db, orderId, 'held'), 'held');
    expect((await attemptRows(shop.t.db, orderId)).map((a) => a.outcome)).toEqual(['unknown']);
  });

  it('a gateway time-out (HTTP 504) after the supplier took the order is held, not sent again', async () => {
    const serviceId = await routedService(shop.t.db, [shop.firstId, shop.secondId]);
    const imei = validImei();
    shop.first.misbehave('placeimeiorder', { kind: 'gatewayTimeout' }, 1);
    const [orderId = 0] = await order(shop.customer, serviceId, [imei]);
    await waitFor(stateIs(shop.t.db, orderId, 'held'), 'held');
    expect((await attemptRows(shop.t.db, orderId)).map((a) => a.outcome)).toEqual(['unknown']);
    expect(shop.first.ordersOf(imei)).toHaveLength(1);
    expect(shop.second.ordersOf(imei)).toHaveLength(0);
  });

  it('rejected by the supplier (STATUS 3): the next route takes it', async () => {
    const serviceId = await routedService(shop.t.db, [shop.firstId, shop.secondId]);
    const imei = validImei();
    const [orderId = 0] = await order(shop.customer, serviceId, [imei]);
    await waitFor(stateIs(shop.t.db, orderId, 'placed'), 'placed at the first');
    shop.first.answer(imei, 3, 'Not supported');
    const placed = await waitFor(async () => {
      const row = await forwardingRow(shop.t.db, orderId);
      return row?.state === 'placed' && row.supplierId === shop.secondId ? row : undefined;
    }, 'placed at the second');
    expect(placed.reference).toBe(shop.second.ordersOf(imei)[0]?.reference);
    const attempts = await attemptRows(shop.t.db, orderId);
    expect(attempts.map((a) => [a.supplierId, a.outcome, a.message])).toEqual([
      [shop.firstId, 'accepted', 'Order received'],
      [shop.firstId, 'rejected', 'Not supported'],
      [shop.secondId, 'accepted', 'Order received'],
    ]);
    expect((await orderRow(shop.t.db, orderId))?.status).toBe(1);
    expect(await ledgerRows(shop.t.db, orderId, 'order_refund')).toHaveLength(0);
  });

  it('rejected by a supplier that had taken it at its price: the order’s cost is the service’s again', async () => {
    const serviceId = await routedService(shop.t.db, [shop.firstId, shop.secondId]);
    // The first supplier lists the service at 8.00: its acceptance makes that the order's cost.
    await shop.t.db.insert(supplierServices).values({
      supplierId: shop.firstId,
      serviceId: '12',
      groupName: 'Unlock',
      name: 'Unlock',
      credit: '8.00',
      position: 0,
    });
    try {
      const imei = validImei();
      const [orderId = 0] = await order(shop.customer, serviceId, [imei]);
      await waitFor(stateIs(shop.t.db, orderId, 'placed'), 'placed at the first');
      expect((await orderRow(shop.t.db, orderId))?.cost).toBe('8.00');
      shop.second.misbehave('placeimeiorder', { kind: 'refuse', message: 'No credits' }, 1);
      shop.first.answer(imei, 3, 'Not supported');
      await waitFor(stateIs(shop.t.db, orderId, 'held'), 'held after the second refused');
      expect((await orderRow(shop.t.db, orderId))?.cost).toBe('1.00');
    } finally {
      await shop.t.db.delete(supplierServices).where(eq(supplierServices.supplierId, shop.firstId));
    }
  });

  it('rejected by the last route: the order is rejected with the supplier’s reason and refunded once', async () => {
    const serviceId = await routedService(shop.t.db, [shop.firstId]);
    const imei = validImei();
    const [orderId = 0] = await order(shop.customer, serviceId, [imei]);
    await waitFor(stateIs(shop.t.db, orderId, 'placed'), 'placed');
    shop.first.answer(imei, 3, 'IMEI blacklisted');
    const rejected = await waitFor(async () => {
      const row = await orderRow(shop.t.db, orderId);
      return row?.status === 3 ? row : undefined;
    }, 'rejected');
    expect(rejected.reason).toBe('IMEI blacklisted');
    // Later polls change nothing: one refund.
    await new Promise((resolve) => setTimeout(resolve, 2500));
    expect(await ledgerRows(shop.t.db, orderId, 'order_refund')).toHaveLength(1);
  });

  it('STATUS 0, 1, 2 and unknown statuses wait for the next poll', async () => {
    const serviceId = await routedService(shop.t.db, [shop.firstId]);
    const imei = validImei();
    const [orderId = 0] = await order(shop.customer, serviceId, [imei]);
    await waitFor(stateIs(shop.t.db, orderId, 'placed'), 'placed');
    shop.first.answer(imei, 9, 'weird');
    const polls = () => shop.first.requests.filter((r) => r.action === 'getimeiorder').length;
    const before = polls();
    await waitFor(() => polls() >= before + 2, 'two more polls');
    expect((await forwardingRow(shop.t.db, orderId))?.state).toBe('placed');
    shop.first.answer(imei, 4, 'CODE-9');
    await waitFor(stateIs(shop.t.db, orderId, 'done'), 'done');
    expect((await orderRow(shop.t.db, orderId))?.code).toBe('CODE-9');
  });

  it('a call cut off by a crash (an attempt without outcome past the time-out) is found and held', async () => {
    const serviceId = await routedService(shop.t.db, [shop.firstId]);
    const imei = validImei();
    const [orderId = 0] = await order(shop.customer, serviceId, [imei]);
    await waitFor(stateIs(shop.t.db, orderId, 'placed'), 'placed');
    await leaveCallCutOff(shop.t.db, orderId, shop.firstId);
    const held = await waitFor(stateIs(shop.t.db, orderId, 'held'), 'held');
    expect(held.lastError).toMatch(/cut off/);
    const attempts = await attemptRows(shop.t.db, orderId);
    expect(attempts.at(-1)?.outcome).toBe('unknown');
    expect(shop.first.ordersOf(imei)).toHaveLength(1);
  });
});
