import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { kitXml } from '../dhru/dhruClient.js';
import { createReseller } from '../dhru/reseller.js';
import { unbalancedUsers } from '../helpers/ledger.js';
import { otherConnection, untilWaitingForLocks } from '../helpers/lockWaits.js';
import { createService, validImei } from '../helpers/orderFixtures.js';
import { createTestApp, type TestApp, type TestUser } from '../helpers/testApp.js';
import { TEST_DB_KIND } from '../helpers/testDatabase.js';

let t: TestApp;
let admin: TestUser;
beforeAll(async () => {
  t = await createTestApp();
  admin = await t.createUser({ admin: true });
});
afterAll(() => t.close());

const untilWaiting = (count: number) => untilWaitingForLocks(t.db, count);

/**
 * The admin deletes a service without orders while a request using it is under way: the deletion
 * takes the service's row first (held here by another connection until both wait), and the request
 * has read the service before the deletion commits.
 */
async function usedWhileDeleted(
  serviceId: number,
  use: () => Promise<LightMyRequestResponse>,
): Promise<{ removal: LightMyRequestResponse; placement: LightMyRequestResponse }> {
  const other = await otherConnection(t.database.url);
  try {
    await other.query('BEGIN');
    await other.query('SELECT id FROM services WHERE id = $1 FOR UPDATE', [serviceId]);
    const removal = admin.inject({ method: 'DELETE', url: `/api/admin_services/${serviceId}` });
    await untilWaiting(1);
    const placement = use();
    await Promise.race([placement, untilWaiting(2)]);
    await other.query('COMMIT');
    return { removal: await removal, placement: await placement };
  } finally {
    await other.end();
  }
}

/** PostgreSQL only: PGlite runs one transaction at a time, so nothing commits in between. */
describe.skipIf(TEST_DB_KIND !== 'postgres')('a service deleted while it is ordered', () => {
  it('refuses the order as no longer offered (422, not a 500) and charges nothing', async () => {
    const serviceId = (await createService(t.db, { price: '5.00' })).id;
    const customer = await t.createUser({ credits: '20.00' });
    const { removal, placement } = await usedWhileDeleted(serviceId, () =>
      customer.inject({
        method: 'POST',
        url: '/api/orders',
        payload: { service_id: serviceId, imei: validImei() },
      }),
    );
    expect(removal.json().outcome).toBe('deleted');
    expect(placement.statusCode).toBe(422);
    expect(placement.json().errors).toEqual({
      service_id: ['The selected service does not exist or is no longer offered.'],
    });
    const profile = await customer.inject({ method: 'GET', url: '/api/profile' });
    expect(profile.json().user.credits).toBe(20);
    expect(await unbalancedUsers(t.db)).toEqual([]);
  });

  it("refuses a reseller's order as an invalid service, not a server error", async () => {
    const serviceId = (await createService(t.db, { price: '5.00' })).id;
    const reseller = await createReseller(t, { credits: '20.00' });
    const { removal, placement } = await usedWhileDeleted(serviceId, () =>
      reseller.call('placeimeiorder', { parameters: kitXml({ ID: serviceId, IMEI: validImei() }) }),
    );
    expect(removal.json().outcome).toBe('deleted');
    expect(placement.json().ERROR[0].MESSAGE).toBe('Invalid service');
    expect(await unbalancedUsers(t.db)).toEqual([]);
  });
});

describe.skipIf(TEST_DB_KIND !== 'postgres')(
  "a service deleted while a customer's price is set",
  () => {
    it('answers 404 for the price (not a 500) and stores no price', async () => {
      const serviceId = (await createService(t.db, { price: '5.00' })).id;
      const customer = await t.createUser();
      const id = `${customer.id}-${serviceId}`;
      const { removal, placement } = await usedWhileDeleted(serviceId, () =>
        admin.inject({
          method: 'PATCH',
          url: `/api/user_service_price/${id}`,
          payload: { price: 3 },
        }),
      );
      expect(removal.json().outcome).toBe('deleted');
      expect(placement.statusCode).toBe(404);
      expect(placement.json()).toEqual({ message: 'Price not found.' });
    });
  },
);
