import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { creditLedger, orders, users } from '../../src/db/schema.js';
import { placeOrders } from '../../src/domain/orders/index.js';
import { unbalancedUsers } from '../helpers/ledger.js';
import { createService, validImei } from '../helpers/orderFixtures.js';
import { type ServerProcess, startServerProcess } from '../helpers/serverProcess.js';
import { createTestApp, type TestApp, type TestUser } from '../helpers/testApp.js';
import { TEST_DB_KIND } from '../helpers/testDatabase.js';

/**
 * Money under contention, on PostgreSQL: two real server processes (server/src/main.ts) on the
 * test database, requests fired at both at once. PGlite is one connection inside one process —
 * it runs one statement at a time, so there is no second server to race against; on PGlite these
 * tests are skipped (the in-process guarantees are covered by the other order tests).
 */
const onPostgres = TEST_DB_KIND === 'postgres';

describe.skipIf(!onPostgres)(
  'orders under concurrency, two server processes on one PostgreSQL (skipped on PGlite: one connection, nothing runs at once)',
  () => {
    let t: TestApp;
    let servers: ServerProcess[] = [];

    beforeAll(async () => {
      t = await createTestApp();
      const url = t.database.url;
      if (!url) throw new Error('the PostgreSQL test database has no URL');
      servers = await Promise.all([startServerProcess(url), startServerProcess(url)]);
      // Open every pooled connection first, so the bursts below really run at the same time.
      const warmer = await t.createUser();
      await Promise.all(
        servers.flatMap((server) =>
          Array.from({ length: 20 }, () =>
            fetch(`${server.url}/api/orders`, {
              headers: { authorization: `Bearer ${warmer.token}` },
            }),
          ),
        ),
      );
    }, 180_000);
    afterAll(async () => {
      await Promise.all(servers.map((server) => server.stop()));
      await t?.close();
    });

    const call = (
      server: ServerProcess | undefined,
      user: TestUser,
      method: string,
      path: string,
      body: unknown,
    ) =>
      fetch(`${server?.url}${path}`, {
        method,
        headers: { authorization: `Bearer ${user.token}`, 'content-type': 'application/json' },
        body: JSON.stringify(body),
      });

    it('50 single-order submissions at once with credits for 10: exactly 10 placed, balance 0, ledger balanced', async () => {
      const customer = await t.createUser({ credits: '100.00' });
      const service = await createService(t.db, { price: '10.00' });
      const responses = await Promise.all(
        Array.from({ length: 50 }, (_, i) =>
          call(servers[i % 2], customer, 'POST', '/api/orders', {
            imei: validImei(),
            service_id: service.id,
          }),
        ),
      );
      const statuses = responses.map((res) => res.status);
      expect(statuses.filter((s) => s === 201)).toHaveLength(10);
      expect(statuses.filter((s) => s === 422)).toHaveLength(40);
      const refused = await Promise.all(
        responses
          .filter((res) => res.status === 422)
          .map(async (res) => (await res.json()) as { error?: string }),
      );
      expect(refused.every((body) => String(body.error).startsWith('Not enough credits'))).toBe(
        true,
      );
      const [row] = await t.db
        .select({ credits: users.credits })
        .from(users)
        .where(eq(users.id, customer.id));
      expect(row?.credits).toBe('0.00');
      expect(await t.db.$count(orders, eq(orders.userId, customer.id))).toBe(10);
      expect(await unbalancedUsers(t.db)).toEqual([]);
    });

    it('the same IMEI submitted 20 times at once is placed once', async () => {
      const customer = await t.createUser({ credits: '100.00' });
      const service = await createService(t.db, { price: '1.00' });
      const imei = validImei();
      const responses = await Promise.all(
        Array.from({ length: 20 }, (_, i) =>
          call(servers[i % 2], customer, 'POST', '/api/orders', { imei, service_id: service.id }),
        ),
      );
      expect(responses.filter((res) => res.status === 201)).toHaveLength(1);
      expect(responses.filter((res) => res.status === 422)).toHaveLength(19);
      expect(await t.db.$count(orders, eq(orders.userId, customer.id))).toBe(1);
      expect(await unbalancedUsers(t.db)).toEqual([]);
    });

    it('20 simultaneous rejections of the same order refund it once', async () => {
      const admin = await t.createUser({ admin: true });
      const customer = await t.createUser({ credits: '30.00' });
      const service = await createService(t.db, { price: '30.00' });
      const placed = await placeOrders(t.db, {
        userId: customer.id,
        serviceId: service.id,
        imeis: [validImei()],
        source: 'web',
      });
      const orderId = placed.orders[0]?.id;
      const responses = await Promise.all(
        Array.from({ length: 20 }, (_, i) =>
          call(servers[i % 2], admin, 'PATCH', `/api/admin_orders_pending/${orderId}`, {
            status: 3,
            code: `reason ${i}`,
          }),
        ),
      );
      expect(responses.filter((res) => res.status === 200)).toHaveLength(1);
      expect(responses.filter((res) => res.status === 409)).toHaveLength(19);
      const [row] = await t.db
        .select({ credits: users.credits })
        .from(users)
        .where(eq(users.id, customer.id));
      expect(row?.credits).toBe('30.00');
      const refunds = await t.db
        .select()
        .from(creditLedger)
        .where(eq(creditLedger.orderId, orderId ?? 0));
      expect(refunds.filter((entry) => entry.kind === 'order_refund')).toHaveLength(1);
      expect(await unbalancedUsers(t.db)).toEqual([]);
    });

    it('an answer with a code and a rejection from the history at once on a completed order refund it once', async () => {
      const admin = await t.createUser({ admin: true });
      const customer = await t.createUser({ credits: '30.00' });
      const service = await createService(t.db, { price: '30.00' });
      const placed = await placeOrders(t.db, {
        userId: customer.id,
        serviceId: service.id,
        imeis: [validImei()],
        source: 'web',
      });
      const orderId = placed.orders[0]?.id;
      const responses = await Promise.all(
        Array.from({ length: 20 }, (_, i) =>
          call(
            servers[i % 2],
            admin,
            'PATCH',
            `/api/admin_orders_pending/${orderId}`,
            i % 2 === 0 ? { status: 4, code: 'CODE' } : { status: 3, code: '', rejected: true },
          ),
        ),
      );
      expect(responses.every((res) => res.status === 200 || res.status === 409)).toBe(true);
      const refunds = await t.db
        .select()
        .from(creditLedger)
        .where(eq(creditLedger.orderId, orderId ?? 0));
      expect(refunds.filter((entry) => entry.kind === 'order_refund')).toHaveLength(1);
      expect(await unbalancedUsers(t.db)).toEqual([]);
    });
  },
);
