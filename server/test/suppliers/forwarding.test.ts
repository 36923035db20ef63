import { eq, sql } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { forwardingAttempts, orderForwarding, supplierServices } from '../../src/db/schema.js';
import { queueForwarding } from '../../src/domain/suppliers/forwardingQueue.js';
import { PLACE_QUEUE } from '../../src/jobs/queues.js';
import { unbalancedUsers } from '../helpers/ledger.js';
import { createService, orderRow, validImei } from '../helpers/orderFixtures.js';
import { createTestApp, type TestApp, type TestUser } from '../helpers/testApp.js';
import {
  addSupplier,
  attemptRows,
  forwardingRow,
  jobCount,
  ledgerRows,
  order,
  routedService,
  stateIs,
  waitFor,
  withWorkers,
} from './forwardingFixtures.js';
import { startTestSupplier, type TestSupplier } from './testSupplier.js';

let t: TestApp;
let customer: TestUser;
let first: TestSupplier;
let second: TestSupplier;
let firstId: number;
let secondId: number;

beforeAll(async () => {
  t = await createTestApp(withWorkers());
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
afterEach(async () => {
  expect(await unbalancedUsers(t.db)).toEqual([]);
});

describe('forwarding orders to suppliers', () => {
  it('an order of a routed service is queued with its job in the transaction that charges it', async () => {
    const serviceId = await routedService(t.db, [firstId]);
    const before = await jobCount(t.db, PLACE_QUEUE);
    const [orderId = 0] = await order(customer, serviceId, [validImei()]);
    expect(await forwardingRow(t.db, orderId)).toBeDefined();
    expect(await jobCount(t.db, PLACE_QUEUE)).toBe(before + 1);
  });

  it('a placement that fails after queueing leaves neither the forwarding nor the job', async () => {
    const routed = await routedService(t.db, [firstId]);
    const byHand = (await createService(t.db)).id;
    const [orderId = 0] = await order(customer, byHand, [validImei()]);
    expect(await forwardingRow(t.db, orderId)).toBeUndefined();
    const before = await jobCount(t.db, PLACE_QUEUE);
    const failed = t.db.transaction(async (tx) => {
      await queueForwarding(tx, [{ id: orderId, serviceId: routed }]);
      throw new Error('the placement fails after queueing');
    });
    await expect(failed).rejects.toThrow('the placement fails after queueing');
    expect(await forwardingRow(t.db, orderId)).toBeUndefined();
    expect(await jobCount(t.db, PLACE_QUEUE)).toBe(before);
  });

  it('an order of a service without routes is answered by hand: no forwarding, no job', async () => {
    const byHand = (await createService(t.db)).id;
    const before = await jobCount(t.db, PLACE_QUEUE);
    const [orderId = 0] = await order(customer, byHand, [validImei()]);
    expect(await forwardingRow(t.db, orderId)).toBeUndefined();
    expect(await jobCount(t.db, PLACE_QUEUE)).toBe(before);
  });

  it('places the order once at its first route and completes it with the supplier’s code', async () => {
    const serviceId = await routedService(t.db, [firstId]);
    const imei = validImei();
    const [orderId = 0] = await order(customer, serviceId, [imei]);
    const placed = await waitFor(stateIs(t.db, orderId, 'placed'), 'placed');
    const [taken] = first.ordersOf(imei);
    expect(placed.reference).toBe(taken?.reference);
    expect(placed.supplierId).toBe(firstId);
    // The order now costs what the supplier charges (its service list is not cached: unchanged).
    first.answer(imei, 4, 'UNLOCK-<b>42</b>');
    const done = await waitFor(async () => {
      const row = await orderRow(t.db, orderId);
      return row?.status === 4 ? row : undefined;
    }, 'completed');
    expect(done.code).toBe('UNLOCK-<b>42</b>');
    expect(done.answeredBy).toBeNull();
    expect((await forwardingRow(t.db, orderId))?.state).toBe('done');
    expect(first.ordersOf(imei)).toHaveLength(1);
    expect(await ledgerRows(t.db, orderId, 'order_refund')).toHaveLength(0);
    const attempts = await attemptRows(t.db, orderId);
    expect(attempts.map((a) => [a.action, a.outcome])).toEqual([
      ['placeimeiorder', 'accepted'],
      ['getimeiorder', 'completed'],
    ]);
  });

  it('a supplier that allows bulk gets one placeimeiorderbulk per batch', async () => {
    const bulk = await startTestSupplier({ username: 'bulk', apiKey: 'BULK-KEY-1111' });
    try {
      const bulkId = await addSupplier(t.db, bulk, { bulk: true, name: 'Bulk' });
      const serviceId = await routedService(t.db, [bulkId]);
      const imeis = [validImei(), validImei(), validImei()];
      const orderIds = await order(customer, serviceId, imeis);
      for (const orderId of orderIds) await waitFor(stateIs(t.db, orderId, 'placed'), 'placed');
      const placements = bulk.requests.filter((r) => r.action.startsWith('placeimeiorder'));
      expect(placements.map((r) => r.action)).toEqual(['placeimeiorderbulk']);
      expect(bulk.orders.map((o) => o.imei).sort()).toEqual([...imeis].sort());
    } finally {
      await bulk.close();
    }
  });

  it('a refusal moves the order to the next route', async () => {
    const serviceId = await routedService(t.db, [firstId, secondId]);
    const imei = validImei();
    first.refuseImei(imei, 'Not enough credits');
    const [orderId = 0] = await order(customer, serviceId, [imei]);
    const placed = await waitFor(stateIs(t.db, orderId, 'placed'), 'placed at the second');
    expect(placed.supplierId).toBe(secondId);
    expect(second.ordersOf(imei)).toHaveLength(1);
    const attempts = await attemptRows(t.db, orderId);
    expect(attempts.map((a) => [a.supplierId, a.outcome, a.message])).toEqual([
      [firstId, 'refused', 'Not enough credits'],
      [secondId, 'accepted', 'Order received'],
    ]);
  });

  it('refused by every route, the order is held with the supplier’s message and not refunded', async () => {
    const serviceId = await routedService(t.db, [firstId, secondId]);
    const imei = validImei();
    first.refuseImei(imei, 'Not enough credits');
    second.refuseImei(imei, 'IMEI is already available or pending');
    const [orderId = 0] = await order(customer, serviceId, [imei]);
    const held = await waitFor(stateIs(t.db, orderId, 'held'), 'held');
    expect(held.lastError).toBe('IMEI is already available or pending');
    expect(held.attempts).toBe(2);
    expect((await orderRow(t.db, orderId))?.status).toBe(1);
    expect(await ledgerRows(t.db, orderId, 'order_refund')).toHaveLength(0);
  });

  it('a fault is retried with backoff, and the order placed when the supplier is back', async () => {
    const serviceId = await routedService(t.db, [firstId]);
    const imei = validImei();
    first.misbehave('placeimeiorder', { kind: 'http500' }, 1);
    const [orderId = 0] = await order(customer, serviceId, [imei]);
    await waitFor(stateIs(t.db, orderId, 'placed'), 'placed after the retry');
    const attempts = await attemptRows(t.db, orderId);
    expect(attempts.map((a) => a.outcome)).toEqual(['fault', 'accepted']);
    // The retry waited SUPPLIER_RETRY_SECONDS (1 s).
    const [fault, accepted] = attempts;
    expect(
      (accepted?.startedAt.getTime() ?? 0) - (fault?.startedAt.getTime() ?? 0),
    ).toBeGreaterThanOrEqual(900);
    expect(first.ordersOf(imei)).toHaveLength(1);
  });

  it('faults over and over: the order is held after SUPPLIER_RETRY_LIMIT tries', async () => {
    const serviceId = await routedService(t.db, [firstId]);
    const imei = validImei();
    first.misbehave('placeimeiorder', { kind: 'html' }, 3);
    const [orderId = 0] = await order(customer, serviceId, [imei]);
    const held = await waitFor(stateIs(t.db, orderId, 'held'), 'held', 20_000);
    expect(held.lastError).toMatch(/DHRU format.*3 tries/);
    expect((await attemptRows(t.db, orderId)).map((a) => a.outcome)).toEqual([
      'fault',
      'fault',
      'fault',
    ]);
    expect(first.ordersOf(imei)).toHaveLength(0);
  });

  it('an unknown outcome (time-out after sending) is held and never sent again by itself', async () => {
    const serviceId = await routedService(t.db, [firstId, secondId]);
    const imei = validImei();
    first.misbehave('placeimeiorder', { kind: 'hang' }, 1);
    const [orderId = 0] = await order(customer, serviceId, [imei]);
    const held = await waitFor(stateIs(t.db, orderId, 'held'), 'held');
    expect(held.lastError).toMatch(/may have taken/);
    await new Promise((resolve) => setTimeout(resolve, 3000));
    expect((await forwardingRow(t.db, orderId))?.state).toBe('held');
    expect(first.ordersOf(imei)).toHaveLength(1);
    expect(second.ordersOf(imei)).toHaveLength(0);
  });

  it('a connection cut mid-answer is an unknown outcome too: held', async () => {
    const serviceId = await routedService(t.db, [firstId]);
    const imei = validImei();
    first.misbehave('placeimeiorder', { kind: 'cut' }, 1);
    const [orderId = 0] = await order(customer, serviceId, [imei]);
    await waitFor(stateIs(t.db, orderId, 'held'), 'held');
    expect((await attemptRows(t.db, orderId)).map((a) => a.outcome)).toEqual(['unknown']);
  });

  it('a gateway time-out (HTTP 504) after the supplier took the order is held, not sent again', async () => {
    const serviceId = await routedService(t.db, [firstId, secondId]);
    const imei = validImei();
    first.misbehave('placeimeiorder', { kind: 'gatewayTimeout' }, 1);
    const [orderId = 0] = await order(customer, serviceId, [imei]);
    await waitFor(stateIs(t.db, orderId, 'held'), 'held');
    expect((await attemptRows(t.db, orderId)).map((a) => a.outcome)).toEqual(['unknown']);
    expect(first.ordersOf(imei)).toHaveLength(1);
    expect(second.ordersOf(imei)).toHaveLength(0);
  });

  it('rejected by the supplier (STATUS 3): the next route takes it', async () => {
    const serviceId = await routedService(t.db, [firstId, secondId]);
    const imei = validImei();
    const [orderId = 0] = await order(customer, serviceId, [imei]);
    await waitFor(stateIs(t.db, orderId, 'placed'), 'placed at the first');
    first.answer(imei, 3, 'Not supported');
    const placed = await waitFor(async () => {
      const row = await forwardingRow(t.db, orderId);
      return row?.state === 'placed' && row.supplierId === secondId ? row : undefined;
    }, 'placed at the second');
    expect(placed.reference).toBe(second.ordersOf(imei)[0]?.reference);
    const attempts = await attemptRows(t.db, orderId);
    expect(attempts.map((a) => [a.supplierId, a.outcome, a.message])).toEqual([
      [firstId, 'accepted', 'Order received'],
      [firstId, 'rejected', 'Not supported'],
      [secondId, 'accepted', 'Order received'],
    ]);
    expect((await orderRow(t.db, orderId))?.status).toBe(1);
    expect(await ledgerRows(t.db, orderId, 'order_refund')).toHaveLength(0);
  });

  it('rejected by a supplier that had taken it at its price: the order’s cost is the service’s again', async () => {
    const serviceId = await routedService(t.db, [firstId, secondId]);
    // The first supplier lists the service at 8.00: its acceptance makes that the order's cost.
    await t.db.insert(supplierServices).values({
      supplierId: firstId,
      serviceId: '12',
      groupName: 'Unlock',
      name: 'Unlock',
      credit: '8.00',
      position: 0,
    });
    try {
      const imei = validImei();
      const [orderId = 0] = await order(customer, serviceId, [imei]);
      await waitFor(stateIs(t.db, orderId, 'placed'), 'placed at the first');
      expect((await orderRow(t.db, orderId))?.cost).toBe('8.00');
      second.misbehave('placeimeiorder', { kind: 'refuse', message: 'No credits' }, 1);
      first.answer(imei, 3, 'Not supported');
      await waitFor(stateIs(t.db, orderId, 'held'), 'held after the second refused');
      expect((await orderRow(t.db, orderId))?.cost).toBe('1.00');
    } finally {
      await t.db.delete(supplierServices).where(eq(supplierServices.supplierId, firstId));
    }
  });

  it('rejected by the last route: the order is rejected with the supplier’s reason and refunded once', async () => {
    const serviceId = await routedService(t.db, [firstId]);
    const imei = validImei();
    const [orderId = 0] = await order(customer, serviceId, [imei]);
    await waitFor(stateIs(t.db, orderId, 'placed'), 'placed');
    first.answer(imei, 3, 'IMEI blacklisted');
    const rejected = await waitFor(async () => {
      const row = await orderRow(t.db, orderId);
      return row?.status === 3 ? row : undefined;
    }, 'rejected');
    expect(rejected.reason).toBe('IMEI blacklisted');
    // Later polls change nothing: one refund.
    await new Promise((resolve) => setTimeout(resolve, 2500));
    expect(await ledgerRows(t.db, orderId, 'order_refund')).toHaveLength(1);
  });

  it('STATUS 0, 1, 2 and unknown statuses wait for the next poll', async () => {
    const serviceId = await routedService(t.db, [firstId]);
    const imei = validImei();
    const [orderId = 0] = await order(customer, serviceId, [imei]);
    await waitFor(stateIs(t.db, orderId, 'placed'), 'placed');
    first.answer(imei, 9, 'weird');
    const polls = () => first.requests.filter((r) => r.action === 'getimeiorder').length;
    const before = polls();
    await waitFor(() => polls() >= before + 2, 'two more polls');
    expect((await forwardingRow(t.db, orderId))?.state).toBe('placed');
    first.answer(imei, 4, 'CODE-9');
    await waitFor(stateIs(t.db, orderId, 'done'), 'done');
    expect((await orderRow(t.db, orderId))?.code).toBe('CODE-9');
  });

  it('a call cut off by a crash (an attempt without outcome past the time-out) is found and held', async () => {
    const serviceId = await routedService(t.db, [firstId]);
    const imei = validImei();
    const [orderId = 0] = await order(customer, serviceId, [imei]);
    await waitFor(stateIs(t.db, orderId, 'placed'), 'placed');
    // As a process killed mid-call leaves it: placing, the attempt recorded, no outcome.
    const [attempt] = await t.db
      .insert(forwardingAttempts)
      .values({
        orderId,
        supplierId: firstId,
        supplierServiceId: '12',
        routePosition: 0,
        action: 'placeimeiorder',
        startedAt: sql`now() - interval '10 seconds'`,
      })
      .returning();
    await t.db
      .update(orderForwarding)
      .set({ state: 'placing', currentAttemptId: attempt?.id })
      .where(eq(orderForwarding.orderId, orderId));
    const held = await waitFor(stateIs(t.db, orderId, 'held'), 'held', 10_000);
    expect(held.lastError).toMatch(/cut off/);
    const attempts = await attemptRows(t.db, orderId);
    expect(attempts.at(-1)?.outcome).toBe('unknown');
    expect(first.ordersOf(imei)).toHaveLength(1);
  });
});
