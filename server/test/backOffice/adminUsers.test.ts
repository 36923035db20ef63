import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { accessTokens, users } from '../../src/db/schema.js';
import { CANNOT_DEACTIVATE_SELF } from '../../src/domain/backOffice/customers.js';
import { USER_ALREADY_DEACTIVATED, USER_DEACTIVATED } from '../../src/routes/adminUsers.js';
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

describe('GET /api/admin_users', () => {
  it('pages the accounts newest first with Laravel links, without api keys', async () => {
    for (let i = 0; i < 3; i += 1) await t.createUser();
    const res = await admin.inject({ method: 'GET', url: '/api/admin_users?per_page=2&page=2' });
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body).toMatchObject({ current_page: 2, per_page: 2, total: 4, last_page: 2 });
    expect(body.prev_page_url).toBe('http://shop.test/api/admin_users?per_page=2&page=1');
    expect(body.next_page_url).toBeNull();
    const first = await admin.inject({ method: 'GET', url: '/api/admin_users?per_page=2' });
    const ids = [...first.json().data, ...body.data].map((u: { id: number }) => u.id);
    expect(ids).toEqual([...ids].sort((a, b) => b - a));
    expect(ids).toContain(admin.id);
    expect(body.data[0]).toEqual({
      id: expect.any(Number),
      name: expect.any(String),
      email: expect.any(String),
      credits: expect.any(Number),
      admin: expect.any(Boolean),
      active: true,
      two_factor: false,
      created_at: expect.any(String),
      updated_at: expect.any(String),
    });
  });

  it('says which accounts sign in with a second factor', async () => {
    const guarded = await t.createUser();
    await t.db
      .update(users)
      .set({ totpSecret: 'JBSWY3DPEHPK3PXP' })
      .where(eq(users.id, guarded.id));
    const res = await admin.inject({ method: 'GET', url: '/api/admin_users?per_page=100' });
    const shown = res.json().data as { id: number; two_factor: boolean }[];
    expect(shown.find((u) => u.id === guarded.id)?.two_factor).toBe(true);
    expect(shown.find((u) => u.id === admin.id)?.two_factor).toBe(false);
  });

  it('writes the times as the account detail does: ISO 8601 in UTC, microseconds cut to milliseconds', async () => {
    const stamped = await t.createUser();
    await t.db
      .update(users)
      .set({
        createdAt: sql`'2026-03-04 05:06:07.891999+02'`,
        updatedAt: sql`'2026-12-31 23:59:59.999999+00'`,
      })
      .where(eq(users.id, stamped.id));
    const list = await admin.inject({ method: 'GET', url: '/api/admin_users?per_page=100' });
    const row = (list.json().data as { id: number }[]).find((u) => u.id === stamped.id);
    expect(row).toMatchObject({
      created_at: '2026-03-04T03:06:07.891Z',
      updated_at: '2026-12-31T23:59:59.999Z',
    });
    const detail = await admin.inject({ method: 'GET', url: `/api/admin_users/${stamped.id}` });
    expect(detail.json().data).toMatchObject({
      created_at: '2026-03-04T03:06:07.891Z',
      updated_at: '2026-12-31T23:59:59.999Z',
    });
  });

  it('answers 422 for a page that is not a number', async () => {
    const res = await admin.inject({ method: 'GET', url: '/api/admin_users?page=abc' });
    expect(res.statusCode).toBe(422);
    expect(res.json().errors.page).toBeDefined();
  });
});

const newUser = (overrides: Record<string, unknown> = {}) => ({
  name: 'Carla',
  email: `carla${Math.random().toString(36).slice(2)}@example.com`,
  password: 'long-enough',
  c_password: 'long-enough',
  ...overrides,
});

describe('POST /api/admin_users', () => {
  it('creates a customer who can sign in with that password', async () => {
    const payload = newUser({ email: 'Carla@Example.com', admin: true });
    const res = await admin.inject({ method: 'POST', url: '/api/admin_users', payload });
    expect(res.statusCode).toBe(201);
    expect(res.json().data).toMatchObject({
      name: 'Carla',
      email: 'carla@example.com',
      credits: 0,
      admin: false,
    });
    const login = await t.app.inject({
      method: 'POST',
      url: '/api/login',
      payload: { email: 'carla@example.com', password: 'long-enough' },
    });
    expect(login.statusCode).toBe(200);
  });

  it('answers 422 for each missing field', async () => {
    const res = await admin.inject({ method: 'POST', url: '/api/admin_users', payload: {} });
    expect(res.statusCode).toBe(422);
    expect(Object.keys(res.json().errors).sort()).toEqual([
      'c_password',
      'email',
      'name',
      'password',
    ]);
  });

  it('refuses a taken email, a short password and a wrong confirmation together', async () => {
    const payload = newUser({
      email: admin.email.toUpperCase(),
      password: 'short',
      c_password: 'other',
    });
    const res = await admin.inject({ method: 'POST', url: '/api/admin_users', payload });
    expect(res.statusCode).toBe(422);
    expect(res.json().errors).toEqual({
      email: ['The email has already been taken.'],
      password: ['The password field must be at least 8 characters.'],
      c_password: ['The password confirmation does not match.'],
    });
  });

  it('refuses an invalid email address', async () => {
    const res = await admin.inject({
      method: 'POST',
      url: '/api/admin_users',
      payload: newUser({ email: 'nope' }),
    });
    expect(res.statusCode).toBe(422);
    expect(res.json().errors).toEqual({
      email: ['The email field must be a valid email address.'],
    });
  });
});

describe('GET /api/admin_users/{id}', () => {
  it('answers the user with api key, credits, order and bill counts and the latest of each', async () => {
    const customer = await t.createUser({ credits: '30.00' });
    const categoryId = await insertCategory(t.db);
    const serviceId = await insertService(t.db, { categoryId, name: 'Clean', price: '4.00' });
    await insertChargedOrder(t.db, { userId: customer.id, serviceId, price: '4.00' });
    const res = await admin.inject({ method: 'GET', url: `/api/admin_users/${customer.id}` });
    expect(res.statusCode).toBe(200);
    const data = res.json().data;
    expect(data).toMatchObject({
      id: customer.id,
      email: customer.email,
      credits: 26,
      api_key: expect.stringMatching(/^[0-9A-F-]{20,}$/),
      orders_count: 1,
      bills_count: 1,
    });
    expect(data.orders).toEqual([
      {
        id: expect.any(Number),
        status: 1,
        price: 4,
        imei: expect.any(String),
        service: { name: 'Clean' },
        created_at: expect.any(String),
      },
    ]);
    expect(data.bills).toEqual([
      { id: expect.any(Number), amount: 30, status: true, created_at: expect.any(String) },
    ]);
    expect(await unbalancedUsers(t.db)).toEqual([]);
  });

  it('answers empty lists and zero counts for a new account', async () => {
    const customer = await t.createUser();
    const res = await admin.inject({ method: 'GET', url: `/api/admin_users/${customer.id}` });
    expect(res.json().data).toMatchObject({
      orders: [],
      bills: [],
      orders_count: 0,
      bills_count: 0,
    });
  });

  it('answers 404 for an unknown user', async () => {
    const res = await admin.inject({ method: 'GET', url: '/api/admin_users/999999' });
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({ message: 'User not found.' });
  });
});

describe('DELETE /api/admin_users/{id}', () => {
  it('deactivates the account: tokens revoked, api key replaced, credits kept, and says so', async () => {
    const customer = await t.createUser({ credits: '12.00' });
    const [before] = await t.db.select().from(users).where(eq(users.id, customer.id));
    const res = await admin.inject({ method: 'DELETE', url: `/api/admin_users/${customer.id}` });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      outcome: 'deactivated',
      message: USER_DEACTIVATED,
      data: { id: customer.id, active: false, credits: 12 },
    });
    const [after] = await t.db.select().from(users).where(eq(users.id, customer.id));
    expect(after?.apiKey).not.toBe(before?.apiKey);
    expect(
      await t.db.select().from(accessTokens).where(eq(accessTokens.userId, customer.id)),
    ).toEqual([]);
    const profile = await customer.inject({ method: 'GET', url: '/api/profile' });
    expect(profile.statusCode).toBe(401);
    const login = await t.app.inject({
      method: 'POST',
      url: '/api/login',
      payload: { email: customer.email, password: customer.password },
    });
    expect(login.statusCode).toBe(422);
    expect(await unbalancedUsers(t.db)).toEqual([]);
  });

  it('says so when the account was already deactivated', async () => {
    const customer = await t.createUser();
    await admin.inject({ method: 'DELETE', url: `/api/admin_users/${customer.id}` });
    const res = await admin.inject({ method: 'DELETE', url: `/api/admin_users/${customer.id}` });
    expect(res.statusCode).toBe(200);
    expect(res.json().message).toBe(USER_ALREADY_DEACTIVATED);
  });

  it('refuses to deactivate the admin who asks', async () => {
    const res = await admin.inject({ method: 'DELETE', url: `/api/admin_users/${admin.id}` });
    expect(res.statusCode).toBe(422);
    expect(res.json().message).toBe(CANNOT_DEACTIVATE_SELF);
    const profile = await admin.inject({ method: 'GET', url: '/api/profile' });
    expect(profile.statusCode).toBe(200);
  });

  it('answers 404 for an unknown user', async () => {
    const res = await admin.inject({ method: 'DELETE', url: '/api/admin_users/999999' });
    expect(res.statusCode).toBe(404);
  });
});
