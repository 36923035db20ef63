import { count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { userServicePrices } from '../../src/db/schema.js';
import { pricedServiceFor } from '../../src/domain/prices.js';
import { createTestApp, type TestApp, type TestUser } from '../helpers/testApp.js';
import { insertCategory, insertService } from './fixtures.js';

let t: TestApp;
let admin: TestUser;
let customer: TestUser;
let cheap: number;
let dear: number;
let retired: number;
beforeAll(async () => {
  t = await createTestApp();
  admin = await t.createUser({ admin: true });
  customer = await t.createUser();
  const apple = await insertCategory(t.db, 'Apple');
  const samsung = await insertCategory(t.db, 'Samsung');
  dear = await insertService(t.db, { categoryId: samsung, name: 'Samsung FRP', price: '12.00' });
  cheap = await insertService(t.db, { categoryId: apple, name: 'iPhone Clean', price: '25.00' });
  retired = await insertService(t.db, {
    categoryId: apple,
    name: 'Old',
    price: '1.00',
    active: false,
  });
});
afterAll(() => t.close());

const pricesOf = (userId: number, query = '') =>
  admin.inject({ method: 'GET', url: `/api/admin_services_price_by_user/${userId}${query}` });
const setPrice = (id: string, price: unknown) =>
  admin.inject({ method: 'PATCH', url: `/api/user_service_price/${id}`, payload: { id, price } });
const storedRows = async () => (await t.db.select({ n: count() }).from(userServicePrices))[0]?.n;

describe('GET /api/admin_services_price_by_user/{userId}', () => {
  it('lists every active service at its list price, in catalogue order, storing nothing', async () => {
    const res = await pricesOf(customer.id);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ total: 2, current_page: 1 });
    expect(res.json().data).toEqual([
      {
        id: `${customer.id}-${cheap}`,
        price: 25,
        list_price: 25,
        custom: false,
        user_id: customer.id,
        service_id: cheap,
        service: { id: cheap, name: 'iPhone Clean', category: { name: 'Apple' } },
      },
      expect.objectContaining({ id: `${customer.id}-${dear}`, price: 12, custom: false }),
    ]);
    expect(res.json().data.map((r: { service_id: number }) => r.service_id)).not.toContain(retired);
    expect(await storedRows()).toBe(0);
  });

  it('pages with Laravel links', async () => {
    const res = await pricesOf(customer.id, '?per_page=1&page=2');
    expect(res.json()).toMatchObject({ total: 2, last_page: 2, current_page: 2 });
    expect(res.json().data[0].service_id).toBe(dear);
  });

  it('answers 404 for an unknown user', async () => {
    const res = await pricesOf(999999);
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({ message: 'User not found.' });
  });
});

describe('PATCH /api/user_service_price/{id}', () => {
  it("sets this customer's price, which the order form then charges, and no one else's", async () => {
    const other = await t.createUser();
    const res = await setPrice(`${customer.id}-${cheap}`, '19.99');
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toMatchObject({
      id: `${customer.id}-${cheap}`,
      price: 19.99,
      list_price: 25,
      custom: true,
    });
    expect((await pricedServiceFor(t.db, customer.id, cheap))?.price).toBe('19.99');
    expect((await pricedServiceFor(t.db, other.id, cheap))?.price).toBe('25.00');
    const list = await pricesOf(customer.id);
    expect(list.json().data[0]).toMatchObject({ price: 19.99, custom: true });
  });

  it('updates the same row when the price changes again', async () => {
    const user = await t.createUser();
    await setPrice(`${user.id}-${dear}`, 10);
    const res = await setPrice(`${user.id}-${dear}`, 9);
    expect(res.json().data.price).toBe(9);
    const rows = await t.db
      .select()
      .from(userServicePrices)
      .where(eq(userServicePrices.userId, user.id));
    expect(rows).toHaveLength(1);
  });

  it('removes the stored row when the price goes back to the list price', async () => {
    const user = await t.createUser();
    await setPrice(`${user.id}-${dear}`, 10);
    const res = await setPrice(`${user.id}-${dear}`, '12');
    expect(res.json().data).toMatchObject({ price: 12, custom: false });
    expect(
      await t.db.select().from(userServicePrices).where(eq(userServicePrices.userId, user.id)),
    ).toEqual([]);
  });

  it('keeps one row when two saves arrive at once', async () => {
    const user = await t.createUser();
    const results = await Promise.all([
      setPrice(`${user.id}-${cheap}`, 5),
      setPrice(`${user.id}-${cheap}`, 6),
    ]);
    expect(results.map((r) => r.statusCode)).toEqual([200, 200]);
    const rows = await t.db
      .select()
      .from(userServicePrices)
      .where(eq(userServicePrices.userId, user.id));
    expect(rows).toHaveLength(1);
  });

  it.each([
    [-1, 'The price field must be at least 0.'],
    [1.234, 'The price field must have at most 2 decimal places.'],
    ['', 'The price field is required.'],
    ['cheap', 'The price field must be a number.'],
  ])('refuses price %j: %s', async (price, message) => {
    const res = await setPrice(`${customer.id}-${dear}`, price);
    expect(res.statusCode).toBe(422);
    expect(res.json().errors).toEqual({ price: [message] });
  });

  it('accepts a price of 0', async () => {
    const user = await t.createUser();
    const res = await setPrice(`${user.id}-${dear}`, 0);
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toMatchObject({ price: 0, custom: true });
  });

  it('refuses a body id that does not match the address', async () => {
    const res = await admin.inject({
      method: 'PATCH',
      url: `/api/user_service_price/${customer.id}-${dear}`,
      payload: { id: `${customer.id}-${cheap}`, price: 3 },
    });
    expect(res.statusCode).toBe(422);
    expect(res.json().errors).toEqual({ id: ['The id field must match the address.'] });
  });

  it('answers 404 for an unknown user, an unknown or retired service, and a malformed id', async () => {
    for (const id of [
      `999999-${cheap}`,
      `${customer.id}-999999`,
      `${customer.id}-${retired}`,
      'abc',
      '7',
    ]) {
      const res = await setPrice(id, 3);
      expect(res.statusCode).toBe(404);
      expect(res.json()).toEqual({ message: 'Price not found.' });
    }
  });
});
