import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { placeQueuedOrders } from '../../src/domain/suppliers/placement.js';
import { validImei } from '../helpers/orderFixtures.js';
import type { TestApp, TestUser } from '../helpers/testApp.js';
import {
  attemptRows,
  FAST_SUPPLIERS,
  forwardingRow,
  order,
  routedService,
} from './forwardingFixtures.js';
import { type ShopWithSupplier, shopWithSupplier } from './shopWithSupplier.js';
import type { TestSupplier } from './testSupplier.js';

/**
 * A place job sends its units side by side (a bulk, or one order each). One that fails must
 * neither stop the others nor end the job while their calls are still under way.
 */
let shop: ShopWithSupplier;
let t: TestApp;
let customer: TestUser;
let supplier: TestSupplier;
let supplierId: number;

beforeAll(async () => {
  // No workers: the test runs the place job itself.
  shop = await shopWithSupplier();
  ({ t, customer, supplier, supplierId } = shop);
});
afterAll(() => shop.close());

/** Makes recording an attempt of this order fail, as a lost connection would. */
async function refuseAttemptsOf(orderId: number): Promise<() => Promise<void>> {
  await t.db.execute(
    sql.raw(`CREATE FUNCTION refuse_attempt() RETURNS trigger LANGUAGE plpgsql AS $$
      BEGIN
        IF NEW.order_id = ${orderId} THEN RAISE EXCEPTION 'attempt refused by the test'; END IF;
        RETURN NEW;
      END $$`),
  );
  await t.db.execute(
    sql.raw(`CREATE TRIGGER refuse_attempt BEFORE INSERT ON forwarding_attempts
      FOR EACH ROW EXECUTE FUNCTION refuse_attempt()`),
  );
  return async () => {
    await t.db.execute(sql.raw('DROP TRIGGER refuse_attempt ON forwarding_attempts'));
    await t.db.execute(sql.raw('DROP FUNCTION refuse_attempt()'));
  };
}

describe('a place job with a unit that fails', () => {
  it('places the other units, and fails only once their outcomes are recorded', async () => {
    const serviceId = await routedService(t.db, [supplierId]);
    const [failing = 0] = await order(customer, serviceId, [validImei()]);
    const placedImei = validImei();
    const [placed = 0] = await order(customer, serviceId, [placedImei]);
    const allow = await refuseAttemptsOf(failing);
    // The other order's call lasts long after the failing unit has failed.
    supplier.misbehave('placeimeiorder', { kind: 'slow', ms: 400 }, 1);
    try {
      await expect(
        placeQueuedOrders(t.db, [failing, placed], FAST_SUPPLIERS),
      ).rejects.toMatchObject({
        cause: expect.objectContaining({ message: 'attempt refused by the test' }),
      });
      // Checked at the moment the job ended: nothing of it is still under way.
      const [attempt] = await attemptRows(t.db, placed);
      expect(attempt?.outcome).toBe('accepted');
      expect((await forwardingRow(t.db, placed))?.state).toBe('placed');
      expect(supplier.ordersOf(placedImei)).toHaveLength(1);
      expect((await forwardingRow(t.db, failing))?.state).toBe('queued');
    } finally {
      await allow();
    }
  });
});
