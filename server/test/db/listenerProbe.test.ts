import net from 'node:net';
import pg from 'pg';
import { afterAll, beforeAll, describe, it } from 'vitest';
import { postgresNotifications } from '../../src/db/notifications.js';
import { adminUrl, TEST_DB_KIND } from '../helpers/testDatabase.js';

/**
 * A TCP proxy to PostgreSQL that can go silent: `silence()` stops carrying the bytes of the
 * connections open now, without closing them — what a NAT or a load balancer that forgot a
 * connection does. Connections opened afterwards are carried again.
 */
async function startProxy(target: URL) {
  const silenced = new WeakSet<net.Socket>();
  const open = new Set<net.Socket>();
  const server = net.createServer((client) => {
    const upstream = net.connect(Number(target.port || 5432), target.hostname);
    open.add(client);
    client.on('data', (chunk) => {
      if (!silenced.has(client)) upstream.write(chunk);
    });
    upstream.on('data', (chunk) => {
      if (!silenced.has(client)) client.write(chunk);
    });
    client.on('error', () => upstream.destroy());
    upstream.on('error', () => client.destroy());
    client.on('close', () => {
      open.delete(client);
      upstream.destroy();
    });
    upstream.on('close', () => client.destroy());
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const address = server.address();
  const port = typeof address === 'object' && address ? address.port : 0;
  return {
    port,
    silence() {
      for (const socket of open) silenced.add(socket);
    },
    async close() {
      for (const socket of open) socket.destroy();
      await new Promise((resolve) => server.close(resolve));
    },
  };
}

const until = async (check: () => boolean, what: string, timeoutMs = 10_000) => {
  const deadline = Date.now() + timeoutMs;
  while (!check()) {
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 25));
  }
};

/** Needs a PostgreSQL server to put the proxy in front of; PGlite listens in-process. */
describe.skipIf(TEST_DB_KIND !== 'postgres')('a listening connection dropped silently', () => {
  let proxy: Awaited<ReturnType<typeof startProxy>>;
  let notifier: pg.Client;
  beforeAll(async () => {
    proxy = await startProxy(new URL(adminUrl()));
    notifier = new pg.Client({ connectionString: adminUrl() });
    await notifier.connect();
  });
  afterAll(async () => {
    await notifier.end();
    await proxy.close();
  });

  it('is found out by its unanswered question, replaced, and heard again', async () => {
    const viaProxy = new URL(adminUrl());
    viaProxy.hostname = '127.0.0.1';
    viaProxy.port = String(proxy.port);
    const heard: string[] = [];
    let resumed = 0;
    const channel = `probe_${process.pid}`;
    const source = postgresNotifications(viaProxy.toString(), { everyMs: 200, timeoutMs: 300 });
    const stop = await source.listen(channel, {
      onMessage: (payload) => heard.push(payload),
      onResumed: () => {
        resumed += 1;
      },
    });
    try {
      await notifier.query(`SELECT pg_notify($1, 'before')`, [channel]);
      await until(() => heard.includes('before'), 'the first notification');
      proxy.silence();
      await until(() => resumed === 1, 'the connection replaced');
      await notifier.query(`SELECT pg_notify($1, 'after')`, [channel]);
      await until(() => heard.includes('after'), 'a notification on the new connection');
    } finally {
      await stop();
    }
  });
});
