import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { orderForwarding } from '../../src/db/schema.js';
import { createService, orderRow, validImei } from '../helpers/orderFixtures.js';
import { createTestApp, type TestApp, type TestUser } from '../helpers/testApp.js';
import { ledgerRows, order } from './forwardingFixtures.js';

let t: TestApp;
let admin: TestUser;
let customer: TestUser;
beforeAll(async () => {
  t = await createTestApp();
  admin = await t.createUser({ admin: true });
  customer = await t.createUser({ credits: '100.00' });
});
afterAll(() => t.close());

describe('an admin answer and a call to the supplier', () => {
  it('an order whose call to the supplier is under way cannot be answered or refunded by an admin', async () => {
    const serviceId = (await createService(t.db)).id;
    const [orderId = 0] = await order(customer, serviceId, [validImei()]);
    // As the place worker leaves it while its call is out.
    await t.db.insert(orderForwarding).values({ orderId, state: 'placing' });

    const res = await admin.inject({
      method: 'PATCH',
      url: `/api/admin_orders_pending/${orderId}`,
      payload: { status: 3 },
    });
    expect(res.statusCode).toBe(409);
    expect((await orderRow(t.db, orderId))?.status).toBe(1);
    expect(await ledgerRows(t.db, orderId, 'order_refund')).toEqual([]);

    // Once the call has ended (here: held), the admin decides.
    await t.db
      .update(orderForwarding)
      .set({ state: 'held' })
      .where(eq(orderForwarding.orderId, orderId));
    const answered = await admin.inject({
      method: 'PATCH',
      url: `/api/admin_orders_pending/${orderId}`,
      payload: { status: 3 },
    });
    expect(answered.statusCode).toBe(200);
    expect(await ledgerRows(t.db, orderId, 'order_refund')).toHaveLength(1);
  });
});
