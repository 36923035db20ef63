import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { unbalancedUsers } from '../helpers/ledger.js';
import { otherConnection, untilWaitingForLocks } from '../helpers/lockWaits.js';
import { orderRow, validImei } from '../helpers/orderFixtures.js';
import { createTestApp, type TestApp, type TestUser } from '../helpers/testApp.js';
import { TEST_DB_KIND } from '../helpers/testDatabase.js';
import {
  addSupplier,
  FAST_SUPPLIERS,
  forwardingRow,
  ledgerRows,
  order,
  routedService,
} from './forwardingFixtures.js';
import { startTestSupplier, type TestSupplier } from './testSupplier.js';

/**
 * An admin saves a service's routes while an order of that service on its way (queued for its
 * supplier) is answered: cancelled by its customer, or rejected by another admin. The save holds
 * the service and then moves the order's forwarding to its route's new place; the answer holds
 * the order and its forwarding and then, through the dashboard's figures (order_stats_apply),
 * takes the service FOR SHARE. Two locks taken the opposite way round: PostgreSQL cancels one of
 * the two, a 500. PGlite runs one transaction at a time: skipped there.
 */
let t: TestApp;
let admin: TestUser;
let customer: TestUser;
let supplier: TestSupplier;
let supplierId: number;

beforeAll(async () => {
  t = await createTestApp({ suppliers: { ...FAST_SUPPLIERS, workers: false } });
  admin = await t.createUser({ admin: true });
  customer = await t.createUser({ credits: '100.00' });
  supplier = await startTestSupplier();
  supplierId = await addSupplier(t.db, supplier);
});
afterAll(async () => {
  await t?.close();
  await supplier?.close();
});

const untilWaiting = (count: number) => untilWaitingForLocks(t.db, count);

const route = (supplierServiceId: string) => ({
  supplier_id: supplierId,
  supplier_service_id: supplierServiceId,
});

/**
 * The save of the service's routes (a new first route: the order's moves from 0 to 1) held by
 * another connection at its removal of the old routes — after it has taken the service — while
 * `answer` runs; then let go.
 */
async function answeredDuringSave(
  serviceId: number,
  answer: () => Promise<LightMyRequestResponse>,
): Promise<{ save: LightMyRequestResponse; answer: LightMyRequestResponse }> {
  const other = await otherConnection(t.database.url);
  try {
    await other.query('BEGIN');
    await other.query('SELECT 1 FROM service_routes WHERE service_id = $1 FOR UPDATE', [serviceId]);
    const save = admin.inject({
      method: 'PUT',
      url: `/api/admin_services/${serviceId}/routes`,
      payload: { routes: [route('13'), route('12')] },
    });
    await untilWaiting(1);
    const answered = answer();
    await Promise.race([answered, untilWaiting(2)]);
    await other.query('COMMIT');
    return { save: await save, answer: await answered };
  } finally {
    await other.end();
  }
}

describe.skipIf(TEST_DB_KIND !== 'postgres')(
  "a service's routes saved while one of its orders is answered",
  () => {
    it.each([
      [
        'cancelled by its customer',
        (orderId: number) =>
          customer.inject({ method: 'POST', url: `/api/orders/${orderId}/cancel` }),
      ],
      [
        'rejected by an admin',
        (orderId: number) =>
          admin.inject({
            method: 'PATCH',
            url: `/api/admin_orders_pending/${orderId}`,
            payload: { status: 3, code: 'Not supported' },
          }),
      ],
    ])(
      'an order %s: both are answered (no deadlock, no 500), the refund made once',
      async (_, send) => {
        const serviceId = await routedService(t.db, [supplierId]);
        const [orderId = 0] = await order(customer, serviceId, [validImei()]);
        expect((await forwardingRow(t.db, orderId))?.state).toBe('queued');

        const { save, answer } = await answeredDuringSave(serviceId, () => send(orderId));

        expect([save.statusCode, answer.statusCode]).toEqual([200, 200]);
        expect(
          save.json().data.map((r: { supplier_service_id: string }) => r.supplier_service_id),
        ).toEqual(['13', '12']);
        expect((await orderRow(t.db, orderId))?.status).toBe(3);
        expect((await forwardingRow(t.db, orderId))?.state).toBe('done');
        expect(await ledgerRows(t.db, orderId, 'order_refund')).toHaveLength(1);
        expect(await unbalancedUsers(t.db)).toEqual([]);
      },
    );
  },
);
