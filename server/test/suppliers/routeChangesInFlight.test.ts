import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { replaceServiceRoutes } from '../../src/domain/suppliers/serviceRoutes.js';
import { unbalancedUsers } from '../helpers/ledger.js';
import { orderRow, validImei } from '../helpers/orderFixtures.js';
import { createTestApp, type TestApp, type TestUser } from '../helpers/testApp.js';
import {
  addSupplier,
  forwardingRow,
  order,
  routedService,
  stateIs,
  waitFor,
  withWorkers,
} from './forwardingFixtures.js';
import { startTestSupplier, type TestSupplier } from './testSupplier.js';

/** An admin changes a service's routes while its orders are at a supplier. */
let t: TestApp;
let customer: TestUser;
let first: TestSupplier;
let second: TestSupplier;
let firstId: number;
let secondId: number;

beforeAll(async () => {
  t = await createTestApp(withWorkers());
  customer = await t.createUser({ credits: '1000.00' });
  first = await startTestSupplier();
  second = await startTestSupplier({ username: 'second', apiKey: 'SECOND-KEY-9876' });
  firstId = await addSupplier(t.db, first, { name: 'First' });
  secondId = await addSupplier(t.db, second, { name: 'Second' });
});
afterAll(async () => {
  await t.close();
  await first.close();
  await second.close();
});
afterEach(async () => {
  expect(await unbalancedUsers(t.db)).toEqual([]);
});

const routes = (...supplierIds: number[]) =>
  supplierIds.map((id) => ({ supplier_id: id, supplier_service_id: '12' }));

/** An order placed at the first supplier of a service routed to the first, then the second. */
async function placedAtFirst() {
  const serviceId = await routedService(t.db, [firstId, secondId]);
  const imei = validImei();
  const [orderId = 0] = await order(customer, serviceId, [imei]);
  await waitFor(stateIs(t.db, orderId, 'placed'), 'placed at the first');
  return { serviceId, orderId, imei };
}

describe('routes changed while an order is at a supplier', () => {
  it('after the two are swapped, a refusal of the first is final: not placed there again (it was)', async () => {
    const { serviceId, orderId, imei } = await placedAtFirst();
    await replaceServiceRoutes(t.db, serviceId, routes(secondId, firstId), null);
    expect((await forwardingRow(t.db, orderId))?.routePosition).toBe(1);
    first.answer(imei, 3, 'Not supported');
    await waitFor(async () => (await orderRow(t.db, orderId))?.status === 3, 'rejected');
    expect(first.ordersOf(imei)).toHaveLength(1);
    expect(second.ordersOf(imei)).toHaveLength(0);
  });

  it('after its supplier is taken out, a refusal moves it to the first route left', async () => {
    const { serviceId, orderId, imei } = await placedAtFirst();
    await replaceServiceRoutes(t.db, serviceId, routes(secondId), null);
    expect((await forwardingRow(t.db, orderId))?.routePosition).toBe(-1);
    first.answer(imei, 3, 'Not supported');
    await waitFor(() => second.ordersOf(imei).length === 1, 'placed at the second');
    expect(first.ordersOf(imei)).toHaveLength(1);
  });
});
