import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createService } from '../helpers/orderFixtures.js';
import { createTestApp, type TestApp, type TestUser } from '../helpers/testApp.js';
import { addSupplier, FAST_SUPPLIERS } from './forwardingFixtures.js';
import { startTestSupplier, type TestSupplier } from './testSupplier.js';

/** Two admins save the routes of one service at the same moment. */
let t: TestApp;
let admin: TestUser;
let supplier: TestSupplier;
let supplierId: number;

beforeAll(async () => {
  t = await createTestApp({ suppliers: { ...FAST_SUPPLIERS, workers: false } });
  admin = await t.createUser({ admin: true });
  supplier = await startTestSupplier();
  supplierId = await addSupplier(t.db, supplier);
});
afterAll(async () => {
  await t.close();
  await supplier.close();
});

const put = (serviceId: number, supplierServiceId: string) =>
  admin.inject({
    method: 'PUT',
    url: `/api/admin_services/${serviceId}/routes`,
    payload: { routes: [{ supplier_id: supplierId, supplier_service_id: supplierServiceId }] },
  });

describe('two saves of one service’s routes at once', () => {
  it('both are answered, one after the other, never a 500 (the second collided with the first’s rows)', async () => {
    for (let round = 0; round < 5; round += 1) {
      const service = await createService(t.db);
      const answers = await Promise.all([put(service.id, '12'), put(service.id, '13')]);
      expect(answers.map((answer) => answer.statusCode)).toEqual([200, 200]);
      const listed = await admin.inject({
        method: 'GET',
        url: `/api/admin_services/${service.id}/routes`,
      });
      expect(listed.json().data).toHaveLength(1);
    }
  });
});
