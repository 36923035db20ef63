import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { unbalancedUsers } from '../helpers/ledger.js';
import { createService, validImei } from '../helpers/orderFixtures.js';
import { createTestApp, type TestApp, type TestUser } from '../helpers/testApp.js';
import { base64Json } from './dhruClient.js';
import { createReseller, type Reseller } from './reseller.js';

let t: TestApp;
let admin: TestUser;
let reseller: Reseller;
let serviceId: number;
beforeAll(async () => {
  t = await createTestApp();
  admin = await t.createUser({ admin: true });
  reseller = await createReseller(t, { credits: '100.00' });
  serviceId = (await createService(t.db, { price: '10.00', name: 'Unlock via API' })).id;
});
afterEach(async () => {
  expect(await unbalancedUsers(t.db)).toEqual([]);
});
afterAll(() => t.close());

describe('orders placed through the reseller API are ordinary orders', () => {
  it('show in the customer’s orders and the admin’s pending queue, and the admin’s answers come back through getimeiorderbulk', async () => {
    const imeis = [validImei(), validImei()];
    const placed = (
      await reseller.call('placeimeiorderbulk', {
        parameters: base64Json({
          first: { ID: String(serviceId), IMEI: imeis[0] },
          second: { ID: String(serviceId), IMEI: imeis[1] },
        }),
      })
    ).json();
    const ids: number[] = [
      placed.first.SUCCESS[0].REFERENCEID,
      placed.second.SUCCESS[0].REFERENCEID,
    ];

    const own = await reseller.user.inject({ method: 'GET', url: '/api/orders' });
    expect(own.statusCode).toBe(200);
    const ownRows = own.json().data as Array<{
      id: number;
      imei: string;
      source: string;
      price: number;
    }>;
    for (const id of ids) {
      expect(ownRows.find((row) => row.id === id)).toMatchObject({ source: 'api', price: 10 });
    }

    const queue = await admin.inject({ method: 'GET', url: '/api/admin_orders_pending' });
    const queued = (queue.json().data as Array<{ id: number; user: { name: string } }>).filter(
      (row) => ids.includes(row.id),
    );
    expect(queued.map((row) => row.user.name)).toEqual([reseller.username, reseller.username]);

    const completed = await admin.inject({
      method: 'PATCH',
      url: `/api/admin_orders_pending/${ids[0]}`,
      payload: { status: 4, code: 'UNLOCK-0001' },
    });
    expect(completed.statusCode).toBe(200);
    const rejected = await admin.inject({
      method: 'PATCH',
      url: `/api/admin_orders_pending/${ids[1]}`,
      payload: { status: 3, code: '' },
    });
    expect(rejected.statusCode).toBe(200);

    const collected = (
      await reseller.call('getimeiorderbulk', {
        parameters: base64Json({ first: { ID: String(ids[0]) }, second: { ID: String(ids[1]) } }),
      })
    ).json();
    expect(collected.first.SUCCESS[0]).toMatchObject({
      STATUS: 4,
      CODE: 'UNLOCK-0001',
      IMEI: imeis[0],
    });
    expect(collected.second.SUCCESS[0]).toMatchObject({
      STATUS: 3,
      CODE: 'Not Found',
      IMEI: imeis[1],
    });

    const account = (await reseller.call('accountinfo')).json();
    expect(account.SUCCESS[0].AccountInfo.creditraw).toBe('90.00');
  });
});
