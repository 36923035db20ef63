import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { insertCategory, insertChargedOrder, insertService } from '../backOffice/fixtures.js';
import { createTestApp, type TestApp, type TestUser } from '../helpers/testApp.js';
import { noRowWrittenBy, theOneRowWrittenBy } from './auditRows.js';

const KEY = 'SUPPLIER-KEY-9F3A-77C1';

let t: TestApp;
let admin: TestUser;
let supplierId: number;
let serviceId: number;
beforeAll(async () => {
  t = await createTestApp();
  admin = await t.createUser({ admin: true });
  serviceId = await insertService(t.db, { categoryId: await insertCategory(t.db, 'Routed') });
});
afterAll(() => t.close());

const send = (method: 'POST' | 'PATCH' | 'PUT' | 'DELETE', url: string, payload?: object) =>
  admin.inject({ method, url, ...(payload ? { payload } : {}) });

describe('audit rows of suppliers and routes', () => {
  it('a new supplier: its name, URL and username after, never its key', async () => {
    const row = await theOneRowWrittenBy(
      t.db,
      () =>
        send('POST', '/api/suppliers', {
          name: 'Upstream',
          url: 'http://127.0.0.1:9/',
          username: 'shop',
          api_key: KEY,
        }),
      201,
    );
    supplierId = Number(row.targetId);
    expect(row).toMatchObject({
      actorId: admin.id,
      kind: 'supplier.created',
      targetType: 'supplier',
      before: null,
      after: { name: 'Upstream', url: 'http://127.0.0.1:9', username: 'shop', active: true },
    });
    expect(JSON.stringify(row)).not.toContain(KEY);
  });

  it('a new key is recorded as changed, with the other changed fields, in one row', async () => {
    const row = await theOneRowWrittenBy(t.db, () =>
      send('PATCH', `/api/suppliers/${supplierId}`, { api_key: `${KEY}-2`, name: 'Upstream 2' }),
    );
    expect(row).toMatchObject({
      kind: 'supplier.updated',
      before: { name: 'Upstream' },
      after: { name: 'Upstream 2', api_key: 'changed' },
    });
    expect(JSON.stringify(row)).not.toContain(KEY);
  });

  it('a refused change writes nothing', async () => {
    await noRowWrittenBy(
      t.db,
      () => send('PATCH', `/api/suppliers/${supplierId}`, { url: 'ftp://example.com' }),
      422,
    );
  });

  it("a service's routes: the list before and after", async () => {
    const row = await theOneRowWrittenBy(t.db, () =>
      send('PUT', `/api/admin_services/${serviceId}/routes`, {
        routes: [{ supplier_id: supplierId, supplier_service_id: '12' }],
      }),
    );
    expect(row).toMatchObject({
      kind: 'service.routes_changed',
      targetType: 'service',
      targetId: String(serviceId),
      before: { routes: [] },
      after: { routes: [`${supplierId}:12`] },
    });
  });

  it('an order sent to a supplier by an admin: the customer concerned and the supplier', async () => {
    const customer = await t.createUser({ credits: '50.00' });
    const orderId = await insertChargedOrder(t.db, {
      userId: customer.id,
      serviceId,
      price: '10.00',
    });
    const row = await theOneRowWrittenBy(t.db, () =>
      send('POST', `/api/admin_orders/${orderId}/forward`, {}),
    );
    expect(row).toMatchObject({
      actorId: admin.id,
      kind: 'order.forwarded',
      targetType: 'order',
      targetId: String(orderId),
      targetUserId: customer.id,
      before: { forwarding: null },
      after: { forwarding: 'queued', supplier_id: supplierId },
    });
  });

  it('a deactivated supplier', async () => {
    const row = await theOneRowWrittenBy(t.db, () =>
      send('DELETE', `/api/suppliers/${supplierId}`),
    );
    expect(row).toMatchObject({
      kind: 'supplier.deactivated',
      before: { active: true },
      after: { active: false },
    });
  });
});
