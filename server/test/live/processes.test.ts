import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ORDER_COMPLETED } from '../../src/domain/orders/index.js';
import { createService, validImei } from '../helpers/orderFixtures.js';
import { type ServerProcess, startServerProcess } from '../helpers/serverProcess.js';
import { createTestApp, type TestApp, type TestUser } from '../helpers/testApp.js';
import { TEST_DB_KIND } from '../helpers/testDatabase.js';
import { isEvent, type OpenedStream, openEventStream } from './eventStreamClient.js';

let t: TestApp;
let other: ServerProcess;
let admin: TestUser;
let customer: TestUser;
let serviceId: number;
const opened: OpenedStream[] = [];

async function streamAt(url: string, user: TestUser): Promise<OpenedStream> {
  const stream = await openEventStream(url, { bearer: user.token });
  expect(stream.status).toBe(200);
  opened.push(stream);
  return stream;
}

describe.skipIf(TEST_DB_KIND !== 'postgres')('live events across server processes', () => {
  beforeAll(async () => {
    t = await createTestApp({ liveHeartbeatSeconds: 1 });
    admin = await t.createUser({ admin: true });
    customer = await t.createUser({ credits: '100.00' });
    serviceId = (await createService(t.db, { price: '3.00' })).id;
    other = await startServerProcess(t.database.url ?? '', {
      LIVE_HEARTBEAT_SECONDS: '1',
      SUPPLIER_WORKERS: 'false',
    });
  }, 180_000);
  afterAll(async () => {
    for (const stream of opened) stream.close();
    await other?.stop();
    await t?.close();
  });

  it('an order answered through one process reaches the streams of another within a second', async () => {
    const desk = await streamAt(other.url, admin);
    const own = await streamAt(other.url, customer);
    await desk.next(isEvent('pending'));
    // Placed through the other process (real HTTP), answered through this one.
    const placed = await fetch(`${other.url}/api/orders`, {
      method: 'POST',
      headers: { authorization: `Bearer ${customer.token}`, 'content-type': 'application/json' },
      body: JSON.stringify({ service_id: serviceId, imei: validImei() }),
    });
    expect(placed.status).toBe(201);
    const orderId = ((await placed.json()) as { data: { id: number }[] }).data[0]?.id ?? 0;
    await own.next(isEvent('order', (data) => data.id === orderId && data.status === 1));
    await desk.next(isEvent('pending', (data) => data.count === 1));

    const res = await admin.inject({
      method: 'PATCH',
      url: `/api/admin_orders_pending/${orderId}`,
      payload: { status: ORDER_COMPLETED, code: 'ACROSS' },
    });
    expect(res.statusCode).toBe(200);
    const done = isEvent('order', (data) => data.id === orderId && data.status === ORDER_COMPLETED);
    // Within a second of the answer (the PATCH's own time on a loaded machine not counted).
    await own.next(done, { timeoutMs: 1_000 });
    await desk.next(done);
    await desk.next(isEvent('pending', (data) => data.count === 0));
  });

  it('a customer of one process hears nothing of another customer answered through the other', async () => {
    const someoneElse = await t.createUser({ credits: '100.00' });
    const own = await streamAt(other.url, customer);
    const res = await someoneElse.inject({
      method: 'POST',
      url: '/api/orders',
      payload: { service_id: serviceId, imei: validImei() },
    });
    expect(res.statusCode).toBe(201);
    const mine = await customer.inject({
      method: 'POST',
      url: '/api/orders',
      payload: { service_id: serviceId, imei: validImei() },
    });
    const mineId = (mine.json() as { data: { id: number }[] }).data[0]?.id;
    await own.next(isEvent('order'));
    expect(own.messages.filter(isEvent('order'))).toEqual([
      { kind: 'event', event: 'order', data: { id: mineId, status: 1, forwarding_state: null } },
    ]);
  });
});
