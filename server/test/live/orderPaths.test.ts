import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { base64Json, kitXml } from '../dhru/dhruClient.js';
import { createReseller } from '../dhru/reseller.js';
import { createService, validImei } from '../helpers/orderFixtures.js';
import { createTestApp, type TestApp, type TestUser } from '../helpers/testApp.js';
import { addSupplier, order, routedService, withWorkers } from '../suppliers/forwardingFixtures.js';
import { startTestSupplier, type TestSupplier } from '../suppliers/testSupplier.js';
import { isEvent, type OpenedStream, openEventStream, orderEvents } from './eventStreamClient.js';

let t: TestApp;
let baseUrl: string;
let admin: TestUser;
let supplier: TestSupplier;
let supplierId: number;
const opened: OpenedStream[] = [];

async function streamOf(user: TestUser): Promise<OpenedStream> {
  const stream = await openEventStream(baseUrl, { bearer: user.token });
  expect(stream.status).toBe(200);
  opened.push(stream);
  return stream;
}

beforeAll(async () => {
  t = await createTestApp({ ...withWorkers(), liveHeartbeatSeconds: 1 });
  await t.app.listen({ port: 0, host: '127.0.0.1' });
  const address = t.app.server.address();
  baseUrl = `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`;
  admin = await t.createUser({ admin: true });
  supplier = await startTestSupplier();
  supplierId = await addSupplier(t.db, supplier);
});
afterAll(async () => {
  for (const stream of opened) stream.close();
  await t.close();
  await supplier.close();
});

describe('every way an order changes is heard', () => {
  it('orders placed through the reseller API, one and in bulk', async () => {
    const reseller = await createReseller(t, { credits: '100.00' });
    const serviceId = (await createService(t.db, { price: '2.00' })).id;
    const own = await streamOf(reseller.user);
    const desk = await streamOf(admin);
    const one = await reseller.call('placeimeiorder', {
      parameters: kitXml({ ID: serviceId, IMEI: validImei() }),
    });
    const oneId = one.json().SUCCESS[0].REFERENCEID as number;
    const bulk = await reseller.call('placeimeiorderbulk', {
      parameters: base64Json({
        a: { ID: String(serviceId), IMEI: validImei() },
        b: { ID: String(serviceId), IMEI: validImei() },
      }),
    });
    const bulkIds = Object.values(bulk.json() as Record<string, { SUCCESS?: unknown[] }>)
      .flatMap((answer) => answer.SUCCESS ?? [])
      .map((success) => (success as { REFERENCEID: number }).REFERENCEID);
    expect(bulkIds).toHaveLength(2);
    for (const id of [oneId, ...bulkIds]) {
      await own.next(isEvent('order', (data) => data.id === id && data.status === 1));
      await desk.next(isEvent('order', (data) => data.id === id && data.status === 1));
    }
  });

  it('an order forwarded to a supplier and answered by it: the admin hears each step, the customer placed and completed', async () => {
    const customer = await t.createUser({ credits: '100.00' });
    const serviceId = await routedService(t.db, [supplierId]);
    const own = await streamOf(customer);
    const desk = await streamOf(admin);
    const imei = validImei();
    const [orderId = 0] = await order(customer, serviceId, [imei]);
    await desk.next(
      isEvent('order', (data) => data.id === orderId && data.forwarding_state === 'placed'),
      { timeoutMs: 15_000 },
    );
    supplier.answer(imei, 4, 'FROM-SUPPLIER');
    await desk.next(
      isEvent('order', (data) => data.id === orderId && data.status === 4),
      {
        timeoutMs: 15_000,
      },
    );
    await own.next(isEvent('order', (data) => data.id === orderId && data.status === 4));
    const states = orderEvents(desk)
      .filter((event) => event.id === orderId)
      .map((event) => [event.status, event.forwarding_state]);
    expect(states).toEqual([
      [1, null],
      [1, 'queued'],
      [1, 'placing'],
      [1, 'placed'],
      [4, 'done'],
    ]);
    expect(orderEvents(own).filter((event) => event.id === orderId)).toEqual([
      { id: orderId, status: 1, forwarding_state: null },
      { id: orderId, status: 4, forwarding_state: null },
    ]);
  }, 40_000);

  it('an order at its supplier noted for a person (an answer that cannot be applied): the admin hears it, the customer does not', async () => {
    const customer = await t.createUser({ credits: '100.00' });
    const serviceId = await routedService(t.db, [supplierId]);
    const own = await streamOf(customer);
    const desk = await streamOf(admin);
    const imei = validImei();
    const [orderId = 0] = await order(customer, serviceId, [imei]);
    const placedEvents = () =>
      orderEvents(desk).filter(
        (event) => event.id === orderId && event.forwarding_state === 'placed',
      );
    await desk.next(
      isEvent('order', (data) => data.id === orderId && data.forwarding_state === 'placed'),
      { timeoutMs: 15_000 },
    );
    supplier.answer(imei, 4, '');
    await desk.next(
      isEvent(
        'order',
        (data) =>
          data.id === orderId && data.forwarding_state === 'placed' && placedEvents().length > 1,
      ),
      { timeoutMs: 15_000 },
    );
    expect(placedEvents()).toHaveLength(2);
    expect(orderEvents(own).filter((event) => event.id === orderId)).toEqual([
      { id: orderId, status: 1, forwarding_state: null },
    ]);
  }, 40_000);

  it('a completed order rejected from the history (refunded)', async () => {
    const customer = await t.createUser({ credits: '100.00' });
    const serviceId = (await createService(t.db, { price: '2.00' })).id;
    const [orderId = 0] = await order(customer, serviceId, [validImei()]);
    const own = await streamOf(customer);
    const answer = (payload: object) =>
      admin.inject({ method: 'PATCH', url: `/api/admin_orders_pending/${orderId}`, payload });
    expect((await answer({ status: 4, code: 'FIRST' })).statusCode).toBe(200);
    await own.next(isEvent('order', (data) => data.id === orderId && data.status === 4));
    expect((await answer({ status: 3, code: 'Wrong code', rejected: true })).statusCode).toBe(200);
    await own.next(isEvent('order', (data) => data.id === orderId && data.status === 3));
  });
});
