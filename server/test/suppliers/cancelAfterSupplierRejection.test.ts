import { afterAll, beforeAll, expect, it } from 'vitest';
import { placeQueuedOrders } from '../../src/domain/suppliers/placement.js';
import { pollSupplier } from '../../src/domain/suppliers/polling.js';
import { deactivateSupplier } from '../../src/domain/suppliers/supplierAccounts.js';
import { unbalancedUsers } from '../helpers/ledger.js';
import { orderRow, validImei } from '../helpers/orderFixtures.js';
import { createTestApp, type TestApp, type TestUser } from '../helpers/testApp.js';
import {
  addSupplier,
  attemptRows,
  FAST_SUPPLIERS,
  forwardingRow,
  ledgerRows,
  order,
  routedService,
} from './forwardingFixtures.js';
import { startTestSupplier, type TestSupplier } from './testSupplier.js';

/**
 * An order its first supplier took and then rejected (STATUS 3), moved on to a second route that
 * is gone by the time the place job looks: held, at no supplier. Its customer may cancel it.
 */
let t: TestApp;
let customer: TestUser;
let first: TestSupplier;
let second: TestSupplier;
const settings = { ...FAST_SUPPLIERS, workers: false };
beforeAll(async () => {
  t = await createTestApp({ suppliers: settings });
  customer = await t.createUser({ credits: '100.00' });
  first = await startTestSupplier();
  second = await startTestSupplier({ username: 'second', apiKey: 'SECOND-KEY-9876' });
});
afterAll(async () => {
  await t?.close();
  await first?.close();
  await second?.close();
});

it('an order rejected by its supplier and held for want of a next route can be cancelled (it was refused as "may have reached its supplier")', async () => {
  const firstId = await addSupplier(t.db, first, { name: 'First' });
  const secondId = await addSupplier(t.db, second, { name: 'Second' });
  const serviceId = await routedService(t.db, [firstId, secondId]);
  const imei = validImei();
  const [orderId = 0] = await order(customer, serviceId, [imei]);
  await placeQueuedOrders(t.db, [orderId], settings);
  expect((await forwardingRow(t.db, orderId))?.state).toBe('placed');
  first.answer(imei, 3, 'Not supported');
  await new Promise((resolve) => setTimeout(resolve, 1100)); // the order's poll is due
  await pollSupplier(t.db, firstId, settings);
  expect((await forwardingRow(t.db, orderId))?.state).toBe('queued');
  await deactivateSupplier(t.db, secondId, null);
  await placeQueuedOrders(t.db, [orderId], settings);
  expect((await forwardingRow(t.db, orderId))?.state).toBe('held');
  expect((await attemptRows(t.db, orderId)).map((a) => a.outcome)).toEqual([
    'accepted',
    'rejected',
  ]);

  const res = await customer.inject({ method: 'POST', url: `/api/orders/${orderId}/cancel` });
  expect(res.statusCode).toBe(200);
  expect((await orderRow(t.db, orderId))?.status).toBe(3);
  expect(await ledgerRows(t.db, orderId, 'order_refund')).toHaveLength(1);
  expect(second.ordersOf(imei)).toHaveLength(0);
  expect(await unbalancedUsers(t.db)).toEqual([]);
});
