import type { SupplierSettings } from '../../src/config.js';
import { createTestApp, type TestApp, type TestUser } from '../helpers/testApp.js';
import { addSupplier, FAST_SUPPLIERS } from './forwardingFixtures.js';
import { startTestSupplier, type TestSupplier } from './testSupplier.js';

/** A shop with one test supplier and a customer with 1,000 credits. */
export interface ShopWithSupplier {
  t: TestApp;
  customer: TestUser;
  supplier: TestSupplier;
  supplierId: number;
  close(): Promise<void>;
}

/**
 * Starts it. The forwarding workers are off by default: the tests run the forwarding steps
 * themselves, at the moments they choose.
 */
export async function shopWithSupplier(
  settings: SupplierSettings = { ...FAST_SUPPLIERS, workers: false },
): Promise<ShopWithSupplier> {
  const t = await createTestApp({ suppliers: settings });
  const customer = await t.createUser({ credits: '1000.00' });
  const supplier = await startTestSupplier();
  const supplierId = await addSupplier(t.db, supplier);
  return {
    t,
    customer,
    supplier,
    supplierId,
    async close() {
      await t.close();
      await supplier.close();
    },
  };
}
