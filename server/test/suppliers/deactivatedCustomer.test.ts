import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { CUSTOMER_DEACTIVATED_NOTE } from '../../src/domain/suppliers/heldOrders.js';
import { placeQueuedOrders } from '../../src/domain/suppliers/placement.js';
import { unbalancedUsers } from '../helpers/ledger.js';
import { validImei } from '../helpers/orderFixtures.js';
import type { TestUser } from '../helpers/testApp.js';
import { FAST_SUPPLIERS, forwardingRow, order, routedService } from './forwardingFixtures.js';
import { type ShopWithSupplier, shopWithSupplier } from './shopWithSupplier.js';

/**
 * Deactivating an account is how a shop stops a fraudster: its orders not yet at a supplier are
 * held for a person, not forwarded at the shop's cost. The workers are off: each test runs the
 * placement itself.
 */
let shop: ShopWithSupplier;
let admin: TestUser;
beforeAll(async () => {
  shop = await shopWithSupplier();
  admin = await shop.t.createUser({ admin: true });
});
afterAll(() => shop.close());
afterEach(async () => {
  expect(await unbalancedUsers(shop.t.db)).toEqual([]);
});

async function customerWithQueuedOrder() {
  const customer = await shop.t.createUser({ credits: '100.00' });
  const serviceId = await routedService(shop.t.db, [shop.supplierId]);
  const [orderId = 0] = await order(customer, serviceId, [validImei()]);
  expect((await forwardingRow(shop.t.db, orderId))?.state).toBe('queued');
  return { customer, orderId };
}

async function deactivate(userId: number) {
  const res = await admin.inject({ method: 'DELETE', url: `/api/admin_users/${userId}` });
  expect(res.statusCode).toBe(200);
}

const callsToSupplier = () => shop.supplier.requests.filter((r) => r.action.startsWith('place'));

describe("a deactivated customer's orders", () => {
  it('that had not reached a supplier are held with a note, and never sent', async () => {
    const { customer, orderId } = await customerWithQueuedOrder();
    await deactivate(customer.id);

    const row = await forwardingRow(shop.t.db, orderId);
    expect(row?.state).toBe('held');
    expect(row?.lastError).toBe(CUSTOMER_DEACTIVATED_NOTE);
    const calls = callsToSupplier().length;
    await placeQueuedOrders(shop.t.db, [orderId], FAST_SUPPLIERS);
    expect(callsToSupplier()).toHaveLength(calls);
    expect((await forwardingRow(shop.t.db, orderId))?.state).toBe('held');
  });

  it('are listed under "Needs a person", the note in the language of the screen', async () => {
    const { customer, orderId } = await customerWithQueuedOrder();
    await deactivate(customer.id);

    const noteIn = async (language: string) => {
      const res = await admin.inject({
        method: 'GET',
        url: '/api/admin_orders_pending?forwarding=held&per_page=100',
        headers: { 'accept-language': language },
      });
      expect(res.statusCode).toBe(200);
      const listed = (
        res.json() as { data: { id: number; forwarding: { last_error: string | null } }[] }
      ).data.find((row) => row.id === orderId);
      return listed?.forwarding.last_error;
    };
    expect(await noteIn('en')).toBe(CUSTOMER_DEACTIVATED_NOTE);
    expect(await noteIn('es')).toBe(
      'La cuenta del cliente fue desactivada antes de que esta orden llegara a un proveedor: envíela de nuevo o respóndala aquí',
    );
  });

  it('can still be sent by an admin who decides so, and are placed', async () => {
    const { customer, orderId } = await customerWithQueuedOrder();
    await deactivate(customer.id);

    const res = await admin.inject({
      method: 'POST',
      url: `/api/admin_orders/${orderId}/forward`,
      payload: {},
    });
    expect(res.statusCode).toBe(200);
    await placeQueuedOrders(shop.t.db, [orderId], FAST_SUPPLIERS);
    expect((await forwardingRow(shop.t.db, orderId))?.state).toBe('placed');
  });

  it('already at a supplier go on there, their customer deactivated or not', async () => {
    const { customer, orderId } = await customerWithQueuedOrder();
    await placeQueuedOrders(shop.t.db, [orderId], FAST_SUPPLIERS);
    expect((await forwardingRow(shop.t.db, orderId))?.state).toBe('placed');
    await deactivate(customer.id);

    const row = await forwardingRow(shop.t.db, orderId);
    expect(row?.state).toBe('placed');
    expect(row?.lastError).toBeNull();
  });

  it('of another customer are not touched', async () => {
    const { orderId } = await customerWithQueuedOrder();
    const other = await shop.t.createUser();
    await deactivate(other.id);
    expect((await forwardingRow(shop.t.db, orderId))?.state).toBe('queued');
  });
});
