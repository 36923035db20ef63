import { Writable } from 'node:stream';
import { afterEach, describe, expect, it } from 'vitest';
import { EventStream, reconnectWait } from '../../src/live/eventStream.js';
import { LiveHub } from '../../src/live/liveHub.js';
import type { OrderChange } from '../../src/live/orderChanges.js';

const hubs: LiveHub[] = [];
afterEach(() => {
  for (const hub of hubs.splice(0)) hub.close();
});

/** A hub whose pending count is `pending()` and whose every token is alive (admin as opened). */
function hubWith(pending: () => number) {
  let counted = 0;
  const hub = new LiveHub({
    countPending: async () => {
      counted += 1;
      await new Promise((resolve) => setTimeout(resolve, 5));
      return pending();
    },
    tokenHolders: async () => new Map(),
    heartbeatMs: 60_000,
    maxStreams: 100,
    pendingIntervalMs: 50,
    onError: (error) => {
      throw error;
    },
  });
  hubs.push(hub);
  return { hub, counted: () => counted };
}

/** Everything written to a stream, as text. */
function received(stream: EventStream): () => string {
  let text = '';
  stream.body.on('data', (chunk: Buffer) => {
    text += chunk.toString();
  });
  return () => text;
}

const answered = (orderId: number, userId: number): OrderChange => ({
  kind: 'answered',
  orderId,
  userId,
  status: 4,
  forwardingState: null,
});

const settle = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

describe('the live hub', () => {
  it('counts the pending orders once per burst for the whole process, not once per order and stream', async () => {
    let pending = 500;
    const { hub, counted } = hubWith(() => pending);
    const admins = Array.from({ length: 5 }, (_, i) =>
      received(hub.open({ userId: 100 + i, admin: true, tokenHash: `admin-${i}` })),
    );
    await settle(120);
    expect(counted()).toBe(1);
    // A bulk reply of 500: each answer its own transaction, its own notification.
    const burstStarted = Date.now();
    for (let id = 1; id <= 500; id += 1) {
      pending -= 1;
      hub.publish([answered(id, 7)]);
      if (id % 100 === 0) await settle(10);
    }
    const burstMs = Date.now() - burstStarted;
    await settle(200);
    // At most one count per 50 ms interval the burst lasted (on a busy machine it lasts longer),
    // plus the last one after it: a handful, never one per order (500) or per stream (2,500).
    expect(counted() - 1).toBeLessThanOrEqual(Math.ceil(burstMs / 50) + 1);
    expect(counted()).toBeLessThan(50);
    for (const text of admins) {
      expect(text().match(/event: order/g)).toHaveLength(500);
      // The first count, and the last one once the burst is over.
      expect(text()).toContain('event: pending\ndata: {"count":500}');
      expect(text().endsWith('event: pending\ndata: {"count":0}\n\n')).toBe(true);
    }
  });

  it('gives a customer their own orders placed or answered, without forwarding, and no count', async () => {
    const { hub, counted } = hubWith(() => 3);
    const carla = received(hub.open({ userId: 1, admin: false, tokenHash: 'carla' }));
    const dario = received(hub.open({ userId: 2, admin: false, tokenHash: 'dario' }));
    hub.publish([
      { kind: 'placed', orderId: 10, userId: 1, status: 1, forwardingState: null },
      { kind: 'forwarded', orderId: 10, userId: 1, status: 1, forwardingState: 'queued' },
      { kind: 'answered', orderId: 11, userId: 2, status: 3, forwardingState: 'done' },
    ]);
    await settle(100);
    expect(carla()).toMatch(
      /^retry: \d{4}\n: connected\n\nevent: order\ndata: \{"id":10,"status":1,"forwarding_state":null\}\n\n$/,
    );
    expect(dario()).toContain('data: {"id":11,"status":3,"forwarding_state":null}');
    expect(dario()).not.toContain('"id":10');
    expect(counted()).toBe(0);
  });

  it('ends the streams whose token is no longer alive, or whose account changed role', async () => {
    const hub = new LiveHub({
      countPending: async () => 0,
      tokenHolders: async () =>
        new Map([
          ['kept', { admin: false }],
          ['demoted', { admin: false }],
        ]),
      heartbeatMs: 30,
      maxStreams: 100,
      pendingIntervalMs: 50,
      onError: () => {},
    });
    hubs.push(hub);
    const kept = hub.open({ userId: 1, admin: false, tokenHash: 'kept' });
    const revoked = hub.open({ userId: 2, admin: false, tokenHash: 'revoked' });
    const demoted = hub.open({ userId: 3, admin: true, tokenHash: 'demoted' });
    for (const stream of [kept, revoked, demoted]) stream.body.resume();
    await settle(120);
    expect([kept.open, revoked.open, demoted.open]).toEqual([true, false, false]);
    expect(hub.size).toBe(1);
  });

  it('cuts off a stream whose client does not read, instead of holding its events', async () => {
    const { hub } = hubWith(() => 0);
    const stalled = hub.open({ userId: 1, admin: false, tokenHash: 'stalled' });
    for (let id = 1; id <= 5_000; id += 1) {
      hub.publish([answered(id, 1)]);
      if (id % 500 === 0) await settle(1);
    }
    expect(stalled.open).toBe(false);
    expect(stalled.body.destroyed).toBe(true);
    await settle(10);
    expect(hub.size).toBe(0);
  });
});

describe('how many streams a process holds', () => {
  it('refuses a stream past its process-wide limit, whoever asks, and opens again once one closes', async () => {
    const hub = new LiveHub({
      countPending: async () => 0,
      tokenHolders: async () => new Map(),
      heartbeatMs: 60_000,
      maxStreams: 3,
      pendingIntervalMs: 50,
      onError: () => {},
    });
    hubs.push(hub);
    const streams = [1, 2, 3].map((userId) =>
      hub.open({ userId, admin: false, tokenHash: `token-${userId}` }),
    );
    expect(hub.refusalOf(4)).toBe('process full');
    expect(hub.refusalOf(1)).toBe('process full');
    streams[0]?.destroy();
    await settle(10);
    expect(hub.refusalOf(4)).toBeUndefined();
  });
});

describe('when a stream ends', () => {
  it('tells its browser to come back after 3 to 6 s, drawn per stream, so that they do not all come back at once', async () => {
    expect([0, 0.5, 0.9999].map((draw) => reconnectWait(() => draw))).toEqual([3000, 4500, 5999]);
    const stream = new EventStream(4321);
    const first = await new Promise<string>((resolve) =>
      stream.body.once('data', (chunk: Buffer) => resolve(chunk.toString())),
    );
    expect(first.startsWith('retry: 4321\n')).toBe(true);
    stream.end();
  });
});

describe('a stream ended while its client does not read', () => {
  it('is dropped after a grace instead of holding its socket and its unsent events for good', async () => {
    const stream = new EventStream(3000, 50);
    // A client that stopped reading (a stuck proxy, a sleeping laptop): nothing it is sent drains.
    stream.body.pipe(new Writable({ highWaterMark: 1, write() {} }));
    stream.write(`: ${'x'.repeat(100_000)}\n\n`);
    let closed = false;
    stream.onClose(() => {
      closed = true;
    });
    // Its token was revoked, or the listening connection came back: the stream is ended.
    stream.end();
    await settle(20);
    expect(closed).toBe(false);
    await settle(100);
    expect(closed).toBe(true);
    expect(stream.body.destroyed).toBe(true);
  });

  it('a client that reads gets the end of its stream as before', async () => {
    const stream = new EventStream(3000, 50);
    const text = received(stream);
    stream.send('order', { id: 1 });
    stream.end();
    await settle(100);
    expect(text()).toContain('event: order\ndata: {"id":1}\n\n');
    expect(stream.open).toBe(false);
  });
});
