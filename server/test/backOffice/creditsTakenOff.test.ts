import { and, eq } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { auditLog, bills, creditLedger } from '../../src/db/schema.js';
import { unbalancedUsers } from '../helpers/ledger.js';
import { createTestApp, type TestApp, type TestUser } from '../helpers/testApp.js';

/**
 * An admin takes credits off a customer (a chargeback, a top-up partly spent) by sending a
 * negative amount in the Add Credits card: a bill of that amount, never below zero.
 */
let t: TestApp;
let admin: TestUser;
beforeAll(async () => {
  t = await createTestApp();
  admin = await t.createUser({ admin: true });
});
afterAll(() => t.close());
afterEach(async () => {
  expect(await unbalancedUsers(t.db)).toEqual([]);
});

const change = (userId: number, credits: unknown) =>
  admin.inject({ method: 'PATCH', url: `/api/admin_users/${userId}`, payload: { credits } });

/** The bills the admin made for this customer (its starting credits came with one of its own). */
const billsOf = (userId: number) =>
  t.db
    .select()
    .from(bills)
    .where(and(eq(bills.userId, userId), eq(bills.createdBy, admin.id)));

describe('taking credits off a customer', () => {
  it('takes them off: a bill of the negative amount, an adjustment in the ledger, the audit log says so', async () => {
    const customer = await t.createUser({ credits: '60.00' });
    const res = await change(customer.id, '-25.50');
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      message: '25.50 credits were taken off.',
      data: { credits: 34.5 },
      bill: { amount: -25.5, status: true, user_id: customer.id, created_by: admin.id },
    });
    const billId = res.json().bill.id as number;
    const ledger = await t.db
      .select()
      .from(creditLedger)
      .where(and(eq(creditLedger.userId, customer.id), eq(creditLedger.billId, billId)));
    expect(ledger).toMatchObject([
      { delta: '-25.50', balanceAfter: '34.50', kind: 'adjustment', actorId: admin.id },
    ]);
    const [audit] = await t.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.kind, 'credits.taken'), eq(auditLog.targetUserId, customer.id)));
    expect(audit).toMatchObject({ before: { credits: '60.00' }, after: { credits: '34.50' } });
  });

  it('never takes more than the customer has: 422 on credits, nothing moves', async () => {
    const customer = await t.createUser({ credits: '10.00' });
    const res = await change(customer.id, -10.01);
    expect(res.statusCode).toBe(422);
    expect(res.json().errors).toEqual({
      credits: ['The customer has 10.00 credits: no more than that can be taken off.'],
    });
    expect(await billsOf(customer.id)).toEqual([]);
    const all = await change(customer.id, -10);
    expect(all.statusCode).toBe(200);
    expect(all.json().data.credits).toBe(0);
  });

  it('two at once never take the balance below zero', async () => {
    const customer = await t.createUser({ credits: '30.00' });
    const answers = await Promise.all([change(customer.id, -20), change(customer.id, -20)]);
    expect(answers.map((res) => res.statusCode).sort()).toEqual([200, 422]);
    expect(await billsOf(customer.id)).toHaveLength(1);
  });

  it('cancelling the bill of credits taken off gives them back', async () => {
    const customer = await t.createUser({ credits: '15.00' });
    const taken = await change(customer.id, -5);
    const billId = taken.json().bill.id as number;
    const canceled = await admin.inject({
      method: 'PATCH',
      url: `/api/admin_bills/${billId}`,
      payload: { status: false },
    });
    expect(canceled.statusCode).toBe(200);
    expect(canceled.json().message).toBe('The credits taken off were given back to the balance.');
    const ledger = await t.db
      .select({ delta: creditLedger.delta, kind: creditLedger.kind })
      .from(creditLedger)
      .where(eq(creditLedger.billId, billId));
    expect(ledger).toEqual([
      { delta: '-5.00', kind: 'adjustment' },
      { delta: '5.00', kind: 'top_up_reversal' },
    ]);
    const detail = await admin.inject({ method: 'GET', url: `/api/admin_users/${customer.id}` });
    expect(detail.json().data.credits).toBe(15);
  });

  it('a retry with the same request key takes nothing again, and says so', async () => {
    const customer = await t.createUser({ credits: '9.00' });
    const send = () =>
      admin.inject({
        method: 'PATCH',
        url: `/api/admin_users/${customer.id}`,
        headers: { 'idempotency-key': `take-${customer.id}` },
        payload: { credits: -4 },
      });
    const first = await send();
    const again = await send();
    expect(again.statusCode).toBe(200);
    expect(again.json().message).toBe(
      `These credits were already taken off by this request (bill #${first.json().bill.id}); nothing was taken again.`,
    );
    expect(again.json().data.credits).toBe(5);
  });

  it("shows in the customer's own bills with its negative amount", async () => {
    const customer = await t.createUser({ credits: '8.00' });
    await change(customer.id, -3);
    const own = await customer.inject({ method: 'GET', url: '/api/bills' });
    expect(own.json().data).toContainEqual(expect.objectContaining({ amount: -3, status: true }));
  });
});
