import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { orders, services, users } from '../../src/db/schema.js';
import { unbalancedUsers } from '../helpers/ledger.js';
import { otherConnection, untilWaitingForLocks } from '../helpers/lockWaits.js';
import { createService, orderRow, validImei } from '../helpers/orderFixtures.js';
import { createTestApp, type TestApp, type TestUser } from '../helpers/testApp.js';
import { TEST_DB_KIND } from '../helpers/testDatabase.js';

/**
 * A customer places an order of a service while an admin moves that service to another tier and
 * another admin rejects the customer's order of another service (as a supplier's rejection does).
 * The tier change holds the service (FOR UPDATE) and moves the service's answered
 * orders between the dashboard's rows of the two tiers; the answer holds such a row (its own
 * order's tier, this hour) and then refunds the customer; the placement held the customer and
 * waited for the service. Three transactions, each waiting for the next: PostgreSQL cancels one,
 * a 500. PGlite runs one transaction at a time: skipped there.
 */
let t: TestApp;
let admin: TestUser;
beforeAll(async () => {
  t = await createTestApp();
  admin = await t.createUser({ admin: true });
});
afterAll(() => t?.close());

const untilWaiting = (count: number) => untilWaitingForLocks(t.db, count);

async function place(customer: TestUser, serviceId: number) {
  return customer.inject({
    method: 'POST',
    url: '/api/orders',
    payload: { service_id: serviceId, imei: validImei() },
  });
}

describe.skipIf(TEST_DB_KIND !== 'postgres')(
  "an order placed while its service's tier is changed and another order is answered",
  () => {
    it('all three are answered (no deadlock, no 500): placed and charged, the other rejected and refunded, the tier changed', async () => {
      // The service whose tier changes has an order answered this hour (the dashboard's row to move).
      const changed = await createService(t.db, { price: '5.00' });
      const other = await t.createUser({ credits: '5.00' });
      const answered = (await place(other, changed.id)).json().data[0].id;
      const rejected = await admin.inject({
        method: 'PATCH',
        url: `/api/admin_orders_pending/${answered}`,
        payload: { status: 3, code: 'Not found' },
      });
      expect(rejected.statusCode).toBe(200);
      // The customer's pending order of another service of the same tier.
      const second = await createService(t.db, { price: '7.00' });
      const customer = await t.createUser({ credits: '20.00' });
      const rejectedOrder = (await place(customer, second.id)).json().data[0].id;
      const [{ categoryId = 0 } = {}] = await t.db
        .select({ categoryId: services.categoryId })
        .from(services)
        .where(eq(services.id, changed.id));

      const hold = await otherConnection(t.database.url);
      try {
        // Holds the tier change after it took the service (it then holds the category).
        await hold.query('BEGIN');
        await hold.query('SELECT 1 FROM categories WHERE id = $1 FOR UPDATE', [categoryId]);
        const tierChange = admin.inject({
          method: 'PATCH',
          url: `/api/admin_services/${changed.id}`,
          payload: { tier: 'premium', category_id: categoryId },
        });
        await untilWaiting(1);
        const placement = place(customer, changed.id);
        await Promise.race([placement, untilWaiting(2)]);
        const rejection = admin.inject({
          method: 'PATCH',
          url: `/api/admin_orders_pending/${rejectedOrder}`,
          payload: { status: 3, code: 'Not supported' },
        });
        await Promise.race([rejection, untilWaiting(3)]);
        await hold.query('COMMIT');

        const answers = await Promise.all([tierChange, placement, rejection]);
        expect(answers.map((answer) => answer.statusCode)).toEqual([200, 201, 200]);
      } finally {
        await hold.end();
      }
      expect((await orderRow(t.db, rejectedOrder))?.status).toBe(3);
      expect(await t.db.$count(orders, eq(orders.userId, customer.id))).toBe(2);
      const [row] = await t.db
        .select({ credits: users.credits })
        .from(users)
        .where(eq(users.id, customer.id));
      expect(row?.credits).toBe('15.00');
      expect(await unbalancedUsers(t.db)).toEqual([]);
    });
  },
);
