import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { categories, services } from '../../src/db/schema.js';
import { createService, validImei } from '../helpers/orderFixtures.js';
import { createTestApp, type TestApp, type TestUser } from '../helpers/testApp.js';

/** The largest value of PostgreSQL's `integer`, the type of services.id. */
const LARGEST_ID = 2_147_483_647;

const REFUSED = {
  message: 'The service id field format is invalid.',
  errors: { service_id: ['The service id field format is invalid.'] },
};

let t: TestApp;
let customer: TestUser;
let admin: TestUser;
let serviceId: number;
let serviceImei: string;
let largestImei: string;
beforeAll(async () => {
  t = await createTestApp();
  customer = await t.createUser({ credits: '100.00' });
  admin = await t.createUser({ admin: true });
  serviceId = (await createService(t.db, { price: '5.00' })).id;
  const [category] = await t.db.insert(categories).values({ name: 'Largest id' }).returning();
  await t.db.insert(services).values({
    id: LARGEST_ID,
    name: 'Service with the largest id',
    price: '5.00',
    cost: '1.00',
    categoryId: category?.id ?? 0,
  });
  serviceImei = validImei();
  largestImei = validImei();
  for (const [id, imei] of [
    [serviceId, serviceImei],
    [LARGEST_ID, largestImei],
  ] as const) {
    const placed = await customer.inject({
      method: 'POST',
      url: '/api/orders',
      payload: { imei, service_id: id },
    });
    expect(placed.statusCode).toBe(201);
  }
});
afterAll(() => t.close());

const imeisOf = (body: { data: { imei: string }[] }) => body.data.map((order) => order.imei);

describe('the service_id filter of the order lists', () => {
  it('refuses a service_id beyond the integer range on GET /api/user_filter_orders with a 422', async () => {
    for (const id of ['9999999999', String(LARGEST_ID + 1)]) {
      const res = await customer.inject({
        method: 'GET',
        url: `/api/user_filter_orders?service_id=${id}`,
      });
      expect(res.statusCode).toBe(422);
      expect(res.json()).toEqual(REFUSED);
    }
  });

  it('refuses a service_id beyond the integer range on GET /api/orders with a 422', async () => {
    const res = await customer.inject({ method: 'GET', url: '/api/orders?service_id=9999999999' });
    expect(res.statusCode).toBe(422);
    expect(res.json()).toEqual(REFUSED);
  });

  it('refuses a service_id beyond the integer range on the admin order lists with a 422', async () => {
    for (const list of ['admin_filter_orders', 'admin_orders_pending', 'admin_orders_history']) {
      const res = await admin.inject({ method: 'GET', url: `/api/${list}?service_id=9999999999` });
      expect(res.statusCode).toBe(422);
      expect(res.json()).toEqual(REFUSED);
    }
  });

  it('lists the orders of the service with the largest integer id', async () => {
    const res = await customer.inject({
      method: 'GET',
      url: `/api/user_filter_orders?service_id=${LARGEST_ID}`,
    });
    expect(res.statusCode).toBe(200);
    expect(imeisOf(res.json())).toEqual([largestImei]);
  });

  it('still reads a service_id with leading zeros as the id', async () => {
    const res = await admin.inject({
      method: 'GET',
      url: `/api/admin_filter_orders?service_id=${String(serviceId).padStart(10, '0')}`,
    });
    expect(res.statusCode).toBe(200);
    expect(imeisOf(res.json())).toEqual([serviceImei]);
  });

  it('still refuses a service_id of 11 digits, even one of value 0', async () => {
    const res = await customer.inject({
      method: 'GET',
      url: '/api/user_filter_orders?service_id=00000000000',
    });
    expect(res.statusCode).toBe(422);
    expect(res.json()).toEqual(REFUSED);
  });

  it('still lists every service for an empty service_id', async () => {
    const res = await customer.inject({
      method: 'GET',
      url: '/api/user_filter_orders?service_id=',
    });
    expect(res.statusCode).toBe(200);
    expect(imeisOf(res.json()).sort()).toEqual([serviceImei, largestImei].sort());
  });
});
