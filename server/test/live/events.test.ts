import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rowsOf } from '../../src/db/rows.js';
import { answerOrderInTransaction } from '../../src/domain/orders/answerOrder.js';
import { countPendingOrders, ORDER_COMPLETED } from '../../src/domain/orders/index.js';
import { MAX_STREAMS_PER_ACCOUNT } from '../../src/live/liveHub.js';
import { createService, validImei } from '../helpers/orderFixtures.js';
import { createTestApp, type TestApp, type TestUser } from '../helpers/testApp.js';
import { TEST_DB_KIND } from '../helpers/testDatabase.js';
import { isEvent, type OpenedStream, openEventStream, orderEvents } from './eventStreamClient.js';

let t: TestApp;
let baseUrl: string;
let admin: TestUser;
let carla: TestUser;
let dario: TestUser;
let serviceId: number;
const opened: OpenedStream[] = [];

/** A stream of this user's, closed after the test file. */
async function streamOf(user: TestUser): Promise<OpenedStream> {
  const stream = await openEventStream(baseUrl, { bearer: user.token });
  expect(stream.status).toBe(200);
  opened.push(stream);
  return stream;
}

async function place(user: TestUser, count = 1): Promise<number[]> {
  const imeis = Array.from({ length: count }, () => validImei());
  const res = await user.inject({
    method: 'POST',
    url: '/api/orders',
    payload: { service_id: serviceId, imei: imeis.join('\n') },
  });
  expect(res.statusCode, res.body).toBe(201);
  return (res.json() as { data: { id: number }[] }).data.map((order) => order.id);
}

async function answer(orderId: number, code: string): Promise<void> {
  const res = await admin.inject({
    method: 'PATCH',
    url: `/api/admin_orders_pending/${orderId}`,
    payload: { status: ORDER_COMPLETED, code },
  });
  expect(res.statusCode, res.body).toBe(200);
}

const orderIs = (id: number, status: number) =>
  isEvent('order', (data) => data.id === id && data.status === status);

beforeAll(async () => {
  // A short request time-out: the streams must outlive it (it is meant for trickled bodies).
  t = await createTestApp({ liveHeartbeatSeconds: 1, requestTimeoutSeconds: 2 });
  await t.app.listen({ port: 0, host: '127.0.0.1' });
  const address = t.app.server.address();
  baseUrl = `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`;
  admin = await t.createUser({ admin: true });
  carla = await t.createUser({ credits: '500.00' });
  dario = await t.createUser({ credits: '500.00' });
  serviceId = (await createService(t.db, { price: '5.00' })).id;
});
afterAll(async () => {
  for (const stream of opened) stream.close();
  await t.close();
});

describe('GET /api/events: who may open it', () => {
  it('answers 401 without a token, with a wrong one, and with a wrong cookie', async () => {
    expect((await t.app.inject({ method: 'GET', url: '/api/events' })).statusCode).toBe(401);
    const wrong = await openEventStream(baseUrl, { bearer: 'x'.repeat(43) });
    expect(wrong.status).toBe(401);
    const wrongCookie = await openEventStream(baseUrl, { cookie: 'y'.repeat(43) });
    expect(wrongCookie.status).toBe(401);
  });

  it('opens with the token cookie the web app keeps (an EventSource sends no headers)', async () => {
    const stream = await openEventStream(baseUrl, { cookie: carla.token });
    opened.push(stream);
    expect(stream.status).toBe(200);
    expect(stream.headers['content-type']).toBe('text/event-stream; charset=utf-8');
    expect(stream.headers['cache-control']).toBe('no-cache, no-transform');
    const [orderId = 0] = await place(carla);
    await stream.next(orderIs(orderId, 1));
  });

  it('is refused to a cookie on any other route: only the event stream reads it', async () => {
    const res = await t.app.inject({
      method: 'GET',
      url: '/api/orders',
      headers: { cookie: `token=${carla.token}` },
    });
    expect(res.statusCode).toBe(401);
  });
});

describe('GET /api/events: how many streams an account may hold', () => {
  it(`answers 429 past ${MAX_STREAMS_PER_ACCOUNT} open streams of one account, and opens again once one closes`, async () => {
    const hoarder = await t.createUser();
    const streams = await Promise.all(
      Array.from({ length: MAX_STREAMS_PER_ACCOUNT }, () =>
        openEventStream(baseUrl, { bearer: hoarder.token }),
      ),
    );
    opened.push(...streams);
    expect(streams.map((stream) => stream.status)).toEqual(
      Array.from({ length: MAX_STREAMS_PER_ACCOUNT }, () => 200),
    );
    const refused = await openEventStream(baseUrl, { bearer: hoarder.token });
    expect(refused.status).toBe(429);
    expect(refused.headers['retry-after']).toBe('30');
    refused.close();
    // Another account is not held back by this one.
    expect((await streamOf(dario)).status).toBe(200);
    // A tab closed: its stream leaves the hub, and the next one opens.
    streams[0]?.close();
    await streams[0]?.ended;
    let again = await openEventStream(baseUrl, { bearer: hoarder.token });
    for (let tries = 0; again.status !== 200 && tries < 50; tries += 1) {
      again.close();
      await new Promise((resolve) => setTimeout(resolve, 20));
      again = await openEventStream(baseUrl, { bearer: hoarder.token });
    }
    opened.push(again);
    expect(again.status).toBe(200);
  });
});

describe('GET /api/events: how many streams a process holds', () => {
  it('answers 429 with a wait once the process holds LIVE_MAX_STREAMS, every account together', async () => {
    const full = await createTestApp({ liveMaxStreams: 0 });
    try {
      const someone = await full.createUser();
      const res = await someone.inject({ method: 'GET', url: '/api/events' });
      expect(res.statusCode).toBe(429);
      expect(res.headers['retry-after']).toBe('30');
      expect(res.json().message).toBe(
        'This server holds as many live event streams as it may: the lists still load, without live updates for now.',
      );
    } finally {
      await full.close();
    }
  });
});

describe('what a customer hears', () => {
  it('their own orders placed and answered, nobody else’s, and no forwarding', async () => {
    const carlas = await streamOf(carla);
    const darios = await streamOf(dario);
    const [mine = 0] = await place(carla);
    const [theirs = 0] = await place(dario);
    await answer(theirs, 'THEIR-CODE');
    await answer(mine, 'MY-CODE');
    expect(await carlas.next(orderIs(mine, ORDER_COMPLETED))).toEqual({
      kind: 'event',
      event: 'order',
      data: { id: mine, status: ORDER_COMPLETED, forwarding_state: null },
    });
    await darios.next(orderIs(theirs, ORDER_COMPLETED));
    expect(orderEvents(carlas).map((event) => event.id)).toEqual([mine, mine]);
    expect(orderEvents(carlas).map((event) => event.status)).toEqual([1, ORDER_COMPLETED]);
    expect(orderEvents(darios).some((event) => event.id === mine)).toBe(false);
    expect(carlas.messages.some(isEvent('pending'))).toBe(false);
  });
});

describe('what an admin hears', () => {
  it('every order, and the pending count on connecting and when it changes', async () => {
    const before = await countPendingOrders(t.db);
    const desk = await streamOf(admin);
    await desk.next(isEvent('pending', (data) => data.count === before));
    const placed = await place(dario, 3);
    for (const id of placed) await desk.next(orderIs(id, 1));
    await desk.next(isEvent('pending', (data) => data.count === before + 3));
    const imeis = await Promise.all(
      placed.map(async (id) => {
        const res = await admin.inject({ method: 'GET', url: `/api/admin_orders/${id}` });
        return (res.json() as { data: { imei: string } }).data.imei;
      }),
    );
    const res = await admin.inject({
      method: 'POST',
      url: '/api/admin_orders_bulk_reply',
      payload: { action: 'answer', lines: imeis.map((imei, i) => `${imei} LINE-${i}`).join('\n') },
    });
    expect(res.json().data.answered).toBe(3);
    for (const id of placed) await desk.next(orderIs(id, ORDER_COMPLETED));
    await desk.next(isEvent('pending', (data) => data.count === before));
  });

  it('the same count is not sent twice, and a burst is counted once per process', async () => {
    const desk = await streamOf(admin);
    await desk.next(isEvent('pending'));
    const from = desk.messages.length;
    const placed = await place(carla, 20);
    // One statement, one notification: the count follows once, with every order in it.
    await desk.next(isEvent('pending'), { from });
    await new Promise((resolve) => setTimeout(resolve, 600));
    const counts = desk.messages.slice(from).filter(isEvent('pending'));
    expect(counts).toHaveLength(1);
    expect(orderEvents(desk).filter((event) => placed.includes(event.id))).toHaveLength(20);
  });
});

describe('the stream itself', () => {
  it('carries a heartbeat comment and outlives the request time-out', async () => {
    const stream = await streamOf(carla);
    await stream.next((message) => message.kind === 'comment' && message.text === 'ping', {
      timeoutMs: 3_000,
    });
    await new Promise((resolve) => setTimeout(resolve, 2_500));
    const [orderId = 0] = await place(carla);
    await stream.next(orderIs(orderId, 1));
  });

  it('ends once its token is revoked (signed out elsewhere)', async () => {
    const leaving = await t.createUser();
    const stream = await streamOf(leaving);
    const res = await leaving.inject({ method: 'POST', url: '/api/logout' });
    expect(res.statusCode).toBe(204);
    const ended = await Promise.race([
      stream.ended.then(() => true),
      new Promise((resolve) => setTimeout(() => resolve(false), 4_000)),
    ]);
    expect(ended).toBe(true);
    expect((await openEventStream(baseUrl, { bearer: leaving.token })).status).toBe(401);
  });

  it('leaves the process when the browser goes away', async () => {
    const before = t.app.live.size;
    const streams = await Promise.all([streamOf(carla), streamOf(dario), streamOf(admin)]);
    expect(t.app.live.size).toBe(before + 3);
    for (const stream of streams) stream.close();
    const deadline = Date.now() + 3_000;
    while (t.app.live.size > before && Date.now() < deadline) {
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
    expect(t.app.live.size).toBe(before);
  });

  it('announces nothing of a change that is rolled back', async () => {
    const stream = await streamOf(carla);
    const [undone = 0, kept = 0] = await place(carla, 2);
    await stream.next(orderIs(kept, 1));
    const from = stream.messages.length;
    await expect(
      t.db.transaction(async (tx) => {
        await answerOrderInTransaction(tx, {
          orderId: undone,
          actor: null,
          status: ORDER_COMPLETED,
          code: 'NEVER',
        });
        throw new Error('changed my mind');
      }),
    ).rejects.toThrow('changed my mind');
    await answer(kept, 'KEPT');
    await stream.next(orderIs(kept, ORDER_COMPLETED), { from });
    expect(orderEvents(stream).filter((event) => event.id === undone)).toEqual([
      { id: undone, status: 1, forwarding_state: null },
    ]);
  });

  it.skipIf(TEST_DB_KIND !== 'postgres')(
    'listens on one connection for the whole process, however many streams are open',
    async () => {
      await Promise.all([streamOf(carla), streamOf(dario), streamOf(admin), streamOf(admin)]);
      const [row] = await rowsOf<{ listening: number }>(
        t.db,
        sql`SELECT count(*)::int AS listening FROM pg_stat_activity
          WHERE datname = current_database() AND query ILIKE 'LISTEN%'`,
      );
      expect(row?.listening).toBe(1);
    },
  );

  it.skipIf(TEST_DB_KIND !== 'postgres')(
    'ends every stream when the listening connection is lost, and hears again once it is back',
    async () => {
      const before = await streamOf(carla);
      await rowsOf(
        t.db,
        sql`SELECT pg_terminate_backend(pid) FROM pg_stat_activity
          WHERE datname = current_database() AND query ILIKE 'LISTEN%'`,
      );
      await before.ended;
      const deadline = Date.now() + 10_000;
      let listening = 0;
      while (listening === 0 && Date.now() < deadline) {
        await new Promise((resolve) => setTimeout(resolve, 100));
        const [row] = await rowsOf<{ n: number }>(
          t.db,
          sql`SELECT count(*)::int AS n FROM pg_stat_activity
            WHERE datname = current_database() AND query ILIKE 'LISTEN%'`,
        );
        listening = row?.n ?? 0;
      }
      expect(listening).toBe(1);
      const after = await streamOf(carla);
      const [orderId = 0] = await place(carla);
      await after.next(orderIs(orderId, 1));
    },
    20_000,
  );
});
