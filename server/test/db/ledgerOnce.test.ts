import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { users } from '../../src/db/schema.js';
import { topUp } from '../../src/domain/backOffice/bills.js';
import { type CreditMovement, moveCredits } from '../../src/domain/credits.js';
import { createService, validImei } from '../helpers/orderFixtures.js';
import { createTestApp, type TestApp, type TestUser } from '../helpers/testApp.js';

/**
 * The database's own guard, whatever path the code takes: an order is charged once and refunded
 * once, a top-up credited once and reversed once (migration 0016). The code takes each under a
 * row lock; these tests go around it on purpose.
 */
let t: TestApp;
let customer: TestUser;
let serviceId: number;
beforeAll(async () => {
  t = await createTestApp();
  customer = await t.createUser({ credits: '100.00' });
  serviceId = (await createService(t.db, { price: '10.00' })).id;
});
afterAll(() => t.close());

const balance = async () => {
  const [row] = await t.db
    .select({ credits: users.credits })
    .from(users)
    .where(eq(users.id, customer.id));
  return row?.credits;
};

const move = (movement: CreditMovement) => t.db.transaction((tx) => moveCredits(tx, movement));

async function placedOrderId(): Promise<number> {
  const res = await customer.inject({
    method: 'POST',
    url: '/api/orders',
    payload: { service_id: serviceId, imei: validImei() },
  });
  expect(res.statusCode).toBe(201);
  return res.json().data[0].id as number;
}

describe('the credit ledger', () => {
  it('refuses a second charge of an order, and the balance stays', async () => {
    const orderId = await placedOrderId();
    const before = await balance();
    const second = move({ userId: customer.id, delta: '-10.00', kind: 'order_charge', orderId });
    await expect(second).rejects.toMatchObject({
      cause: expect.objectContaining({ constraint: 'credit_ledger_order_charge_unique' }),
    });
    expect(await balance()).toBe(before);
  });

  it('refuses a second refund of an order, and the balance stays', async () => {
    const orderId = await placedOrderId();
    await move({ userId: customer.id, delta: '10.00', kind: 'order_refund', orderId });
    const before = await balance();
    const second = move({ userId: customer.id, delta: '10.00', kind: 'order_refund', orderId });
    await expect(second).rejects.toMatchObject({
      cause: expect.objectContaining({ constraint: 'credit_ledger_order_refund_unique' }),
    });
    expect(await balance()).toBe(before);
  });

  it('refuses a second credit of a top-up, and a second reversal of it', async () => {
    const { bill } = await topUp(t.db, { userId: customer.id, amount: '5.00', actorId: null });
    const credit = move({ userId: customer.id, delta: '5.00', kind: 'top_up', billId: bill.id });
    await expect(credit).rejects.toMatchObject({
      cause: expect.objectContaining({ constraint: 'credit_ledger_top_up_unique' }),
    });
    const reversal = { userId: customer.id, delta: '-5.00', kind: 'top_up_reversal' as const };
    await move({ ...reversal, billId: bill.id });
    await expect(move({ ...reversal, billId: bill.id })).rejects.toMatchObject({
      cause: expect.objectContaining({ constraint: 'credit_ledger_top_up_reversal_unique' }),
    });
  });
});
