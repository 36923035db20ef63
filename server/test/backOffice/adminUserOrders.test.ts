import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { unbalancedUsers } from '../helpers/ledger.js';
import { createTestApp, type TestApp, type TestUser } from '../helpers/testApp.js';
import { insertCategory, insertChargedOrder, insertService } from './fixtures.js';

let t: TestApp;
let admin: TestUser;
beforeAll(async () => {
  t = await createTestApp();
  admin = await t.createUser({ admin: true });
});
afterAll(() => t.close());

describe('GET /api/admin_orders_by_user/{userId}', () => {
  it("pages one customer's orders newest first with the order history's fields", async () => {
    const customer = await t.createUser({ name: 'Eva', credits: '30.00' });
    const other = await t.createUser({ credits: '30.00' });
    const serviceId = await insertService(t.db, {
      categoryId: await insertCategory(t.db),
      name: 'FRP',
      price: '3.00',
    });
    const ids: number[] = [];
    for (let i = 0; i < 3; i += 1) {
      ids.push(await insertChargedOrder(t.db, { userId: customer.id, serviceId, price: '3.00' }));
    }
    await insertChargedOrder(t.db, { userId: other.id, serviceId, price: '3.00' });
    const res = await admin.inject({
      method: 'GET',
      url: `/api/admin_orders_by_user/${customer.id}?per_page=2`,
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ total: 3, last_page: 2, per_page: 2 });
    expect(res.json().data.map((o: { id: number }) => o.id)).toEqual([ids[2], ids[1]]);
    expect(res.json().data[0]).toMatchObject({
      id: ids[2],
      status: 1,
      service_id: serviceId,
      service: { id: serviceId, name: 'FRP' },
      user_id: customer.id,
      user: { id: customer.id, name: 'Eva' },
      price: 3,
      imei: expect.stringMatching(/^\d{15}$/),
      code: null,
      reason: null,
      created_at: expect.any(String),
      updated_at: expect.any(String),
      att_response: null,
      ifree_model: null,
      phase: false,
      other_phase: false,
    });
    expect(await unbalancedUsers(t.db)).toEqual([]);
  });

  it('answers an empty page for a customer without orders', async () => {
    const customer = await t.createUser();
    const res = await admin.inject({
      method: 'GET',
      url: `/api/admin_orders_by_user/${customer.id}`,
    });
    expect(res.json()).toMatchObject({ total: 0, data: [] });
  });

  it('answers 404 for an unknown user', async () => {
    const res = await admin.inject({ method: 'GET', url: '/api/admin_orders_by_user/999999' });
    expect(res.statusCode).toBe(404);
  });

  it('answers 422 for a malformed page', async () => {
    const customer = await t.createUser();
    const res = await admin.inject({
      method: 'GET',
      url: `/api/admin_orders_by_user/${customer.id}?page=0`,
    });
    expect(res.statusCode).toBe(422);
  });
});
