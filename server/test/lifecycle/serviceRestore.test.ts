import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog, services } from '../../src/db/schema.js';
import { replaceServiceRoutes } from '../../src/domain/suppliers/serviceRoutes.js';
import { createSupplier } from '../../src/domain/suppliers/supplierAccounts.js';
import { createService, setCustomerPrice, validImei } from '../helpers/orderFixtures.js';
import { createTestApp, type TestApp, type TestUser } from '../helpers/testApp.js';

/**
 * A service taken off sale by mistake (Delete, on a service with orders, retires it) is put back
 * on sale as it was: its id, which resellers' DHRU clients know, its routes and its customers'
 * own prices. Before, nothing brought it back: a new service had a new id, and everything had to
 * be made again by hand.
 */
let t: TestApp;
let admin: TestUser;
let customer: TestUser;
beforeAll(async () => {
  t = await createTestApp();
  admin = await t.createUser({ admin: true });
  customer = await t.createUser({ credits: '100.00' });
});
afterAll(() => t.close());

async function retiredService(price = '10.00') {
  const service = await createService(t.db, { price });
  const placed = await customer.inject({
    method: 'POST',
    url: '/api/orders',
    payload: { imei: validImei(), service_id: service.id },
  });
  expect(placed.statusCode).toBe(201);
  const removed = await admin.inject({
    method: 'DELETE',
    url: `/api/admin_services/${service.id}`,
  });
  expect(removed.json().outcome).toBe('retired');
  return service;
}

const restore = (id: number, payload?: Record<string, unknown>) =>
  admin.inject({ method: 'POST', url: `/api/admin_services/${id}/restore`, payload });

const customerCatalogue = async () =>
  (await customer.inject({ method: 'GET', url: '/api/services' })).json().data as {
    id: number;
    price: number;
  }[];

describe('a retired service put back on sale', () => {
  it('keeps its id, its customers’ own prices and its routes, and is on sale again', async () => {
    const service = await retiredService();
    await setCustomerPrice(t.db, customer.id, service.id, '7.00');
    const supplier = await createSupplier(
      t.db,
      { name: 'Up', url: 'http://127.0.0.1:9', username: 'u', api_key: 'k' },
      null,
    );
    await replaceServiceRoutes(
      t.db,
      service.id,
      [{ supplier_id: supplier.id, supplier_service_id: '77' }],
      null,
    );
    expect((await customerCatalogue()).some((entry) => entry.id === service.id)).toBe(false);

    const res = await restore(service.id);
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toMatchObject({ id: service.id, active: true });
    expect(await customerCatalogue()).toContainEqual(
      expect.objectContaining({ id: service.id, price: 7 }),
    );
    const routes = await admin.inject({
      method: 'GET',
      url: `/api/admin_services/${service.id}/routes`,
    });
    expect(routes.json().data).toMatchObject([
      { supplier_id: supplier.id, supplier_service_id: '77' },
    ]);
    const audit = await t.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.kind, 'service.restored'), eq(auditLog.targetId, String(service.id))));
    expect(audit).toHaveLength(1);
  });

  it('whose category was deleted meanwhile asks for another one, and goes back into it', async () => {
    const service = await retiredService();
    const [row] = await t.db.select().from(services).where(eq(services.id, service.id));
    const gone = await admin.inject({
      method: 'DELETE',
      url: `/api/categories/${row?.categoryId}`,
    });
    expect(gone.statusCode).toBe(200);

    const refused = await restore(service.id);
    expect(refused.statusCode).toBe(422);
    expect(refused.json().errors).toEqual({
      category_id: ["This service's category was deleted: choose the category it goes back into."],
    });

    const other = await admin.inject({
      method: 'POST',
      url: '/api/categories',
      payload: { name: `Back ${service.id}` },
    });
    const categoryId = other.json().data.id as number;
    const res = await restore(service.id, { category_id: categoryId });
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toMatchObject({ active: true, category_id: categoryId });
  });

  it('a service on sale is not found there, and a customer may not restore one', async () => {
    const onSale = await createService(t.db, { price: '5.00' });
    expect((await restore(onSale.id)).statusCode).toBe(404);
    const retired = await retiredService();
    const refused = await customer.inject({
      method: 'POST',
      url: `/api/admin_services/${retired.id}/restore`,
    });
    expect(refused.statusCode).toBe(403);
  });
});
