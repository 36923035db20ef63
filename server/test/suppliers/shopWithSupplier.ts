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

/** A shop with two test suppliers (workers on), an admin and a customer with 1,000 credits. */
export interface ShopWithTwoSuppliers {
  t: TestApp;
  admin: TestUser;
  customer: TestUser;
  first: TestSupplier;
  second: TestSupplier;
  firstId: number;
  secondId: number;
  close(): Promise<void>;
}

export async function shopWithTwoSuppliers(): Promise<ShopWithTwoSuppliers> {
  const t = await createTestApp({ suppliers: FAST_SUPPLIERS });
  const admin = await t.createUser({ admin: true });
  const customer = await t.createUser({ credits: '1000.00' });
  const first = await startTestSupplier();
  const second = await startTestSupplier({ username: 'second', apiKey: 'SECOND-KEY-9876' });
  const firstId = await addSupplier(t.db, first, { name: 'First' });
  const secondId = await addSupplier(t.db, second, { name: 'Second' });
  return {
    t,
    admin,
    customer,
    first,
    second,
    firstId,
    secondId,
    async close() {
      await t.close();
      await first.close();
      await second.close();
    },
  };
}
