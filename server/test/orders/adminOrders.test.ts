import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { placeOrders } from '../../src/domain/orders/index.js';
import { creditsOf, unbalancedUsers } from '../helpers/ledger.js';
import { createService, validImei } from '../helpers/orderFixtures.js';
import { createTestApp, type TestApp, type TestUser } from '../helpers/testApp.js';

let t: TestApp;
let admin: TestUser;
let customer: TestUser;
let serviceId: number;
beforeAll(async () => {
  t = await createTestApp();
  admin = await t.createUser({ admin: true, name: 'Boss' });
  customer = await t.createUser({ credits: '1000.00', name: 'Carla' });
  serviceId = (await createService(t.db, { price: '10.00', name: 'Unlock Y' })).id;
});
afterEach(async () => {
  expect(await unbalancedUsers(t.db)).toEqual([]);
});
afterAll(() => t.close());

async function newOrder(imei = validImei()) {
  const placed = await placeOrders(t.db, {
    userId: customer.id,
    serviceId,
    imeis: [imei],
    source: 'web',
  });
  const order = placed.orders[0];
  if (!order) throw new Error('no order');
  return order;
}

/** `count` pending orders of the customer's, for a service of their own; their ids oldest first. */
async function ordersOfANewService(count: number) {
  const other = await createService(t.db, { price: '1.00' });
  const placed = await placeOrders(t.db, {
    userId: customer.id,
    serviceId: other.id,
    imeis: Array.from({ length: count }, () => validImei()),
    source: 'web',
  });
  return { other, ids: placed.orders.map((order) => order.id) };
}

const answer = (user: TestUser, id: number | string, payload: Record<string, unknown>) =>
  user.inject({ method: 'PATCH', url: `/api/admin_orders_pending/${id}`, payload });

const credits = (userId: number) => creditsOf(t.db, userId);

const ADMIN_LISTS = [
  '/api/admin_orders_pending',
  '/api/admin_orders_history',
  '/api/admin_filter_orders',
];

describe('admin order endpoints: who may call them', () => {
  it('answer 401 without a token', async () => {
    for (const url of ADMIN_LISTS)
      expect((await t.app.inject({ method: 'GET', url })).statusCode).toBe(401);
    const res = await t.app.inject({
      method: 'PATCH',
      url: '/api/admin_orders_pending/1',
      payload: { status: 4, code: 'x' },
    });
    expect(res.statusCode).toBe(401);
  });

  it('answer 403 to a customer, who cannot answer even its own order', async () => {
    for (const url of ADMIN_LISTS)
      expect((await customer.inject({ method: 'GET', url })).statusCode).toBe(403);
    const order = await newOrder();
    const res = await answer(customer, order.id, { status: 3, code: '' });
    expect(res.statusCode).toBe(403);
    expect(res.json()).toEqual({ message: 'This action is unauthorized.' });
  });
});

describe('GET /api/admin_orders_pending', () => {
  it('lists the pending orders oldest first, with service, customer and the check fields', async () => {
    const first = await newOrder();
    const second = await newOrder();
    const res = await admin.inject({
      method: 'GET',
      url: '/api/admin_orders_pending?per_page=100',
    });
    expect(res.statusCode).toBe(200);
    const ids = res.json().data.map((o: { id: number }) => o.id);
    expect(ids.indexOf(first.id)).toBeLessThan(ids.indexOf(second.id));
    expect(res.json().data.find((o: { id: number }) => o.id === first.id)).toMatchObject({
      status: 1,
      service: { id: serviceId, name: 'Unlock Y' },
      user: { id: customer.id, name: 'Carla' },
      att_response: null,
      ifree_model: null,
      phase: false,
      other_phase: false,
    });
  });
});

describe('PATCH /api/admin_orders_pending/{id}', () => {
  it('completes a pending order with its code', async () => {
    const order = await newOrder();
    const res = await answer(admin, order.id, { status: 4, code: 'UNLOCK-123' });
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toMatchObject({ id: order.id, status: 4, code: 'UNLOCK-123' });
    const pending = await admin.inject({
      method: 'GET',
      url: '/api/admin_orders_pending?per_page=100',
    });
    expect(pending.json().data.map((o: { id: number }) => o.id)).not.toContain(order.id);
  });

  it("rejects with 'Not Found' when the reason is empty and gives the credits back", async () => {
    const before = await credits(customer.id);
    const order = await newOrder();
    const res = await answer(admin, order.id, { status: 3, code: '' });
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toMatchObject({ status: 3, code: 'Not Found', reason: 'Not Found' });
    expect(await credits(customer.id)).toBe(before);
  });

  it('requires a code to complete', async () => {
    const order = await newOrder();
    const res = await answer(admin, order.id, { status: 4 });
    expect(res.statusCode).toBe(422);
    expect(res.json().errors).toEqual({ code: ['The code field is required.'] });
  });

  it('refuses a status other than 3 or 4', async () => {
    const order = await newOrder();
    const res = await answer(admin, order.id, { status: 1, code: 'x' });
    expect(res.statusCode).toBe(422);
    expect(Object.keys(res.json().errors)).toEqual(['status']);
  });

  it('refuses to answer an order that is no longer pending, with a 409 saying why', async () => {
    const order = await newOrder();
    await answer(admin, order.id, { status: 3, code: 'Bad IMEI' });
    const res = await answer(admin, order.id, { status: 4, code: 'late' });
    expect(res.statusCode).toBe(409);
    expect(res.json()).toEqual({
      message: `Order #${order.id} was already rejected and refunded; it is not pending any more.`,
    });
  });

  it('rejects a completed order from the history (rejected: true) and refunds it', async () => {
    const before = await credits(customer.id);
    const order = await newOrder();
    await answer(admin, order.id, { status: 4, code: 'C0DE' });
    const plain = await answer(admin, order.id, { status: 3, code: '' });
    expect(plain.statusCode).toBe(409);
    const res = await answer(admin, order.id, { status: 3, code: '', rejected: true });
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toMatchObject({ status: 3, code: 'Not Found' });
    expect(await credits(customer.id)).toBe(before);
  });

  it('answers 404 for an unknown or malformed id', async () => {
    expect((await answer(admin, 987_654_321, { status: 3 })).statusCode).toBe(404);
    expect((await answer(admin, 'abc', { status: 3 })).statusCode).toBe(404);
  });
});

describe('GET /api/admin_orders_history and /api/admin_filter_orders', () => {
  it('lists answered orders only, newest first, with the customer name', async () => {
    const done = await newOrder();
    const waiting = await newOrder();
    await answer(admin, done.id, { status: 4, code: 'K' });
    const res = await admin.inject({
      method: 'GET',
      url: '/api/admin_orders_history?per_page=100',
    });
    const data = res.json().data as { id: number; status: number; user: { name: string } }[];
    expect(data.map((o) => o.id)).toContain(done.id);
    expect(data.map((o) => o.id)).not.toContain(waiting.id);
    expect(data.every((o) => o.status === 3 || o.status === 4)).toBe(true);
    expect(data.map((o) => o.id)).toEqual([...data.map((o) => o.id)].sort((a, b) => b - a));
    expect(data.find((o) => o.id === done.id)?.user.name).toBe('Carla');
  });

  it('finds orders by any part of the IMEI, treating LIKE wildcards literally', async () => {
    const imei = validImei();
    const order = await newOrder(imei);
    const res = await admin.inject({
      method: 'GET',
      url: `/api/admin_filter_orders?imei=${imei.slice(9, 15)}`,
    });
    expect(res.json().data.map((o: { id: number }) => o.id)).toEqual([order.id]);
    const wildcard = await admin.inject({
      method: 'GET',
      url: '/api/admin_filter_orders?imei=%25',
    });
    expect(wildcard.json().total).toBe(0);
  });

  it('filters by status and service, and the page links keep the filter', async () => {
    const other = await createService(t.db, { price: '1.00' });
    const placed = await placeOrders(t.db, {
      userId: customer.id,
      serviceId: other.id,
      imeis: [validImei(), validImei()],
      source: 'web',
    });
    await answer(admin, placed.orders[0]?.id ?? 0, { status: 4, code: 'Z' });
    const res = await admin.inject({
      method: 'GET',
      url: `/api/admin_filter_orders?service_id=${other.id}&status=1&per_page=1`,
    });
    const body = res.json();
    expect(body.data.map((o: { id: number }) => o.id)).toEqual([placed.orders[1]?.id]);
    expect(body.links.find((l: { label: string }) => l.label === '1').url).toBe(
      `http://shop.test/api/admin_filter_orders?service_id=${other.id}&status=1&per_page=1&page=1`,
    );
    const history = await admin.inject({
      method: 'GET',
      url: `/api/admin_orders_history?service_id=${other.id}&status=1`,
    });
    expect(history.json().total).toBe(0);
  });

  it('counts a filtered list on a full page, on its last page and past its end', async () => {
    const { other, ids } = await ordersOfANewService(3);
    const newestFirst = [...ids].reverse();
    const pageOf = async (page: number) => {
      const res = await admin.inject({
        method: 'GET',
        url: `/api/admin_filter_orders?service_id=${other.id}&status=1&per_page=2&page=${page}`,
      });
      const body = res.json();
      return { ids: body.data.map((o: { id: number }) => o.id), total: body.total };
    };
    expect(await pageOf(1)).toEqual({ ids: newestFirst.slice(0, 2), total: 3 });
    expect(await pageOf(2)).toEqual({ ids: newestFirst.slice(2), total: 3 });
    expect(await pageOf(3)).toEqual({ ids: [], total: 3 });
  });

  it('keeps the pending queue oldest first when filtered by a service, without the answered', async () => {
    const { other, ids } = await ordersOfANewService(3);
    const [first, second, third] = ids;
    await answer(admin, second ?? 0, { status: 4, code: 'Z' });
    const res = await admin.inject({
      method: 'GET',
      url: `/api/admin_orders_pending?service_id=${other.id}`,
    });
    expect(res.json().data.map((o: { id: number }) => o.id)).toEqual([first, third]);
    expect(res.json().total).toBe(2);
  });

  it('shows nothing when the history is filtered by a status it never holds (pending)', async () => {
    await newOrder();
    const res = await admin.inject({ method: 'GET', url: '/api/admin_orders_history?status=1' });
    expect(res.statusCode).toBe(200);
    expect(res.json().total).toBe(0);
    expect(res.json().data).toEqual([]);
  });
});
