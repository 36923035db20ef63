import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { categories, supplierServices } from '../../src/db/schema.js';
import { createSupplier } from '../../src/domain/suppliers/supplierAccounts.js';
import { otherConnection, untilSomeoneWaitsForALock } from '../helpers/lockWaits.js';
import { createTestApp, type TestApp, type TestUser } from '../helpers/testApp.js';
import { TEST_DB_KIND } from '../helpers/testDatabase.js';
import { insertCategory } from './fixtures.js';

let t: TestApp;
let admin: TestUser;
let supplierId: number;
beforeAll(async () => {
  t = await createTestApp();
  admin = await t.createUser({ admin: true });
  const supplier = await createSupplier(
    t.db,
    { name: 'Upstream', url: 'http://127.0.0.1:9/', username: 'shop', api_key: 'KEY-1234' },
    null,
  );
  supplierId = supplier.id;
  await t.db.insert(supplierServices).values({
    supplierId,
    serviceId: '12',
    groupName: 'Apple',
    name: 'iPhone unlock',
    credit: '4.00',
    position: 0,
  });
});
afterAll(() => t.close());

/** PostgreSQL only: PGlite runs one transaction at a time, so nothing commits in between. */
describe.skipIf(TEST_DB_KIND !== 'postgres')(
  'a category deleted while a service is imported into it',
  () => {
    it('refuses the import as an invalid category (422, not a 500)', async () => {
      const categoryId = await insertCategory(t.db, 'Going');
      const other = await otherConnection(t.database.url);
      let removal: Promise<{ statusCode: number }>;
      let imported: Awaited<ReturnType<typeof admin.inject>>;
      try {
        // The deletion takes the category's row first; the import is under way meanwhile.
        await other.query('BEGIN');
        await other.query('SELECT id FROM categories WHERE id = $1 FOR UPDATE', [categoryId]);
        removal = admin.inject({ method: 'DELETE', url: `/api/categories/${categoryId}` });
        await untilSomeoneWaitsForALock(t.db);
        const importing = admin.inject({
          method: 'POST',
          url: `/api/suppliers/${supplierId}/services/12/import`,
          payload: { markup: 1, category_id: categoryId },
        });
        await new Promise((resolve) => setTimeout(resolve, 300));
        await other.query('COMMIT');
        imported = await importing;
      } finally {
        await other.end();
      }
      expect((await removal).statusCode).toBe(200);
      expect(imported.statusCode).toBe(422);
      expect(imported.json().errors).toEqual({
        category_id: ['The selected category id is invalid.'],
      });
      expect(await t.db.select().from(categories).where(eq(categories.id, categoryId))).toEqual([]);
    });
  },
);
