import { and, eq } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { auditLog, forwardingAttempts, orderForwarding } from '../../src/db/schema.js';
import {
  ALREADY_ANSWERED,
  CANCELLED_BY_CUSTOMER,
  MAYBE_WITH_SUPPLIER,
  WITH_SUPPLIER,
} from '../../src/domain/orders/index.js';
import { createSupplier } from '../../src/domain/suppliers/supplierAccounts.js';
import { creditsOf, unbalancedUsers } from '../helpers/ledger.js';
import { createService, orderRow, validImei } from '../helpers/orderFixtures.js';
import { createTestApp, type TestApp, type TestUser } from '../helpers/testApp.js';
import { ledgerRows, order } from '../suppliers/forwardingFixtures.js';

let t: TestApp;
let admin: TestUser;
let customer: TestUser;
let other: TestUser;
let serviceId: number;
let supplierId: number;
beforeAll(async () => {
  t = await createTestApp();
  admin = await t.createUser({ admin: true });
  customer = await t.createUser({ credits: '500.00' });
  other = await t.createUser({ credits: '100.00' });
  serviceId = (await createService(t.db, { price: '10.00' })).id;
  supplierId = (
    await createSupplier(
      t.db,
      { name: 'Upstream', url: 'http://127.0.0.1:9', username: 'shop', api_key: 'KEY-1234' },
      null,
    )
  ).id;
});
afterAll(() => t.close());
afterEach(async () => {
  expect(await unbalancedUsers(t.db)).toEqual([]);
});

const cancel = (who: TestUser, orderId: number | string) =>
  who.inject({ method: 'POST', url: `/api/orders/${orderId}/cancel` });

const credits = (userId: number) => creditsOf(t.db, userId);

const placeOne = async (who: TestUser = customer) =>
  (await order(who, serviceId, [validImei()]))[0] ?? 0;

/** The order as the place worker or a supplier's outcome leaves it. */
async function forwardedAs(
  orderId: number,
  state: 'queued' | 'placing' | 'placed' | 'held',
  lastOutcome?: string | null,
) {
  await t.db.insert(orderForwarding).values({ orderId, state, supplierId });
  if (lastOutcome === undefined) return;
  const [attempt] = await t.db
    .insert(forwardingAttempts)
    .values({
      orderId,
      supplierId,
      supplierServiceId: '12',
      routePosition: 0,
      action: 'placeimeiorder',
      outcome: lastOutcome,
    })
    .returning();
  await t.db
    .update(orderForwarding)
    .set({ currentAttemptId: attempt?.id })
    .where(eq(orderForwarding.orderId, orderId));
}

const refusedWith = (res: { statusCode: number; json: () => unknown }, why: string) => {
  expect(res.statusCode).toBe(422);
  expect(res.json()).toEqual({ message: why, errors: { order: [why] } });
};

describe('POST /api/orders/{id}/cancel', () => {
  it('rejects an own pending order "Cancelled by customer", refunds it once, audits it as the customer’s', async () => {
    const before = await credits(customer.id);
    const orderId = await placeOne();
    const res = await cancel(customer, orderId);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().data).toMatchObject({
      id: orderId,
      status: 3,
      code: CANCELLED_BY_CUSTOMER,
      reason: CANCELLED_BY_CUSTOMER,
      fields: null,
    });
    expect(await credits(customer.id)).toBe(before);
    expect(await ledgerRows(t.db, orderId, 'order_refund')).toHaveLength(1);
    const [audited] = await t.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.targetType, 'order'), eq(auditLog.targetId, String(orderId))));
    expect(audited).toMatchObject({
      kind: 'order.rejected',
      actorId: customer.id,
      targetUserId: customer.id,
      after: { status: 3, reason: CANCELLED_BY_CUSTOMER },
    });
    expect((await orderRow(t.db, orderId))?.answeredBy).toBe(customer.id);

    refusedWith(await cancel(customer, orderId), ALREADY_ANSWERED);
    expect(await ledgerRows(t.db, orderId, 'order_refund')).toHaveLength(1);
  });

  it('refuses a completed order', async () => {
    const orderId = await placeOne();
    await admin.inject({
      method: 'PATCH',
      url: `/api/admin_orders_pending/${orderId}`,
      payload: { status: 4, code: 'CODE-1' },
    });
    refusedWith(await cancel(customer, orderId), ALREADY_ANSWERED);
    expect((await orderRow(t.db, orderId))?.status).toBe(4);
  });

  it('another customer’s order, a missing one and a malformed id are not found', async () => {
    const orderId = await placeOne(other);
    for (const id of [orderId, 999_999_999, 'abc', '0']) {
      const res = await cancel(customer, id);
      expect(res.statusCode, String(id)).toBe(404);
    }
    expect((await orderRow(t.db, orderId))?.status).toBe(1);
    const anonymous = await t.app.inject({ method: 'POST', url: `/api/orders/${orderId}/cancel` });
    expect(anonymous.statusCode).toBe(401);
  });

  it.each([
    ['being placed at its supplier', 'placing' as const, undefined, WITH_SUPPLIER],
    ['placed at its supplier', 'placed' as const, 'accepted', WITH_SUPPLIER],
    ['held after a call whose outcome is unknown', 'held' as const, 'unknown', MAYBE_WITH_SUPPLIER],
  ])('refuses an order %s', async (_what, state, outcome, why) => {
    const orderId = await placeOne();
    await forwardedAs(orderId, state, outcome);
    refusedWith(await cancel(customer, orderId), why);
    expect((await orderRow(t.db, orderId))?.status).toBe(1);
    expect(await ledgerRows(t.db, orderId, 'order_refund')).toEqual([]);
  });

  it.each([
    ['queued for its supplier', 'queued' as const, undefined],
    ['queued again after a fault', 'queued' as const, 'fault'],
    ['held after every route refused it', 'held' as const, 'refused'],
    ['held before any call (no usable route)', 'held' as const, undefined],
  ])('cancels an order %s, done with its suppliers', async (_what, state, outcome) => {
    const orderId = await placeOne();
    await forwardedAs(orderId, state, outcome);
    const res = await cancel(customer, orderId);
    expect(res.statusCode, res.body).toBe(200);
    const [forwarding] = await t.db
      .select()
      .from(orderForwarding)
      .where(eq(orderForwarding.orderId, orderId));
    expect(forwarding?.state).toBe('done');
    expect(await ledgerRows(t.db, orderId, 'order_refund')).toHaveLength(1);
  });
});

describe('cancels at once', () => {
  it('four cancels of each of five orders: one succeeds per order, refunded once', async () => {
    const before = await credits(customer.id);
    const orderIds = await order(customer, serviceId, Array.from({ length: 5 }, validImei));
    const answers = await Promise.all(
      orderIds.flatMap((orderId) => Array.from({ length: 4 }, () => cancel(customer, orderId))),
    );
    for (const [index, orderId] of orderIds.entries()) {
      const mine = answers.slice(index * 4, index * 4 + 4).map((res) => res.statusCode);
      expect(mine.sort()).toEqual([200, 422, 422, 422]);
      expect(await ledgerRows(t.db, orderId, 'order_refund')).toHaveLength(1);
    }
    expect(await credits(customer.id)).toBe(before);
  });

  it('a cancel racing an admin’s answer: exactly one of them wins, cleanly', async () => {
    const orderIds = await order(customer, serviceId, Array.from({ length: 6 }, validImei));
    // Sent in both orders, answering and rejecting, so that each side wins some of the races.
    const races = await Promise.all(
      orderIds.map(async (orderId, index) => {
        const answer = () =>
          admin.inject({
            method: 'PATCH',
            url: `/api/admin_orders_pending/${orderId}`,
            payload: index % 3 === 0 ? { status: 4, code: 'CODE-9' } : { status: 3, code: 'No' },
          });
        if (index % 2 === 0) return Promise.all([cancel(customer, orderId), answer()]);
        const [answered, cancelled] = await Promise.all([answer(), cancel(customer, orderId)]);
        return [cancelled, answered] as const;
      }),
    );
    for (const [index, [cancelled, answered]] of races.entries()) {
      const orderId = orderIds[index] ?? 0;
      const row = await orderRow(t.db, orderId);
      const refunds = await ledgerRows(t.db, orderId, 'order_refund');
      if (cancelled.statusCode === 200) {
        expect(answered.statusCode).toBe(409);
        expect(row?.reason).toBe(CANCELLED_BY_CUSTOMER);
        expect(refunds).toHaveLength(1);
      } else {
        refusedWith(cancelled, ALREADY_ANSWERED);
        expect(answered.statusCode).toBe(200);
        expect(row?.reason).not.toBe(CANCELLED_BY_CUSTOMER);
        expect(refunds).toHaveLength(row?.status === 3 ? 1 : 0);
      }
    }
  });
});
