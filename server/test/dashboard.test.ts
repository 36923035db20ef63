import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTieredServices, insertOrder, type TierName } from './helpers/statsFixtures.js';
import { createTestApp, type TestApp, type TestUser } from './helpers/testApp.js';

let t: TestApp;
let admin: TestUser;
let customer: TestUser;
let service: Record<TierName, number>;

const DAY_MS = 86_400_000;

beforeAll(async () => {
  t = await createTestApp({ timezone: 'UTC' });
  admin = await t.createUser({ admin: true });
  customer = await t.createUser();
  service = await createTieredServices(t.db, '3.00');
  const now = Date.now();
  await insertOrder(t.db, {
    userId: customer.id,
    serviceId: service.premium,
    status: 4,
    answeredAt: new Date(now),
    price: '10.00',
    cost: '3.00',
  });
  await insertOrder(t.db, {
    userId: customer.id,
    serviceId: service.clean,
    status: 3,
    answeredAt: new Date(now),
  });
  await insertOrder(t.db, {
    userId: customer.id,
    serviceId: service.base,
    status: 4,
    answeredAt: new Date(now - 40 * DAY_MS),
    price: '10.00',
    cost: '3.00',
  });
  await insertOrder(t.db, { userId: customer.id, serviceId: service.base, status: 1 });
});
afterAll(() => t.close());

const PERIOD_FIELDS = [
  'orderSuccess',
  'orderSuccessClean',
  'orderSuccessBase',
  'orderSuccessPremium',
  'orderRejected',
  'gananciaTotal',
  'gananciaClean',
  'gananciaBase',
  'gananciaPremium',
];

describe('GET /api/admin_dashboard', () => {
  it('answers the four periods, each with exactly the nine figures as numbers', async () => {
    const res = await admin.inject({ method: 'GET', url: '/api/admin_dashboard' });
    expect(res.statusCode).toBe(200);
    const { data } = res.json();
    expect(Object.keys(data).sort()).toEqual([
      'monthOrders',
      'totalOrders',
      'weekOrders',
      'yesterdayOrders',
    ]);
    for (const period of Object.values(data) as Record<string, unknown>[]) {
      expect(Object.keys(period).sort()).toEqual([...PERIOD_FIELDS].sort());
      for (const value of Object.values(period)) expect(typeof value).toBe('number');
    }
  });

  it('counts today’s answered orders with their tier and profit', async () => {
    const { data } = (await admin.inject({ method: 'GET', url: '/api/admin_dashboard' })).json();
    expect(data.totalOrders).toEqual({
      orderSuccess: 1,
      orderSuccessClean: 0,
      orderSuccessBase: 0,
      orderSuccessPremium: 1,
      orderRejected: 1,
      gananciaTotal: 7,
      gananciaClean: 0,
      gananciaBase: 0,
      gananciaPremium: 7,
    });
    expect(data.monthOrders.orderSuccessBase).toBe(0);
  });

  it('answers 401 without a token', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/admin_dashboard' });
    expect(res.statusCode).toBe(401);
    expect(res.json()).toEqual({ message: 'Unauthenticated.' });
  });

  it('answers 403 to a customer', async () => {
    const res = await customer.inject({ method: 'GET', url: '/api/admin_dashboard' });
    expect(res.statusCode).toBe(403);
    expect(res.json()).toEqual({ message: 'This action is unauthorized.' });
  });
});

describe('GET /api/admin_dashboard/daily', () => {
  it('answers the last 30 days oldest first, today last, empty days as zeros', async () => {
    const res = await admin.inject({ method: 'GET', url: '/api/admin_dashboard/daily' });
    expect(res.statusCode).toBe(200);
    const { data } = res.json();
    expect(data).toHaveLength(30);
    expect(data[29]).toEqual({
      date: new Date().toISOString().slice(0, 10),
      completed: 1,
      rejected: 1,
      profit: 7,
    });
    expect(data[0].date).toBe(new Date(Date.now() - 29 * DAY_MS).toISOString().slice(0, 10));
    expect(
      data
        .slice(0, 29)
        .every(
          (day: { completed: number; rejected: number; profit: number }) =>
            day.completed === 0 && day.rejected === 0 && day.profit === 0,
        ),
    ).toBe(true);
  });

  it('reaches back as many days as asked', async () => {
    const res = await admin.inject({ method: 'GET', url: '/api/admin_dashboard/daily?days=45' });
    const { data } = res.json();
    expect(data).toHaveLength(45);
    expect(data[4]).toMatchObject({ completed: 1, profit: 7 });
  });

  it('refuses a number of days out of range with 422', async () => {
    for (const days of ['0', '367', 'many']) {
      const res = await admin.inject({
        method: 'GET',
        url: `/api/admin_dashboard/daily?days=${days}`,
      });
      expect(res.statusCode).toBe(422);
      expect(res.json().errors).toHaveProperty('days');
    }
  });

  it('answers 401 without a token and 403 to a customer', async () => {
    expect(
      (await t.app.inject({ method: 'GET', url: '/api/admin_dashboard/daily' })).statusCode,
    ).toBe(401);
    expect(
      (await customer.inject({ method: 'GET', url: '/api/admin_dashboard/daily' })).statusCode,
    ).toBe(403);
  });
});
