import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../src/app.js';
import { type DatabaseHandle, openDatabase } from '../../src/db/client.js';
import { CUT_OFF_GRACE_SECONDS } from '../../src/domain/suppliers/sweep.js';
import { PLACE_QUEUE } from '../../src/jobs/queues.js';
import { validImei } from '../helpers/orderFixtures.js';
import { startServerProcess } from '../helpers/serverProcess.js';
import { createTestApp, type TestApp, type TestUser } from '../helpers/testApp.js';
import { TEST_DB_KIND } from '../helpers/testDatabase.js';
import {
  addSupplier,
  attemptRows,
  FAST_SUPPLIERS,
  order,
  routedService,
  stateIs,
  waitFor,
} from './forwardingFixtures.js';
import { startTestSupplier, type TestSupplier } from './testSupplier.js';

/** Another server process's app on the same database, with its own job workers. */
async function appOn(
  url: string,
  workers: boolean,
): Promise<{ app: FastifyInstance; handle: DatabaseHandle }> {
  const handle = await openDatabase({ databaseUrl: url, poolSize: 5 });
  const app = await buildApp({
    config: { ...t.config, suppliers: { ...FAST_SUPPLIERS, workers } },
    db: handle.db,
    jobDatabase: handle.jobDatabase,
  });
  await app.ready();
  return { app, handle };
}

let t: TestApp;
let customer: TestUser;
let supplier: TestSupplier;
let supplierId: number;

describe.skipIf(TEST_DB_KIND !== 'postgres')('several server processes on one PostgreSQL', () => {
  beforeAll(async () => {
    t = await createTestApp({ suppliers: { ...FAST_SUPPLIERS, workers: false } });
    customer = await t.createUser({ credits: '5000.00' });
    supplier = await startTestSupplier();
    supplierId = await addSupplier(t.db, supplier);
  });
  afterAll(async () => {
    await t.close();
    await supplier.close();
  });

  it('two app instances with workers place each order exactly once', async () => {
    const url = t.database.url ?? '';
    const [one, two] = await Promise.all([appOn(url, true), appOn(url, true)]);
    try {
      const serviceId = await routedService(t.db, [supplierId]);
      const imeis = Array.from({ length: 30 }, () => validImei());
      const orderIds: number[] = [];
      for (const imei of imeis) orderIds.push(...(await order(customer, serviceId, [imei])));
      // Jobs delivered again (a retry, an expired job) must not place anything twice.
      const { default: PgBoss } = await import('pg-boss');
      const extra = new PgBoss({ db: t.database.jobDatabase as import('pg-boss').Db });
      for (let i = 0; i < 3; i += 1) await extra.send(PLACE_QUEUE, { orderIds });
      for (const orderId of orderIds)
        await waitFor(stateIs(t.db, orderId, 'placed'), 'placed', 30_000);
      await new Promise((resolve) => setTimeout(resolve, 1500));
      for (const imei of imeis) expect(supplier.ordersOf(imei)).toHaveLength(1);
      for (const orderId of orderIds) expect(await attemptRows(t.db, orderId)).toHaveLength(1);
    } finally {
      await Promise.all([one.app.close(), two.app.close()]);
      await Promise.all([one.handle.close(), two.handle.close()]);
    }
  }, 60_000);

  it('kill -9 during a call: the order is held within the time-out plus a few seconds, never sent again', async () => {
    const url = t.database.url ?? '';
    const serviceId = await routedService(t.db, [supplierId]);
    const timeout = FAST_SUPPLIERS.timeoutSeconds;
    const server = await startServerProcess(url, {
      SUPPLIER_TIMEOUT_SECONDS: String(timeout),
      SUPPLIER_POLL_SECONDS: '1',
      SUPPLIER_RETRY_SECONDS: '1',
      // The test supplier listens on this machine.
      SUPPLIERS_ON_PRIVATE_NETWORK: 'true',
    });
    let survivor: Awaited<ReturnType<typeof appOn>> | undefined;
    try {
      const imei = validImei();
      // The supplier takes the order and does not answer: the call is under way when killed.
      supplier.misbehave('placeimeiorder', { kind: 'hang' }, 1);
      const [orderId = 0] = await order(customer, serviceId, [imei]);
      await waitFor(() => supplier.ordersOf(imei).length === 1, 'the call under way');
      await server.kill();
      survivor = await appOn(url, true);
      const held = await waitFor(stateIs(t.db, orderId, 'held'), 'held', 30_000);
      const [attempt] = await attemptRows(t.db, orderId);
      const heldAfter = (held.updatedAt.getTime() - (attempt?.startedAt.getTime() ?? 0)) / 1000;
      expect(heldAfter).toBeLessThan(timeout + CUT_OFF_GRACE_SECONDS + 5);
      expect(attempt?.outcome).toBe('unknown');
      // Nothing is lost: the next order goes through the surviving process.
      const next = validImei();
      const [nextId = 0] = await order(customer, serviceId, [next]);
      await waitFor(stateIs(t.db, nextId, 'placed'), 'the next order placed');
      await new Promise((resolve) => setTimeout(resolve, 2000));
      expect(supplier.ordersOf(imei)).toHaveLength(1);
      expect((await attemptRows(t.db, orderId)).length).toBe(1);
    } finally {
      await server.stop();
      if (survivor) {
        await survivor.app.close();
        await survivor.handle.close();
      }
    }
  }, 90_000);
});
