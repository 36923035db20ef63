import { eq } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { orders, suppliers } from '../../src/db/schema.js';
import { placeQueuedOrders } from '../../src/domain/suppliers/placement.js';
import { supplierServiceList } from '../../src/domain/suppliers/supplierServices.js';
import { unbalancedUsers } from '../helpers/ledger.js';
import { validImei } from '../helpers/orderFixtures.js';
import type { TestUser } from '../helpers/testApp.js';
import {
  addSupplier,
  FAST_SUPPLIERS,
  forwardingRow,
  order,
  routedService,
} from './forwardingFixtures.js';
import { type ShopWithSupplier, shopWithSupplier } from './shopWithSupplier.js';
import { startTestSupplier, type TestSupplier } from './testSupplier.js';

/**
 * A supplier that raised its price above what the shop sells the service for would be paid more
 * than the customer paid. The placement checks each route's price in the supplier's list as last
 * fetched: a route priced above the order is passed over, and an order with no other route is held
 * for a person. The workers are off: each test runs the placement itself.
 */
let shop: ShopWithSupplier;
let admin: TestUser;
let second: TestSupplier;
let secondId: number;
beforeAll(async () => {
  shop = await shopWithSupplier();
  admin = await shop.t.createUser({ admin: true });
  second = await startTestSupplier({ username: 'second', apiKey: 'SECOND-KEY-9876' });
  secondId = await addSupplier(shop.t.db, second, { name: 'Second' });
});
afterAll(async () => {
  await shop.close();
  await second.close();
});
afterEach(async () => {
  expect(await unbalancedUsers(shop.t.db)).toEqual([]);
});

/** The supplier lists its service 12 at `credit` in the list the shop fetches now. */
async function listsAt(supplier: TestSupplier, supplierId: number, credit: string) {
  const service = supplier.services.find((listed) => listed.id === '12');
  if (!service) throw new Error('the test supplier has no service 12');
  service.credit = credit;
  await supplierServiceList(shop.t.db, supplierId, { refresh: true, ...FAST_SUPPLIERS });
}

const placeCalls = (supplier: TestSupplier) =>
  supplier.requests.filter((request) => request.action.startsWith('place')).length;

async function orderOf(serviceId: number) {
  const [orderId = 0] = await order(shop.customer, serviceId, [validImei()]);
  return orderId;
}

async function forward(orderId: number, payload: { supplier_id?: number } = {}) {
  const res = await admin.inject({
    method: 'POST',
    url: `/api/admin_orders/${orderId}/forward`,
    payload,
  });
  expect(res.statusCode).toBe(200);
  await placeQueuedOrders(shop.t.db, [orderId], FAST_SUPPLIERS);
}

const NOTE_AT_12 =
  'Upstream lists this service at 12.00, above the 10.00 the customer paid: retry it to place it anyway, or answer it here';

describe('an order whose supplier lists the service above what the customer paid', () => {
  it('is held with a note naming both prices, and never sent', async () => {
    await listsAt(shop.supplier, shop.supplierId, '12.00');
    const serviceId = await routedService(shop.t.db, [shop.supplierId], '10.00');
    const orderId = await orderOf(serviceId);
    const calls = placeCalls(shop.supplier);

    await placeQueuedOrders(shop.t.db, [orderId], FAST_SUPPLIERS);

    const row = await forwardingRow(shop.t.db, orderId);
    expect(row?.state).toBe('held');
    expect(row?.lastError).toBe(NOTE_AT_12);
    expect(placeCalls(shop.supplier)).toBe(calls);
  });

  it('is listed under "Needs a person", the note in the language of the screen', async () => {
    await listsAt(shop.supplier, shop.supplierId, '12.00');
    const serviceId = await routedService(shop.t.db, [shop.supplierId], '10.00');
    const orderId = await orderOf(serviceId);
    await placeQueuedOrders(shop.t.db, [orderId], FAST_SUPPLIERS);

    const res = await admin.inject({
      method: 'GET',
      url: '/api/admin_orders_pending?forwarding=held&per_page=100',
      headers: { 'accept-language': 'es' },
    });
    const listed = (
      res.json() as { data: { id: number; forwarding: { last_error: string | null } }[] }
    ).data.find((row) => row.id === orderId);
    expect(listed?.forwarding.last_error).toBe(
      'Upstream cotiza este servicio a 12.00, por encima de los 10.00 que pagó el cliente: reinténtela para enviarla de todos modos, o respóndala aquí',
    );
  });

  it('goes to the next route whose supplier lists it within the price', async () => {
    await listsAt(shop.supplier, shop.supplierId, '12.00');
    await listsAt(second, secondId, '9.00');
    const serviceId = await routedService(shop.t.db, [shop.supplierId, secondId], '10.00');
    const orderId = await orderOf(serviceId);
    const calls = placeCalls(shop.supplier);

    await placeQueuedOrders(shop.t.db, [orderId], FAST_SUPPLIERS);

    const row = await forwardingRow(shop.t.db, orderId);
    expect(row?.state).toBe('placed');
    expect(row?.supplierId).toBe(secondId);
    expect(placeCalls(shop.supplier)).toBe(calls);
    const [placed] = await shop.t.db
      .select({ cost: orders.cost })
      .from(orders)
      .where(eq(orders.id, orderId));
    expect(placed?.cost).toBe('9.00');
  });

  it('is placed when an admin retries it, at the supplier’s price as its cost', async () => {
    await listsAt(shop.supplier, shop.supplierId, '12.00');
    const serviceId = await routedService(shop.t.db, [shop.supplierId], '10.00');
    const orderId = await orderOf(serviceId);
    await placeQueuedOrders(shop.t.db, [orderId], FAST_SUPPLIERS);
    expect((await forwardingRow(shop.t.db, orderId))?.state).toBe('held');

    await forward(orderId);

    expect((await forwardingRow(shop.t.db, orderId))?.state).toBe('placed');
    const [placed] = await shop.t.db
      .select({ cost: orders.cost })
      .from(orders)
      .where(eq(orders.id, orderId));
    expect(placed?.cost).toBe('12.00');
  });

  it('sent by an admin, is retried on that route after a fault, not held again', async () => {
    await listsAt(shop.supplier, shop.supplierId, '12.00');
    const serviceId = await routedService(shop.t.db, [shop.supplierId], '10.00');
    const orderId = await orderOf(serviceId);
    await placeQueuedOrders(shop.t.db, [orderId], FAST_SUPPLIERS);
    shop.supplier.misbehave('placeimeiorder', { kind: 'unavailable' }, 1);

    await forward(orderId);
    expect((await forwardingRow(shop.t.db, orderId))?.state).toBe('queued');
    await placeQueuedOrders(shop.t.db, [orderId], FAST_SUPPLIERS);

    expect((await forwardingRow(shop.t.db, orderId))?.state).toBe('placed');
  });

  it('sent by an admin and refused there, is held again at a next route priced above', async () => {
    await listsAt(shop.supplier, shop.supplierId, '12.00');
    await listsAt(second, secondId, '11.00');
    const serviceId = await routedService(shop.t.db, [shop.supplierId, secondId], '10.00');
    const imei = validImei();
    const [orderId = 0] = await order(shop.customer, serviceId, [imei]);
    await placeQueuedOrders(shop.t.db, [orderId], FAST_SUPPLIERS);
    shop.supplier.refuseImei(imei, 'IMEI is blacklisted');
    const calls = placeCalls(second);

    await forward(orderId, { supplier_id: shop.supplierId });
    await placeQueuedOrders(shop.t.db, [orderId], FAST_SUPPLIERS);

    const row = await forwardingRow(shop.t.db, orderId);
    expect(row?.state).toBe('held');
    expect(row?.lastError).toBe(
      'Second lists this service at 11.00, above the 10.00 the customer paid: retry it to place it anyway, or answer it here',
    );
    expect(placeCalls(second)).toBe(calls);
  });
});

describe('an admin’s say-so', () => {
  /** A supplier of its own for one test, listing service 12 at `credit`. */
  async function anotherSupplier(name: string, credit: string) {
    const supplier = await startTestSupplier({ username: name, apiKey: `${name}-KEY-1234` });
    const id = await addSupplier(shop.t.db, supplier, { name });
    await listsAt(supplier, id, credit);
    return { supplier, id };
  }

  const deactivate = (supplierId: number) =>
    shop.t.db.update(suppliers).set({ active: false }).where(eq(suppliers.id, supplierId));

  it('is for the route it sent the order to: deactivated after a fault, the next route priced above holds it', async () => {
    const first = await anotherSupplier('First', '12.00');
    const next = await anotherSupplier('Next', '15.00');
    try {
      const serviceId = await routedService(shop.t.db, [first.id, next.id], '10.00');
      const orderId = await orderOf(serviceId);
      await placeQueuedOrders(shop.t.db, [orderId], FAST_SUPPLIERS);
      first.supplier.misbehave('placeimeiorder', { kind: 'unavailable' }, 1);
      await forward(orderId);
      expect((await forwardingRow(shop.t.db, orderId))?.state).toBe('queued');

      await deactivate(first.id);
      await placeQueuedOrders(shop.t.db, [orderId], FAST_SUPPLIERS);

      const row = await forwardingRow(shop.t.db, orderId);
      expect(row?.state).toBe('held');
      expect(row?.lastError).toBe(
        'Next lists this service at 15.00, above the 10.00 the customer paid: retry it to place it anyway, or answer it here',
      );
      expect(placeCalls(next.supplier)).toBe(0);
    } finally {
      await first.supplier.close();
      await next.supplier.close();
    }
  });

  it('by Retry now goes to the route the note names, past a deactivated first route', async () => {
    const gone = await anotherSupplier('Gone', '4.00');
    const dear = await anotherSupplier('Dear', '11.00');
    try {
      await deactivate(gone.id);
      const serviceId = await routedService(shop.t.db, [gone.id, dear.id], '10.00');
      const orderId = await orderOf(serviceId);
      await placeQueuedOrders(shop.t.db, [orderId], FAST_SUPPLIERS);
      expect((await forwardingRow(shop.t.db, orderId))?.lastError).toMatch(/^Dear lists/);

      await forward(orderId);

      const row = await forwardingRow(shop.t.db, orderId);
      expect(row?.state).toBe('placed');
      expect(row?.supplierId).toBe(dear.id);
    } finally {
      await gone.supplier.close();
      await dear.supplier.close();
    }
  });
});

describe('an order whose supplier gives no price for the service', () => {
  it('is placed as before when the supplier’s list was never fetched', async () => {
    const other = await startTestSupplier({ username: 'unlisted', apiKey: 'UNLISTED-KEY-1' });
    try {
      const otherId = await addSupplier(shop.t.db, other, { name: 'Never listed' });
      const serviceId = await routedService(shop.t.db, [otherId], '1.00');
      const orderId = await orderOf(serviceId);

      await placeQueuedOrders(shop.t.db, [orderId], FAST_SUPPLIERS);

      expect((await forwardingRow(shop.t.db, orderId))?.state).toBe('placed');
    } finally {
      await other.close();
    }
  });
});

describe('a lowered price', () => {
  it('lets the next order through once the list is fetched again', async () => {
    await listsAt(shop.supplier, shop.supplierId, '12.00');
    const serviceId = await routedService(shop.t.db, [shop.supplierId], '10.00');
    const held = await orderOf(serviceId);
    await placeQueuedOrders(shop.t.db, [held], FAST_SUPPLIERS);
    expect((await forwardingRow(shop.t.db, held))?.state).toBe('held');

    await listsAt(shop.supplier, shop.supplierId, '10.00');
    const next = await orderOf(serviceId);
    await placeQueuedOrders(shop.t.db, [next], FAST_SUPPLIERS);

    expect((await forwardingRow(shop.t.db, next))?.state).toBe('placed');
    expect((await forwardingRow(shop.t.db, held))?.state).toBe('held');
  });
});
