import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { replaceServiceRoutes } from '../../src/domain/suppliers/serviceRoutes.js';
import { unbalancedUsers } from '../helpers/ledger.js';
import { orderRow, validImei } from '../helpers/orderFixtures.js';
import { forwardingRow, order, routedService, stateIs, waitFor } from './forwardingFixtures.js';
import { type ShopWithTwoSuppliers, shopWithTwoSuppliers } from './shopWithSupplier.js';

/** An admin changes a service's routes while its orders are at a supplier. */
let shop: ShopWithTwoSuppliers;
beforeAll(async () => {
  shop = await shopWithTwoSuppliers();
});
afterAll(() => shop.close());
afterEach(async () => {
  expect(await unbalancedUsers(shop.t.db)).toEqual([]);
});

const routes = (...supplierIds: number[]) =>
  supplierIds.map((id) => ({ supplier_id: id, supplier_service_id: '12' }));

/** An order placed at the first supplier of a service routed to the first, then the second. */
async function placedAtFirst() {
  const serviceId = await routedService(shop.t.db, [shop.firstId, shop.secondId]);
  const imei = validImei();
  const [orderId = 0] = await order(shop.customer, serviceId, [imei]);
  await waitFor(stateIs(shop.t.db, orderId, 'placed'), 'placed at the first');
  return { serviceId, orderId, imei };
}

describe('routes changed while an order is at a supplier', () => {
  it('after the two are swapped, a refusal of the first is final: not placed there again (it was)', async () => {
    const { serviceId, orderId, imei } = await placedAtFirst();
    await replaceServiceRoutes(shop.t.db, serviceId, routes(shop.secondId, shop.firstId), null);
    expect((await forwardingRow(shop.t.db, orderId))?.routePosition).toBe(1);
    shop.first.answer(imei, 3, 'Not supported');
    await waitFor(async () => (await orderRow(shop.t.db, orderId))?.status === 3, 'rejected');
    expect(shop.first.ordersOf(imei)).toHaveLength(1);
    expect(shop.second.ordersOf(imei)).toHaveLength(0);
  });

  it('after its supplier is taken out, a refusal moves it to the first route left', async () => {
    const { serviceId, orderId, imei } = await placedAtFirst();
    await replaceServiceRoutes(shop.t.db, serviceId, routes(shop.secondId), null);
    expect((await forwardingRow(shop.t.db, orderId))?.routePosition).toBe(-1);
    shop.first.answer(imei, 3, 'Not supported');
    await waitFor(() => shop.second.ordersOf(imei).length === 1, 'placed at the second');
    expect(shop.first.ordersOf(imei)).toHaveLength(1);
  });
});
