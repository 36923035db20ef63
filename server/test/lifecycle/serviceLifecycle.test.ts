import { and, eq, gt } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { auditLog, creditLedger } from '../../src/db/schema.js';
import { replaceServiceRoutes } from '../../src/domain/suppliers/serviceRoutes.js';
import { createSupplier } from '../../src/domain/suppliers/supplierAccounts.js';
import { lastAuditId } from '../audit/auditRows.js';
import { creditsOf, unbalancedUsers } from '../helpers/ledger.js';
import { createService, orderRow, setCustomerPrice, validImei } from '../helpers/orderFixtures.js';
import { createTestApp, type TestApp, type TestUser } from '../helpers/testApp.js';

/**
 * Audit (life cycle): an admin edits, moves or deletes a service while orders hang on it.
 * Architecture: "An order is one IMEI for one service at the price the customer had at that
 * moment"; "3 rejected (… credits refunded)"; profit = price charged − cost, "keep the cost from
 * the moment of placing" (dhru-api.md).
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

async function placeOrder(customer: TestUser, serviceId: number): Promise<number> {
  const res = await customer.inject({
    method: 'POST',
    url: '/api/orders',
    payload: { imei: validImei(), service_id: serviceId },
  });
  expect(res.statusCode).toBe(201);
  return res.json().data[0].id as number;
}

const editService = (id: number, payload: Record<string, unknown>) =>
  admin.inject({ method: 'PATCH', url: `/api/admin_services/${id}`, payload });

const refundsOf = (orderId: number) =>
  t.db
    .select()
    .from(creditLedger)
    .where(and(eq(creditLedger.orderId, orderId), eq(creditLedger.kind, 'order_refund')));

describe('a service edited while its orders are pending', () => {
  // Passes today.
  it('a completed order rejected from the history after a price change refunds what was charged', async () => {
    const customer = await t.createUser({ credits: '50.00' });
    const service = await createService(t.db, { price: '12.00', cost: '2.00' });
    await setCustomerPrice(t.db, customer.id, service.id, '9.00');
    const orderId = await placeOrder(customer, service.id);
    const done = await admin.inject({
      method: 'PATCH',
      url: `/api/admin_orders_pending/${orderId}`,
      payload: { status: 4, code: 'CODE' },
    });
    expect(done.statusCode).toBe(200);
    expect((await editService(service.id, { price: 30 })).statusCode).toBe(200);
    // The customer's own price is changed too.
    const priced = await admin.inject({
      method: 'PATCH',
      url: `/api/user_service_price/${customer.id}-${service.id}`,
      payload: { id: `${customer.id}-${service.id}`, price: 1 },
    });
    expect(priced.statusCode).toBe(200);

    const res = await admin.inject({
      method: 'PATCH',
      url: `/api/admin_orders_pending/${orderId}`,
      payload: { status: 3, code: 'Wrong code', rejected: true },
    });
    expect(res.statusCode).toBe(200);
    expect(await refundsOf(orderId)).toMatchObject([{ delta: '9.00' }]);
    expect(await credits(customer.id)).toBe('50.00');
  });

  // Passes today.
  it("a customer's cancel after the price changed refunds what was charged", async () => {
    const customer = await t.createUser({ credits: '50.00' });
    const service = await createService(t.db, { price: '12.00' });
    const orderId = await placeOrder(customer, service.id);
    expect((await editService(service.id, { price: 2 })).statusCode).toBe(200);
    const res = await customer.inject({ method: 'POST', url: `/api/orders/${orderId}/cancel` });
    expect(res.statusCode).toBe(200);
    expect(await refundsOf(orderId)).toMatchObject([{ delta: '12.00' }]);
    expect(await credits(customer.id)).toBe('50.00');
  });

  // Passes today.
  it('a cost edited after the order was placed leaves that order’s cost (its profit) as it was', async () => {
    const customer = await t.createUser({ credits: '50.00' });
    const service = await createService(t.db, { price: '10.00', cost: '4.00' });
    const orderId = await placeOrder(customer, service.id);
    expect((await editService(service.id, { cost: 9 })).statusCode).toBe(200);
    await admin.inject({
      method: 'PATCH',
      url: `/api/admin_orders_pending/${orderId}`,
      payload: { status: 4, code: 'CODE' },
    });
    expect(await orderRow(t.db, orderId)).toMatchObject({
      status: 4,
      price: '10.00',
      cost: '4.00',
    });
  });

  // Passes today.
  it('a service moved to another category keeps its pending orders answerable, at their price', async () => {
    const customer = await t.createUser({ credits: '50.00' });
    const service = await createService(t.db, { price: '10.00' });
    const orderId = await placeOrder(customer, service.id);
    const category = await admin.inject({
      method: 'POST',
      url: '/api/categories',
      payload: { name: 'Moved here' },
    });
    const moved = await editService(service.id, { category_id: category.json().data.id });
    expect(moved.statusCode).toBe(200);
    const renamed = await admin.inject({
      method: 'PATCH',
      url: `/api/categories/${category.json().data.id}`,
      payload: { name: 'Renamed' },
    });
    expect(renamed.statusCode).toBe(200);
    const pending = await admin.inject({ method: 'GET', url: '/api/admin_orders_pending' });
    const listed = (pending.json().data as { id: number; price: number }[]).find(
      (row) => row.id === orderId,
    );
    expect(listed?.price).toBe(10);
  });
});

describe('a service deleted while its orders are pending (retired)', () => {
  // Passes today.
  it('its pending orders stay in the queue, can be answered, cancelled and refunded at what they were charged', async () => {
    const customer = await t.createUser({ credits: '50.00' });
    const service = await createService(t.db, { price: '10.00' });
    const answered = await placeOrder(customer, service.id);
    const cancelled = await placeOrder(customer, service.id);
    const rejected = await placeOrder(customer, service.id);
    const res = await admin.inject({ method: 'DELETE', url: `/api/admin_services/${service.id}` });
    expect(res.json().outcome).toBe('retired');

    const pending = await admin.inject({
      method: 'GET',
      url: '/api/admin_orders_pending?per_page=100',
    });
    const ids = (pending.json().data as { id: number }[]).map((row) => row.id);
    expect(ids).toEqual(expect.arrayContaining([answered, cancelled, rejected]));
    const done = await admin.inject({
      method: 'PATCH',
      url: `/api/admin_orders_pending/${answered}`,
      payload: { status: 4, code: 'CODE' },
    });
    expect(done.statusCode).toBe(200);
    const cancel = await customer.inject({
      method: 'POST',
      url: `/api/orders/${cancelled}/cancel`,
    });
    expect(cancel.statusCode).toBe(200);
    const reject = await admin.inject({
      method: 'PATCH',
      url: `/api/admin_orders_pending/${rejected}`,
      payload: { status: 3, code: '' },
    });
    expect(reject.statusCode).toBe(200);
    expect(await credits(customer.id)).toBe('40.00');
    const mine = await customer.inject({ method: 'GET', url: '/api/orders' });
    expect((mine.json().data as { service: { name: string } }[])[0]?.service.name).toBe(
      service.name,
    );
  });

  it('a service deleted with per-customer prices leaves in the audit log which customers lost which price', async () => {
    const customer = await t.createUser();
    const service = await createService(t.db, { price: '10.00' });
    await setCustomerPrice(t.db, customer.id, service.id, '3.25');
    const supplier = await createSupplier(
      t.db,
      { name: 'Up', url: 'http://127.0.0.1:9', username: 'u', api_key: 'k' },
      null,
    );
    await replaceServiceRoutes(
      t.db,
      service.id,
      [{ supplier_id: supplier.id, supplier_service_id: '77' }],
      null,
    );
    const mark = await lastAuditId(t.db);
    const res = await admin.inject({ method: 'DELETE', url: `/api/admin_services/${service.id}` });
    expect(res.json().outcome).toBe('deleted');

    // Before: one 'service.deleted' row with the service alone; the customer's price (and the
    // routes) vanished by ON DELETE CASCADE, and the customer's history still said 3.25.
    const rows = await t.db.select().from(auditLog).where(gt(auditLog.id, mark));
    expect(
      rows.map(({ kind, targetUserId, before, after }) => ({ kind, targetUserId, before, after })),
    ).toEqual([
      {
        kind: 'customer_price.set',
        targetUserId: customer.id,
        before: { price: '3.25', custom: true },
        after: { price: null, custom: false },
      },
      {
        kind: 'service.routes_changed',
        targetUserId: null,
        before: { routes: [`${supplier.id}:77`] },
        after: { routes: [] },
      },
      expect.objectContaining({ kind: 'service.deleted' }),
    ]);
  });
});
