import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { orders, users } from '../../src/db/schema.js';
import { kitXml } from '../dhru/dhruClient.js';
import { createReseller } from '../dhru/reseller.js';
import { otherConnection, untilSomeoneWaitsForALock } from '../helpers/lockWaits.js';
import { createService, validImei } from '../helpers/orderFixtures.js';
import { createTestApp, type TestApp } from '../helpers/testApp.js';
import { TEST_DB_KIND } from '../helpers/testDatabase.js';

let t: TestApp;
let serviceId: number;
beforeAll(async () => {
  t = await createTestApp();
  serviceId = (await createService(t.db, { price: '5.00' })).id;
});
afterAll(() => t.close());

const creditsOf = async (userId: number) =>
  (await t.db.select({ credits: users.credits }).from(users).where(eq(users.id, userId)))[0]
    ?.credits;

/**
 * Runs `request` while another connection deactivates the account in a transaction left open
 * until the request waits for the account's row (or has answered), then commits it.
 */
async function whileDeactivated<T>(userId: number, request: () => Promise<T>): Promise<T> {
  const other = await otherConnection(t.database.url);
  try {
    await other.query('BEGIN');
    await other.query('UPDATE users SET active = false WHERE id = $1', [userId]);
    const answer = request();
    const first = await Promise.race([answer, untilSomeoneWaitsForALock(t.db)]);
    await other.query('COMMIT');
    return first ?? (await answer);
  } finally {
    await other.end();
  }
}

/** PostgreSQL only: PGlite runs one transaction at a time, so nothing commits in between. */
describe.skipIf(TEST_DB_KIND !== 'postgres')('an account deactivated while it orders', () => {
  it('places and charges nothing for a customer signed in before (401)', async () => {
    const customer = await t.createUser({ credits: '20.00' });
    const res = await whileDeactivated(customer.id, () =>
      customer.inject({
        method: 'POST',
        url: '/api/orders',
        payload: { service_id: serviceId, imei: validImei() },
      }),
    );
    expect(res.statusCode).toBe(401);
    expect(res.json()).toEqual({ message: 'This account has been deactivated.' });
    expect(await t.db.$count(orders, eq(orders.userId, customer.id))).toBe(0);
    expect(await creditsOf(customer.id)).toBe('20.00');
  });

  it('places and charges nothing for a reseller whose key was checked before', async () => {
    const reseller = await createReseller(t, { credits: '20.00' });
    const res = await whileDeactivated(reseller.user.id, () =>
      reseller.call('placeimeiorder', { parameters: kitXml({ ID: serviceId, IMEI: validImei() }) }),
    );
    expect(res.json().ERROR[0].MESSAGE).toBe('Authentication Failed');
    expect(await t.db.$count(orders, eq(orders.userId, reseller.user.id))).toBe(0);
    expect(await creditsOf(reseller.user.id)).toBe('20.00');
  });

  it('adds no credits for an admin’s top-up', async () => {
    const admin = await t.createUser({ admin: true });
    const customer = await t.createUser();
    const res = await whileDeactivated(customer.id, () =>
      admin.inject({
        method: 'PATCH',
        url: `/api/admin_users/${customer.id}`,
        payload: { credits: 15 },
      }),
    );
    expect(res.statusCode).toBe(422);
    expect(await creditsOf(customer.id)).toBe('0.00');
  });
});
