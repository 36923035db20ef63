import { connect } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from './helpers/testApp.js';

let t: TestApp;
let port: number;
beforeAll(async () => {
  t = await createTestApp({ requestTimeoutSeconds: 2 });
  await t.app.listen({ port: 0, host: '127.0.0.1' });
  const address = t.app.server.address();
  port = typeof address === 'object' && address ? address.port : 0;
});
afterAll(() => t.close());

describe('a client that trickles its body', () => {
  it('is cut off once the request time-out has passed', async () => {
    const socket = connect(port, '127.0.0.1');
    await new Promise<void>((resolve) => socket.once('connect', () => resolve()));
    socket.write(
      'POST /api/login HTTP/1.1\r\nHost: shop.test\r\nContent-Type: application/json\r\nContent-Length: 1000\r\n\r\n{',
    );
    const started = Date.now();
    const trickle = setInterval(() => {
      if (!socket.destroyed) socket.write(' ');
    }, 500);
    const closedAfter = await new Promise<number>((resolve) => {
      socket.on('error', () => {});
      socket.once('close', () => resolve(Date.now() - started));
      setTimeout(() => resolve(Number.POSITIVE_INFINITY), 20_000);
    });
    clearInterval(trickle);
    socket.destroy();
    // 2 s of time-out plus Node's check every second at most.
    expect(closedAfter).toBeLessThan(8_000);
  }, 30_000);
});
