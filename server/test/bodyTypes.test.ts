import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { orders, users } from '../src/db/schema.js';
import { placeOrders } from '../src/domain/orders/index.js';
import { createService, orderRow, validImei } from './helpers/orderFixtures.js';
import { createTestApp, type TestApp, type TestUser } from './helpers/testApp.js';

let t: TestApp;
let admin: TestUser;
let customer: TestUser;
let firstService: number;
let secondService: number;
beforeAll(async () => {
  t = await createTestApp();
  admin = await t.createUser({ admin: true });
  customer = await t.createUser({ credits: '100.00' });
  firstService = (await createService(t.db, { price: '1.00' })).id;
  secondService = (await createService(t.db, { price: '2.00' })).id;
});
afterAll(() => t.close());

const creditsOf = async (userId: number) =>
  (await t.db.select({ credits: users.credits }).from(users).where(eq(users.id, userId)))[0]
    ?.credits;

const ordersOf = async (userId: number) =>
  (await t.db.select({ id: orders.id }).from(orders).where(eq(orders.userId, userId))).length;

describe('a body is taken as sent, or read as Laravel reads form input', () => {
  it('refuses true as a service id, and charges nothing (it was service 1)', async () => {
    const before = await creditsOf(customer.id);
    const res = await customer.inject({
      method: 'POST',
      url: '/api/orders',
      payload: { imei: validImei(), service_id: true },
    });
    expect(res.statusCode).toBe(422);
    expect(res.json().errors).toEqual({ service_id: ['The service id field must be an integer.'] });
    expect(await creditsOf(customer.id)).toBe(before);
  });

  it('refuses a service id in a one-item array', async () => {
    const placedBefore = await ordersOf(customer.id);
    const res = await customer.inject({
      method: 'POST',
      url: '/api/orders',
      payload: { imei: validImei(), service_id: [String(secondService)] },
    });
    expect(res.statusCode).toBe(422);
    expect(res.json().errors.service_id).toEqual(['The service id field must be an integer.']);
    expect(await ordersOf(customer.id)).toBe(placedBefore);
  });

  it('still takes a service id written as text, as a form sends it', async () => {
    const res = await customer.inject({
      method: 'POST',
      url: '/api/orders',
      payload: { imei: validImei(), service_id: String(secondService) },
    });
    expect(res.statusCode).toBe(201);
    const [placed] = res.json().data as { id: number }[];
    expect((await orderRow(t.db, placed?.id ?? 0))?.serviceId).toBe(secondService);
  });

  it.each([12, true, ['Apple']])('refuses %j as a category name', async (name) => {
    const res = await admin.inject({ method: 'POST', url: '/api/categories', payload: { name } });
    expect(res.statusCode).toBe(422);
    expect(res.json().errors).toEqual({ name: ['The name field must be a string.'] });
  });

  it('refuses null for a switch instead of turning it off', async () => {
    const res = await customer.inject({
      method: 'PATCH',
      url: '/api/profile',
      payload: { notify_orders: null },
    });
    expect(res.statusCode).toBe(422);
    expect(res.json().errors).toEqual({
      notify_orders: ['The notify orders field must be a boolean.'],
    });
  });

  it.each(['true', 1, 0])('reads %j as a switch', async (value) => {
    const res = await customer.inject({
      method: 'PATCH',
      url: '/api/profile',
      payload: { notify_orders: value },
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().user.notify_orders).toBe(value !== 0);
  });

  it('refuses a bulk reply whose dry run is null, and rejects nothing (it ran for real)', async () => {
    const placed = await placeOrders(t.db, {
      userId: customer.id,
      serviceId: firstService,
      imeis: [validImei()],
      source: 'web',
    });
    const order = placed.orders[0];
    const res = await admin.inject({
      method: 'POST',
      url: '/api/admin_orders_bulk_reply',
      payload: { lines: `${order?.imei} no`, action: 'reject', dry_run: null },
    });
    expect(res.statusCode).toBe(422);
    expect(res.json().errors).toEqual({ dry_run: ['The dry run field must be a boolean.'] });
    expect((await orderRow(t.db, order?.id ?? 0))?.status).toBe(1);
  });

  it('reads no body as an empty one, naming the required fields', async () => {
    const res = await customer.inject({ method: 'POST', url: '/api/orders' });
    expect(res.statusCode).toBe(422);
    expect(Object.keys(res.json().errors).sort()).toEqual(['imei', 'service_id']);
  });

  it('takes an empty body sent as JSON as no body (it was a 400 without errors)', async () => {
    const json = { 'content-type': 'application/json' };
    const order = await customer.inject({
      method: 'POST',
      url: '/api/orders',
      headers: json,
      payload: '',
    });
    expect(order.statusCode).toBe(422);
    expect(Object.keys(order.json().errors).sort()).toEqual(['imei', 'service_id']);
    const session = await t.createUser();
    const signOut = await session.inject({
      method: 'POST',
      url: '/api/logout',
      headers: json,
      payload: '',
    });
    expect(signOut.statusCode).toBe(204);
  });

  it('names every field sent with a wrong type, and only those', async () => {
    const res = await customer.inject({
      method: 'POST',
      url: '/api/orders',
      payload: { imei: 356938035643809, service_id: '7' },
    });
    expect(res.statusCode).toBe(422);
    expect(res.json().errors).toEqual({ imei: ['The imei field must be a string.'] });
  });

  it('names a field sent as null by its own type, not by what coercion made of it (it said fields.0)', async () => {
    const res = await admin.inject({
      method: 'PATCH',
      url: `/api/admin_services/${firstService}`,
      payload: { fields: null, price: '3.50' },
    });
    expect(res.statusCode).toBe(422);
    expect(res.json().errors).toEqual({ fields: ['The fields field must be an array.'] });
  });
});
