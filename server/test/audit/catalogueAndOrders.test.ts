import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { insertCategory, insertChargedOrder, insertService } from '../backOffice/fixtures.js';
import { createTestApp, type TestApp, type TestUser } from '../helpers/testApp.js';
import { noRowWrittenBy, theOneRowWrittenBy } from './auditRows.js';

let t: TestApp;
let admin: TestUser;
let categoryId: number;
beforeAll(async () => {
  t = await createTestApp();
  admin = await t.createUser({ admin: true });
  categoryId = await insertCategory(t.db, 'Apple');
});
afterAll(() => t.close());

const send = (method: 'POST' | 'PATCH' | 'DELETE', url: string, payload?: object) =>
  admin.inject({ method, url, ...(payload ? { payload } : {}) });

describe('audit rows of services', () => {
  it('a created service: every field after, nothing before', async () => {
    const row = await theOneRowWrittenBy(
      t.db,
      () =>
        send('POST', '/api/admin_services', {
          name: 'iCloud',
          price: '25.50',
          cost: '10',
          tier: 'premium',
          category_id: categoryId,
        }),
      201,
    );
    expect(row).toMatchObject({
      actorId: admin.id,
      kind: 'service.created',
      targetType: 'service',
      targetUserId: null,
      before: null,
      after: {
        name: 'iCloud',
        price: '25.50',
        cost: '10.00',
        tier: 'premium',
        category_id: categoryId,
        active: true,
      },
    });
  });

  it('a price, cost and tier change: only those fields, before and after', async () => {
    const id = await insertService(t.db, { categoryId, name: 'Carrier', price: '10.00' });
    const row = await theOneRowWrittenBy(t.db, () =>
      send('PATCH', `/api/admin_services/${id}`, { price: '12.00', cost: '3', tier: 'clean' }),
    );
    expect(row).toMatchObject({ kind: 'service.updated', targetId: String(id) });
    expect(row.before).toEqual({ price: '10.00', cost: '0.00', tier: 'none' });
    expect(row.after).toEqual({ price: '12.00', cost: '3.00', tier: 'clean' });
  });

  it('a refused change (unknown category) and an unchanged save: no row', async () => {
    const id = await insertService(t.db, { categoryId, price: '10.00' });
    await noRowWrittenBy(
      t.db,
      () => send('PATCH', `/api/admin_services/${id}`, { price: '-1' }),
      422,
    );
    await noRowWrittenBy(
      t.db,
      () => send('PATCH', `/api/admin_services/${id}`, { category_id: 999_999 }),
      422,
    );
    await noRowWrittenBy(
      t.db,
      () => send('PATCH', `/api/admin_services/${id}`, { price: '10.00' }),
      200,
    );
  });

  it('a deleted service: its fields before, nothing after', async () => {
    const id = await insertService(t.db, { categoryId, name: 'Gone', price: '4.00' });
    const row = await theOneRowWrittenBy(t.db, () => send('DELETE', `/api/admin_services/${id}`));
    expect(row).toMatchObject({
      kind: 'service.deleted',
      targetId: String(id),
      before: { name: 'Gone', price: '4.00' },
      after: null,
    });
  });

  it('a retired service (it has orders): active true → false', async () => {
    const id = await insertService(t.db, { categoryId, price: '4.00' });
    const customer = await t.createUser({ credits: '10.00' });
    await insertChargedOrder(t.db, { userId: customer.id, serviceId: id, price: '4.00' });
    const row = await theOneRowWrittenBy(t.db, () => send('DELETE', `/api/admin_services/${id}`));
    expect(row).toMatchObject({
      kind: 'service.retired',
      before: { active: true },
      after: { active: false },
    });
  });
});

describe('audit rows of categories', () => {
  it('created, renamed (old and new name), deleted', async () => {
    const created = await theOneRowWrittenBy(
      t.db,
      () => send('POST', '/api/categories', { name: 'Samsung' }),
      201,
    );
    expect(created).toMatchObject({ kind: 'category.created', after: { name: 'Samsung' } });
    const id = Number(created.targetId);
    const renamed = await theOneRowWrittenBy(t.db, () =>
      send('PATCH', `/api/categories/${id}`, { name: 'Samsung Galaxy' }),
    );
    expect(renamed).toMatchObject({
      kind: 'category.renamed',
      before: { name: 'Samsung' },
      after: { name: 'Samsung Galaxy' },
    });
    const deleted = await theOneRowWrittenBy(t.db, () => send('DELETE', `/api/categories/${id}`));
    expect(deleted).toMatchObject({
      kind: 'category.deleted',
      targetId: String(id),
      before: { name: 'Samsung Galaxy' },
      after: null,
    });
  });

  it('deleting a category that still has services is refused: no row', async () => {
    const id = await insertCategory(t.db, 'Busy');
    await insertService(t.db, { categoryId: id });
    await noRowWrittenBy(t.db, () => send('DELETE', `/api/categories/${id}`), 422);
  });
});

describe('audit rows of per-customer prices', () => {
  it('a customer’s own price: the price before and after, the customer named', async () => {
    const serviceId = await insertService(t.db, { categoryId, price: '10.00' });
    const customer = await t.createUser();
    const url = `/api/user_service_price/${customer.id}-${serviceId}`;
    const set = await theOneRowWrittenBy(t.db, () => send('PATCH', url, { price: '8.50' }));
    expect(set).toMatchObject({
      kind: 'customer_price.set',
      targetType: 'customer_price',
      targetId: `${customer.id}-${serviceId}`,
      targetUserId: customer.id,
      before: { price: '10.00', custom: false },
      after: { price: '8.50', custom: true },
    });
    const back = await theOneRowWrittenBy(t.db, () => send('PATCH', url, { price: '10' }));
    expect(back).toMatchObject({
      before: { price: '8.50', custom: true },
      after: { price: '10.00', custom: false },
    });
    await noRowWrittenBy(t.db, () => send('PATCH', url, { price: '1.234' }), 422);
  });
});

describe('audit rows of answered orders', () => {
  const pendingOrder = async () => {
    const serviceId = await insertService(t.db, { categoryId, price: '6.00' });
    const customer = await t.createUser({ credits: '20.00' });
    const id = await insertChargedOrder(t.db, { userId: customer.id, serviceId, price: '6.00' });
    return { id, customer };
  };
  const answer = (id: number, payload: object) =>
    send('PATCH', `/api/admin_orders_pending/${id}`, payload);

  it('completed: status 1 → 4 with the code, the customer named', async () => {
    const { id, customer } = await pendingOrder();
    const row = await theOneRowWrittenBy(t.db, () => answer(id, { status: 4, code: 'UNLOCK-1' }));
    expect(row).toMatchObject({
      actorId: admin.id,
      kind: 'order.completed',
      targetType: 'order',
      targetId: String(id),
      targetUserId: customer.id,
      before: { status: 1, code: null },
      after: { status: 4, code: 'UNLOCK-1' },
    });
  });

  it('rejected: status 1 → 3 with the reason', async () => {
    const { id } = await pendingOrder();
    const row = await theOneRowWrittenBy(t.db, () => answer(id, { status: 3, code: '' }));
    expect(row).toMatchObject({
      kind: 'order.rejected',
      before: { status: 1, reason: null },
      after: { status: 3, reason: 'Not Found' },
    });
  });

  it('rejected from the history: status 4 → 3, the code kept', async () => {
    const { id } = await pendingOrder();
    await answer(id, { status: 4, code: 'C-9' });
    const row = await theOneRowWrittenBy(t.db, () =>
      answer(id, { status: 3, code: 'Wrong model', rejected: true }),
    );
    expect(row).toMatchObject({
      kind: 'order.rejected',
      before: { status: 4, reason: null },
      after: { status: 3, reason: 'Wrong model' },
    });
  });

  it('an answer refused as a conflict (answered already) or a 422: no row', async () => {
    const { id } = await pendingOrder();
    await answer(id, { status: 4, code: 'A' });
    await noRowWrittenBy(t.db, () => answer(id, { status: 4, code: 'B' }), 409);
    const other = await pendingOrder();
    await noRowWrittenBy(t.db, () => answer(other.id, { status: 4, code: ' ' }), 422);
  });
});
