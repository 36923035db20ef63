import { and, eq } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { auditLog, bills, creditLedger, users } from '../../src/db/schema.js';
import { creditsOf, unbalancedUsers } from '../helpers/ledger.js';
import { createService, validImei } from '../helpers/orderFixtures.js';
import { createTestApp, type TestApp, type TestUser } from '../helpers/testApp.js';

/**
 * Audit (life cycle): a customer is deactivated (Users → Delete) while holding credits, pending
 * orders and bills. docs/suppliers.md: "a shop deactivates a fraudster, whose credits may be
 * charged back". The credits must stay accountable: what is left can be taken off, top-ups can
 * be reversed, pending orders are refunded at what was charged, every movement in the ledger.
 */
let t: TestApp;
let admin: TestUser;
beforeAll(async () => {
  t = await createTestApp();
  admin = await t.createUser({ admin: true });
});
afterEach(async () => {
  expect(await unbalancedUsers(t.db)).toEqual([]);
});
afterAll(() => t.close());

const credits = (userId: number) => creditsOf(t.db, userId);

const deactivate = async (userId: number) => {
  const res = await admin.inject({ method: 'DELETE', url: `/api/admin_users/${userId}` });
  expect(res.statusCode).toBe(200);
};

const changeCredits = (userId: number, amount: string) =>
  admin.inject({
    method: 'PATCH',
    url: `/api/admin_users/${userId}`,
    payload: { credits: amount },
  });

async function placeOrder(customer: TestUser, serviceId: number): Promise<number> {
  const res = await customer.inject({
    method: 'POST',
    url: '/api/orders',
    payload: { imei: validImei(), service_id: serviceId },
  });
  expect(res.statusCode).toBe(201);
  return res.json().data[0].id as number;
}

describe("a deactivated customer's credits", () => {
  it('can still be taken off by an admin (a chargeback): a bill, an adjustment in the ledger and an audit row', async () => {
    const customer = await t.createUser({ credits: '80.00' });
    await deactivate(customer.id);

    const res = await changeCredits(customer.id, '-80.00');
    // Today: 422 {credits: ['This account is deactivated: credits cannot be added to it.']}, a
    // message about adding for a request that takes off, and no way left to empty the balance.
    expect(res.statusCode).toBe(200);
    expect(await credits(customer.id)).toBe('0.00');
    const ledger = await t.db
      .select()
      .from(creditLedger)
      .where(and(eq(creditLedger.userId, customer.id), eq(creditLedger.kind, 'adjustment')));
    expect(ledger).toMatchObject([{ delta: '-80.00', balanceAfter: '0.00' }]);
    const audit = await t.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.kind, 'credits.taken'), eq(auditLog.targetUserId, customer.id)));
    expect(audit).toHaveLength(1);
  });

  it('refunded by a rejection after the deactivation can be taken off again', async () => {
    const customer = await t.createUser({ credits: '30.00' });
    const service = await createService(t.db, { price: '30.00' });
    const orderId = await placeOrder(customer, service.id);
    await deactivate(customer.id);
    const rejected = await admin.inject({
      method: 'PATCH',
      url: `/api/admin_orders_pending/${orderId}`,
      payload: { status: 3, code: 'Fraud' },
    });
    expect(rejected.statusCode).toBe(200);
    expect(await credits(customer.id)).toBe('30.00');

    const res = await changeCredits(customer.id, '-30.00');
    expect(res.statusCode).toBe(200);
    expect(await credits(customer.id)).toBe('0.00');
  });

  // Passes today.
  it('still come from top-ups that can be reversed (bill canceled) after the deactivation', async () => {
    const customer = await t.createUser();
    const topUp = await changeCredits(customer.id, '50.00');
    expect(topUp.statusCode).toBe(200);
    const billId = topUp.json().bill.id as number;
    await deactivate(customer.id);

    const res = await admin.inject({
      method: 'PATCH',
      url: `/api/admin_bills/${billId}`,
      payload: { status: false },
    });
    expect(res.statusCode).toBe(200);
    expect(await credits(customer.id)).toBe('0.00');
    const [bill] = await t.db.select().from(bills).where(eq(bills.id, billId));
    expect(bill?.status).toBe(false);
  });

  // Passes today.
  it('come back at what the pending order was charged when an admin rejects it after deactivating and repricing', async () => {
    const customer = await t.createUser({ credits: '40.00' });
    const service = await createService(t.db, { price: '15.00' });
    const orderId = await placeOrder(customer, service.id);
    await deactivate(customer.id);
    const repriced = await admin.inject({
      method: 'PATCH',
      url: `/api/admin_services/${service.id}`,
      payload: { price: 99 },
    });
    expect(repriced.statusCode).toBe(200);

    const res = await admin.inject({
      method: 'PATCH',
      url: `/api/admin_orders_pending/${orderId}`,
      payload: { status: 3, code: '' },
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toMatchObject({ status: 3, code: 'Not Found', price: 15 });
    expect(await credits(customer.id)).toBe('40.00');
    const refunds = await t.db
      .select()
      .from(creditLedger)
      .where(and(eq(creditLedger.orderId, orderId), eq(creditLedger.kind, 'order_refund')));
    expect(refunds).toMatchObject([{ delta: '15.00' }]);
  });
});

describe('an admin and their own role', () => {
  // Passes today: there is no way to demote through the user PATCH; the flag is dropped, and a
  // body with nothing else is a clear 422, not a 500 nor a silent demotion.
  it('an admin sending {admin: false} for their own account gets a 422 and stays admin', async () => {
    const res = await admin.inject({
      method: 'PATCH',
      url: `/api/admin_users/${admin.id}`,
      payload: { admin: false },
    });
    expect(res.statusCode).toBe(422);
    expect(res.json().errors).toBeDefined();
    const [row] = await t.db
      .select({ admin: users.admin, active: users.active })
      .from(users)
      .where(eq(users.id, admin.id));
    expect(row).toEqual({ admin: true, active: true });
  });
});
