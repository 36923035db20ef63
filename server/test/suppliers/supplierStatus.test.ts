import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { suppliers } from '../../src/db/schema.js';
import { placeQueuedOrders } from '../../src/domain/suppliers/placement.js';
import { pollSupplier } from '../../src/domain/suppliers/polling.js';
import { validImei } from '../helpers/orderFixtures.js';
import { FAST_SUPPLIERS, forwardingRow, order, routedService } from './forwardingFixtures.js';
import { type ShopWithSupplier, shopWithSupplier } from './shopWithSupplier.js';

/** What the suppliers list shows of a supplier follows what its calls say, not only Check. */
const settings = { ...FAST_SUPPLIERS, workers: false };
let shop: ShopWithSupplier;
beforeAll(async () => {
  shop = await shopWithSupplier(settings);
});
afterAll(() => shop.close());

const supplierRow = async () => {
  const [row] = await shop.t.db.select().from(suppliers).where(eq(suppliers.id, shop.supplierId));
  return row;
};

describe('a supplier as the suppliers list shows it', () => {
  it('shows the balance it has once it refuses orders for want of credit (it showed the last Check’s)', async () => {
    await shop.t.db
      .update(suppliers)
      .set({ balance: '300.00', lowBalance: '50.00', checkedAt: sql`now() - interval '1 hour'` })
      .where(eq(suppliers.id, shop.supplierId));
    shop.supplier.balance = '10.00';
    shop.supplier.misbehave('placeimeiorder', { kind: 'refuse', message: 'Not enough credits' });
    const serviceId = await routedService(shop.t.db, [shop.supplierId]);
    const [orderId = 0] = await order(shop.customer, serviceId, [validImei()]);
    await placeQueuedOrders(shop.t.db, [orderId], settings);
    expect((await forwardingRow(shop.t.db, orderId))?.state).toBe('held');
    const row = await supplierRow();
    expect(row?.balance).toBe('10.00');
    expect(row?.lowBalanceAlertedAt).not.toBeNull();
  });

  it('drops a poll’s "could not reach" once the supplier answers a poll again (it stayed until Check)', async () => {
    const serviceId = await routedService(shop.t.db, [shop.supplierId]);
    const imei = validImei();
    const [orderId = 0] = await order(shop.customer, serviceId, [imei]);
    await placeQueuedOrders(shop.t.db, [orderId], settings);
    expect((await forwardingRow(shop.t.db, orderId))?.state).toBe('placed');
    shop.supplier.misbehave('getimeiorder', { kind: 'unavailable' });
    await new Promise((resolve) => setTimeout(resolve, 1100)); // its poll is due
    await pollSupplier(shop.t.db, shop.supplierId, settings);
    expect((await supplierRow())?.lastError).toBe('HTTP 503 from the supplier');
    await new Promise((resolve) => setTimeout(resolve, 1100));
    await pollSupplier(shop.t.db, shop.supplierId, settings);
    expect((await supplierRow())?.lastError).toBeNull();
  });
});
