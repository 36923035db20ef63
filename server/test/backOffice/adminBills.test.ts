import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { creditLedger } from '../../src/db/schema.js';
import { BILL_ALREADY_CANCELED } from '../../src/domain/backOffice/bills.js';
import { BILL_CANCELED } from '../../src/routes/adminBills.js';
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

const topUp = async (userId: number, credits: number) => {
  const res = await admin.inject({
    method: 'PATCH',
    url: `/api/admin_users/${userId}`,
    payload: { credits },
  });
  return res.json().bill.id as number;
};
const cancel = (billId: number | string, payload: Record<string, unknown> = { status: false }) =>
  admin.inject({ method: 'PATCH', url: `/api/admin_bills/${billId}`, payload });
const creditsOf = async (userId: number) =>
  (await admin.inject({ method: 'GET', url: `/api/admin_users/${userId}` })).json().data.credits;

describe('GET /api/admin_bills', () => {
  it('pages every bill newest first with the user email', async () => {
    const ana = await t.createUser();
    const bo = await t.createUser();
    const first = await topUp(ana.id, 10);
    const second = await topUp(bo.id, 20);
    const res = await admin.inject({ method: 'GET', url: '/api/admin_bills?per_page=2' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ current_page: 1, per_page: 2 });
    expect(res.json().data).toEqual([
      {
        id: second,
        amount: 20,
        status: true,
        user_id: bo.id,
        created_by: admin.id,
        created_at: expect.any(String),
        updated_at: expect.any(String),
        user: { id: bo.id, email: bo.email, name: bo.name },
      },
      expect.objectContaining({ id: first, user: expect.objectContaining({ email: ana.email }) }),
    ]);
  });

  it("lists one user's bills with ?user_id", async () => {
    const cy = await t.createUser();
    await topUp(cy.id, 1);
    await topUp(cy.id, 2);
    const res = await admin.inject({ method: 'GET', url: `/api/admin_bills?user_id=${cy.id}` });
    expect(res.json().total).toBe(2);
    expect(res.json().data.every((b: { user_id: number }) => b.user_id === cy.id)).toBe(true);
    expect(res.json().next_page_url).toBeNull();
  });

  it('answers 422 for a malformed user_id', async () => {
    const res = await admin.inject({ method: 'GET', url: '/api/admin_bills?user_id=x' });
    expect(res.statusCode).toBe(422);
  });
});

describe('PATCH /api/admin_bills/{id} {status: false}', () => {
  it('cancels a top-up: bill canceled, credits taken off, a reversal ledger row', async () => {
    const customer = await t.createUser({ credits: '5.00' });
    const billId = await topUp(customer.id, 50);
    const res = await cancel(billId);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      message: BILL_CANCELED,
      data: { id: billId, status: false, amount: 50 },
    });
    expect(await creditsOf(customer.id)).toBe(5);
    const ledger = await t.db.select().from(creditLedger).where(eq(creditLedger.billId, billId));
    expect(ledger.map((row) => [row.kind, row.delta])).toEqual([
      ['top_up', '50.00'],
      ['top_up_reversal', '-50.00'],
    ]);
    expect(await unbalancedUsers(t.db)).toEqual([]);
  });

  it('refuses a second cancel of the same bill', async () => {
    const customer = await t.createUser();
    const billId = await topUp(customer.id, 7);
    await cancel(billId);
    const res = await cancel(billId);
    expect(res.statusCode).toBe(422);
    expect(res.json().errors).toEqual({ status: [BILL_ALREADY_CANCELED] });
    expect(await creditsOf(customer.id)).toBe(0);
    expect(await unbalancedUsers(t.db)).toEqual([]);
  });

  it('cancels once when two cancels arrive at once', async () => {
    const customer = await t.createUser({ credits: '100.00' });
    const billId = await topUp(customer.id, 30);
    const results = await Promise.all([cancel(billId), cancel(billId), cancel(billId)]);
    expect(results.map((r) => r.statusCode).sort()).toEqual([200, 422, 422]);
    expect(await creditsOf(customer.id)).toBe(100);
    expect(await unbalancedUsers(t.db)).toEqual([]);
  });

  it('refuses with a clear message when the customer already spent the credits', async () => {
    const customer = await t.createUser();
    const billId = await topUp(customer.id, 20);
    const serviceId = await insertService(t.db, {
      categoryId: await insertCategory(t.db),
      price: '15.00',
    });
    await insertChargedOrder(t.db, { userId: customer.id, serviceId, price: '15.00' });
    const res = await cancel(billId);
    expect(res.statusCode).toBe(422);
    expect(res.json().message).toBe(
      "The customer's balance is $5.00, less than this top-up's $20.00: its credits were spent or taken off since. It cannot be canceled.",
    );
    const bills = await admin.inject({
      method: 'GET',
      url: `/api/admin_bills?user_id=${customer.id}`,
    });
    expect(bills.json().data[0].status).toBe(true);
    expect(await creditsOf(customer.id)).toBe(5);
    expect(await unbalancedUsers(t.db)).toEqual([]);
  });

  it('refuses anything but status false', async () => {
    const customer = await t.createUser();
    const billId = await topUp(customer.id, 3);
    for (const payload of [{ status: true }, {}, { status: 'false' }]) {
      const res = await cancel(billId, payload);
      expect(res.statusCode).toBe(422);
    }
    expect(await creditsOf(customer.id)).toBe(3);
  });

  it('answers 404 for an unknown bill', async () => {
    for (const id of ['999999', 'abc']) {
      const res = await cancel(id);
      expect(res.statusCode).toBe(404);
      expect(res.json()).toEqual({ message: 'Bill not found.' });
    }
  });
});
