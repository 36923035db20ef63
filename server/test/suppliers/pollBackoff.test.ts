import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { orderForwarding } from '../../src/db/schema.js';
import { pollSupplier } from '../../src/domain/suppliers/polling.js';
import { validImei } from '../helpers/orderFixtures.js';
import type { TestApp, TestUser } from '../helpers/testApp.js';
import { FAST_SUPPLIERS, forwardingRow, order, routedService } from './forwardingFixtures.js';
import { type ShopWithSupplier, shopWithSupplier } from './shopWithSupplier.js';
import type { TestSupplier } from './testSupplier.js';

let shop: ShopWithSupplier;
let t: TestApp;
let customer: TestUser;
let supplier: TestSupplier;
let supplierId: number;
let serviceId: number;
const settings = { ...FAST_SUPPLIERS, workers: false, pollSeconds: 60 };

beforeAll(async () => {
  shop = await shopWithSupplier(settings);
  ({ t, customer, supplier, supplierId } = shop);
  serviceId = await routedService(t.db, [supplierId]);
});
afterAll(() => shop.close());

/** An order placed at the supplier `ageSeconds` ago, still in process there (STATUS 0), due now. */
async function placedOrderAged(ageSeconds: number): Promise<number> {
  const imei = validImei();
  const [orderId = 0] = await order(customer, serviceId, [imei]);
  supplier.answer(imei, 0, '');
  await t.db
    .update(orderForwarding)
    .set({
      state: 'placed',
      supplierId,
      supplierServiceId: '12',
      reference: `REF-${orderId}`,
      createdAt: sql`now() - make_interval(secs => ${ageSeconds})`,
      nextAttemptAt: sql`now()`,
    })
    .where(eq(orderForwarding.orderId, orderId));
  return orderId;
}

/** Seconds from now to the order's next poll. */
async function secondsToNextPoll(orderId: number): Promise<number> {
  const row = await forwardingRow(t.db, orderId);
  return ((row?.nextAttemptAt.getTime() ?? 0) - Date.now()) / 1000;
}

describe('polling an order the supplier keeps in process', () => {
  it('a young order is asked about again after SUPPLIER_POLL_SECONDS', async () => {
    const orderId = await placedOrderAged(5 * 60);
    await pollSupplier(t.db, supplierId, settings);
    expect((await forwardingRow(t.db, orderId))?.state).toBe('placed');
    expect(await secondsToNextPoll(orderId)).toBeGreaterThan(55);
    expect(await secondsToNextPoll(orderId)).toBeLessThan(65);
  });

  it('an order placed two hours ago is asked about every twelve minutes (a tenth of its age)', async () => {
    const orderId = await placedOrderAged(2 * 3600);
    await pollSupplier(t.db, supplierId, settings);
    expect(await secondsToNextPoll(orderId)).toBeGreaterThan(715);
    expect(await secondsToNextPoll(orderId)).toBeLessThan(725);
  });

  it('an order days old is still asked about once an hour', async () => {
    const orderId = await placedOrderAged(3 * 24 * 3600);
    await pollSupplier(t.db, supplierId, settings);
    expect(await secondsToNextPoll(orderId)).toBeGreaterThan(3595);
    expect(await secondsToNextPoll(orderId)).toBeLessThan(3605);
  });
});
