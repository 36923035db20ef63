import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bills } from '../../src/db/schema.js';
import { createTestApp, type TestApp } from '../helpers/testApp.js';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

describe('GET /api/bills', () => {
  it('lists only my bills, newest first, paged, with amount and status', async () => {
    const me = await t.createUser({ credits: '20.00' });
    const other = await t.createUser({ credits: '99.00' });
    await t.db.insert(bills).values({ userId: me.id, amount: '5.50', status: false });
    const res = await me.inject({ method: 'GET', url: '/api/bills?per_page=1' });
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body.total).toBe(2);
    expect(body.data).toHaveLength(1);
    expect(body.data[0]).toMatchObject({ amount: 5.5, status: false });
    expect(body.data[0].created_at).toMatch(/^\d{4}-\d{2}-\d{2}T/);
    const second = await me.inject({ method: 'GET', url: '/api/bills?per_page=1&page=2' });
    expect(second.json().data[0]).toMatchObject({ amount: 20, status: true });
    const others = await other.inject({ method: 'GET', url: '/api/bills' });
    expect(others.json().data.map((bill: { amount: number }) => bill.amount)).toEqual([99]);
  });

  it('answers 401 without a token', async () => {
    expect((await t.app.inject({ method: 'GET', url: '/api/bills' })).statusCode).toBe(401);
  });
});
