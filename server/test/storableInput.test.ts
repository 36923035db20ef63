import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp, type TestUser } from './helpers/testApp.js';

let t: TestApp;
let admin: TestUser;
let customer: TestUser;
beforeAll(async () => {
  t = await createTestApp();
  admin = await t.createUser({ admin: true });
  customer = await t.createUser({ credits: '10.00' });
});
afterAll(() => t.close());

describe('input no column can store is a 422 naming the field', () => {
  it('refuses a NUL character in a body field', async () => {
    const res = await admin.inject({
      method: 'POST',
      url: '/api/categories',
      payload: { name: '\u0000' },
    });
    expect(res.statusCode).toBe(422);
    expect(res.json()).toEqual({
      message: 'The name field must not contain a NUL character.',
      errors: { name: ['The name field must not contain a NUL character.'] },
    });
  });

  it('refuses a NUL character in a query', async () => {
    const res = await customer.inject({ method: 'GET', url: '/api/user_filter_orders?imei=%00' });
    expect(res.statusCode).toBe(422);
    expect(res.json().errors.imei).toEqual(['The imei field must not contain a NUL character.']);
  });

  it.each(['Infinity', '1e309', '-1e309'])(
    'refuses %s as a page, a count of days or an id',
    async (value) => {
      for (const [url, field] of [
        [`/api/admin_users?page=${value}`, 'page'],
        [`/api/admin_users?per_page=${value}`, 'per_page'],
        [`/api/admin_dashboard/daily?days=${value}`, 'days'],
        [`/api/admin_filter_orders?service_id=${value}`, 'service_id'],
        [`/api/admin_users/${value}`, 'id'],
      ] as const) {
        const res = await admin.inject({ method: 'GET', url });
        expect(res.statusCode, url).toBe(422);
        expect(res.json().errors[field], url).toEqual([
          `The ${field.replace(/_/g, ' ')} field must be a finite number.`,
        ]);
      }
      const order = await customer.inject({
        method: 'POST',
        url: '/api/orders',
        payload: { imei: '356938035643809', service_id: value },
      });
      expect(order.statusCode).toBe(422);
      expect(order.json().errors.service_id).toEqual([
        'The service id field must be a finite number.',
      ]);
    },
  );

  it('refuses a lone surrogate in a name (it was stored as U+FFFD)', async () => {
    const res = await admin.inject({
      method: 'POST',
      url: '/api/categories',
      payload: { name: 'Apple \ud800' },
    });
    expect(res.statusCode).toBe(422);
    expect(res.json().errors).toEqual({ name: ['The name field must be valid Unicode text.'] });
  });

  it('refuses a lone surrogate in an order’s field, value or key, and charges nothing (it was a 500)', async () => {
    for (const fields of [{ note: 'x\udc00y' }, { 'n\ud800': 'x' }]) {
      const res = await customer.inject({
        method: 'POST',
        url: '/api/orders',
        payload: { imei: '356938035643809', service_id: 1, fields },
      });
      expect(res.statusCode).toBe(422);
      expect(Object.values(res.json().errors).flat()).toEqual([
        expect.stringMatching(/field must be valid Unicode text\.$/),
      ]);
    }
  });

  it('refuses an email that lower-casing makes longer than the column', async () => {
    const res = await admin.inject({
      method: 'PATCH',
      url: `/api/admin_users/${customer.id}`,
      payload: { name: 'Longer', email: `${'İ'.repeat(240)}@example.com` },
    });
    expect(res.statusCode).toBe(422);
    expect(res.json().errors.email).toContain(
      'The email field must not be greater than 255 characters.',
    );
  });
});
