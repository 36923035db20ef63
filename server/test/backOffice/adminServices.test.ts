import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { services, userServicePrices } from '../../src/db/schema.js';
import { SERVICE_DELETED, SERVICE_RETIRED } from '../../src/routes/adminServices.js';
import { unbalancedUsers } from '../helpers/ledger.js';
import { createTestApp, type TestApp, type TestUser } from '../helpers/testApp.js';
import { insertCategory, insertChargedOrder, insertService } from './fixtures.js';

let t: TestApp;
let admin: TestUser;
let categoryId: number;
beforeAll(async () => {
  t = await createTestApp();
  admin = await t.createUser({ admin: true });
  categoryId = await insertCategory(t.db, 'Apple');
});
afterAll(() => t.close());

const create = (payload: Record<string, unknown>) =>
  admin.inject({ method: 'POST', url: '/api/admin_services', payload });

describe('POST /api/admin_services', () => {
  it('creates a service with its category, cost 0, tier none and no details by default', async () => {
    const res = await create({ name: 'iPhone Clean', price: '25.5', category_id: categoryId });
    expect(res.statusCode).toBe(201);
    expect(res.json().data).toEqual({
      id: expect.any(Number),
      name: 'iPhone Clean',
      price: 25.5,
      cost: 0,
      tier: 'none',
      active: true,
      category: { id: categoryId, name: 'Apple' },
      category_id: categoryId,
      description: '',
      delivery_time: '',
      fields: [],
    });
  });

  it('takes cost and tier', async () => {
    const res = await create({
      name: 'Premium',
      price: 60,
      cost: 42.25,
      tier: 'premium',
      category_id: String(categoryId),
    });
    expect(res.statusCode).toBe(201);
    expect(res.json().data).toMatchObject({ price: 60, cost: 42.25, tier: 'premium' });
  });

  it('answers 422 with a message for each missing field', async () => {
    const res = await create({});
    expect(res.statusCode).toBe(422);
    expect(res.json().errors).toEqual({
      name: ['The name field is required.'],
      price: ['The price field is required.'],
      category_id: ['The category id field is required.'],
    });
  });

  it('answers 422 with a message for each field left blank, as the form sends them, all at once', async () => {
    const res = await create({ name: '', price: '', category_id: '' });
    expect(res.statusCode).toBe(422);
    expect(res.json().errors).toEqual({
      name: ['The name field is required.'],
      price: ['The price field is required.'],
      category_id: ['The category id field is required.'],
    });
  });

  it('names a too long name, description and delivery time beside a wrong price', async () => {
    const res = await create({
      name: 'n'.repeat(256),
      price: 'ten',
      category_id: categoryId,
      description: 'd'.repeat(5001),
      delivery_time: 't'.repeat(101),
    });
    expect(res.statusCode).toBe(422);
    expect(Object.keys(res.json().errors).sort()).toEqual([
      'delivery_time',
      'description',
      'name',
      'price',
    ]);
    expect(res.json().errors.name).toEqual([
      'The name field must not be greater than 255 characters.',
    ]);
  });

  it('refuses a negative price, three decimals, a bad cost, an unknown tier and an unknown category', async () => {
    const res = await create({
      name: 'X',
      price: -1,
      cost: '1.234',
      tier: 'gold',
      category_id: 999999,
    });
    expect(res.statusCode).toBe(422);
    expect(res.json().errors).toEqual({
      price: ['The price field must be at least 0.'],
      cost: ['The cost field must have at most 2 decimal places.'],
      tier: ['The selected tier is invalid.'],
      category_id: ['The selected category id is invalid.'],
    });
  });

  it('refuses a price that is not a number', async () => {
    const res = await create({ name: 'X', price: 'ten', category_id: categoryId });
    expect(res.statusCode).toBe(422);
    expect(res.json().errors).toEqual({ price: ['The price field must be a number.'] });
  });
});

describe('GET /api/admin_services', () => {
  it('lists services on sale with their category, and retired ones only when asked', async () => {
    const retired = await insertService(t.db, { categoryId, name: 'Old one', active: false });
    const res = await admin.inject({ method: 'GET', url: '/api/admin_services' });
    expect(res.statusCode).toBe(200);
    const ids = res.json().data.map((s: { id: number }) => s.id);
    expect(ids).not.toContain(retired);
    expect(res.json().data[0].category).toEqual({ id: categoryId, name: 'Apple' });
    const all = await admin.inject({ method: 'GET', url: '/api/admin_services?with_retired=true' });
    expect(all.json().data.map((s: { id: number }) => s.id)).toContain(retired);
  });

  it('lists retired ones with with_retired=1 too, as the client sends a filter that is on', async () => {
    const retired = await insertService(t.db, { categoryId, name: 'Older one', active: false });
    const all = await admin.inject({ method: 'GET', url: '/api/admin_services?with_retired=1' });
    expect(all.statusCode).toBe(200);
    expect(all.json().data.map((s: { id: number }) => s.id)).toContain(retired);
    const off = await admin.inject({ method: 'GET', url: '/api/admin_services?with_retired=0' });
    expect(off.json().data.map((s: { id: number }) => s.id)).not.toContain(retired);
  });
});

describe('PATCH /api/admin_services/{id}', () => {
  it('changes name, price and category together, as the spec sends them', async () => {
    const id = await insertService(t.db, { categoryId });
    const other = await insertCategory(t.db, 'Samsung');
    const res = await admin.inject({
      method: 'PATCH',
      url: `/api/admin_services/${id}`,
      payload: { name: 'Renamed', price: 12.5, category_id: other },
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toMatchObject({
      id,
      name: 'Renamed',
      price: 12.5,
      category: { id: other, name: 'Samsung' },
    });
  });

  it('changes only cost and tier when only they are sent', async () => {
    const id = await insertService(t.db, { categoryId, name: 'Keep', price: '9.00' });
    const res = await admin.inject({
      method: 'PATCH',
      url: `/api/admin_services/${id}`,
      payload: { cost: 4, tier: 'base' },
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toMatchObject({ name: 'Keep', price: 9, cost: 4, tier: 'base' });
  });

  it('answers 422 for an invalid price', async () => {
    const id = await insertService(t.db, { categoryId });
    const res = await admin.inject({
      method: 'PATCH',
      url: `/api/admin_services/${id}`,
      payload: { price: null },
    });
    expect(res.statusCode).toBe(422);
    expect(res.json().errors).toEqual({ price: ['The price field is required.'] });
  });

  it('answers 404 for an unknown or retired service', async () => {
    const retired = await insertService(t.db, { categoryId, active: false });
    for (const id of [retired, 999999]) {
      const res = await admin.inject({
        method: 'PATCH',
        url: `/api/admin_services/${id}`,
        payload: { name: 'X' },
      });
      expect(res.statusCode).toBe(404);
      expect(res.json()).toEqual({ message: 'Service not found.' });
    }
  });
});

describe('DELETE /api/admin_services/{id}', () => {
  it('deletes a service without orders, with the prices set for it, and says so', async () => {
    const id = await insertService(t.db, { categoryId });
    const customer = await t.createUser();
    await t.db
      .insert(userServicePrices)
      .values({ userId: customer.id, serviceId: id, price: '3.00' });
    const res = await admin.inject({ method: 'DELETE', url: `/api/admin_services/${id}` });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      outcome: 'deleted',
      message: SERVICE_DELETED,
      data: { id },
    });
    expect(await t.db.select().from(services).where(eq(services.id, id))).toEqual([]);
  });

  it('retires a service with orders, keeps its orders, and says so', async () => {
    const id = await insertService(t.db, { categoryId, price: '10.00' });
    const customer = await t.createUser({ credits: '20.00' });
    await insertChargedOrder(t.db, { userId: customer.id, serviceId: id, price: '10.00' });
    const res = await admin.inject({ method: 'DELETE', url: `/api/admin_services/${id}` });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      outcome: 'retired',
      message: SERVICE_RETIRED,
      data: { id, active: false },
    });
    const [row] = await t.db.select().from(services).where(eq(services.id, id));
    expect(row?.active).toBe(false);
    const orders = await admin.inject({
      method: 'GET',
      url: `/api/admin_orders_by_user/${customer.id}`,
    });
    expect(orders.json().data).toHaveLength(1);
    expect(await unbalancedUsers(t.db)).toEqual([]);
  });

  it('answers 404 for an unknown service and for one already retired', async () => {
    const retired = await insertService(t.db, { categoryId, active: false });
    for (const id of [retired, 999999]) {
      const res = await admin.inject({ method: 'DELETE', url: `/api/admin_services/${id}` });
      expect(res.statusCode).toBe(404);
    }
  });
});
