import type { HTTPMethods } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp, type TestUser } from '../helpers/testApp.js';

let t: TestApp;
let customer: TestUser;
beforeAll(async () => {
  t = await createTestApp();
  customer = await t.createUser({ credits: '5.00' });
});
afterAll(() => t.close());

interface Endpoint {
  method: HTTPMethods;
  url: string;
  payload?: Record<string, unknown>;
}

/** Every admin endpoint, with a body that would be valid for an admin. */
const ENDPOINTS: Endpoint[] = [
  { method: 'GET', url: '/api/categories' },
  { method: 'POST', url: '/api/categories', payload: { name: 'Apple' } },
  { method: 'PATCH', url: '/api/categories/1', payload: { name: 'Apple' } },
  { method: 'DELETE', url: '/api/categories/1' },
  { method: 'GET', url: '/api/admin_services' },
  { method: 'POST', url: '/api/admin_services', payload: { name: 'S', price: 1, category_id: 1 } },
  {
    method: 'PATCH',
    url: '/api/admin_services/1',
    payload: { name: 'S', price: 1, category_id: 1 },
  },
  { method: 'DELETE', url: '/api/admin_services/1' },
  { method: 'GET', url: '/api/admin_users' },
  {
    method: 'POST',
    url: '/api/admin_users',
    payload: {
      name: 'N',
      email: 'n@example.com',
      password: 'long-enough',
      c_password: 'long-enough',
    },
  },
  { method: 'GET', url: '/api/admin_users/1' },
  { method: 'PATCH', url: '/api/admin_users/1', payload: { credits: 10 } },
  { method: 'DELETE', url: '/api/admin_users/1' },
  { method: 'GET', url: '/api/admin_services_price_by_user/1' },
  { method: 'PATCH', url: '/api/user_service_price/1-1', payload: { id: '1-1', price: 1 } },
  { method: 'GET', url: '/api/admin_bills' },
  { method: 'PATCH', url: '/api/admin_bills/1', payload: { status: false } },
  { method: 'GET', url: '/api/admin_orders_by_user/1' },
  { method: 'GET', url: '/api/admin_orders_pending' },
  { method: 'PATCH', url: '/api/admin_orders_pending/1', payload: { status: 3 } },
  { method: 'GET', url: '/api/admin_orders_history' },
  { method: 'GET', url: '/api/admin_filter_orders' },
  { method: 'GET', url: '/api/admin_dashboard' },
  { method: 'GET', url: '/api/admin_dashboard/daily' },
];

/** Every endpoint of a signed-in customer (admins may call them too). */
const CUSTOMER_ENDPOINTS: Endpoint[] = [
  { method: 'GET', url: '/api/services' },
  { method: 'POST', url: '/api/orders', payload: { service_id: 1, imei: '356938035643809' } },
  { method: 'GET', url: '/api/orders' },
  { method: 'GET', url: '/api/user_filter_orders' },
  { method: 'GET', url: '/api/bills' },
  { method: 'GET', url: '/api/profile' },
  { method: 'POST', url: '/api/logout' },
];

describe('admin access', () => {
  it.each(ENDPOINTS)('$method $url answers 401 without a token', async (endpoint) => {
    const res = await t.app.inject(endpoint);
    expect(res.statusCode).toBe(401);
    expect(res.json()).toEqual({ message: 'Unauthenticated.' });
  });

  it.each(ENDPOINTS)('$method $url answers 401 with an unknown token', async (endpoint) => {
    const res = await t.app.inject({
      ...endpoint,
      headers: { authorization: 'Bearer not-a-token-of-anyone-at-all-0123456789' },
    });
    expect(res.statusCode).toBe(401);
  });

  it.each(ENDPOINTS)(
    '$method $url answers 403 to a customer and changes nothing',
    async (endpoint) => {
      const res = await customer.inject(endpoint);
      expect(res.statusCode).toBe(403);
      expect(res.json()).toEqual({ message: 'This action is unauthorized.' });
      const profile = await customer.inject({ method: 'GET', url: '/api/profile' });
      expect(profile.json().user.credits).toBe(5);
    },
  );
});

describe('customer access', () => {
  it.each(CUSTOMER_ENDPOINTS)('$method $url answers 401 without a token', async (endpoint) => {
    const res = await t.app.inject(endpoint);
    expect(res.statusCode).toBe(401);
    expect(res.json()).toEqual({ message: 'Unauthenticated.' });
  });

  it.each(CUSTOMER_ENDPOINTS)(
    '$method $url answers 401 with an unknown token',
    async (endpoint) => {
      const res = await t.app.inject({
        ...endpoint,
        headers: { authorization: 'Bearer not-a-token-of-anyone-at-all-0123456789' },
      });
      expect(res.statusCode).toBe(401);
    },
  );

  it.each(CUSTOMER_ENDPOINTS.filter((endpoint) => endpoint.method === 'GET'))(
    '$method $url answers a signed-in customer',
    async (endpoint) => {
      const res = await customer.inject(endpoint);
      expect(res.statusCode).toBe(200);
    },
  );
});
