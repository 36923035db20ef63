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

const route = (supplierServiceId: string) => ({
  supplier_id: supplierId,
  supplier_service_id: supplierServiceId,
});

const put = (serviceId: number, supplierServiceId: string, replacing?: string[]) =>
  admin.inject({
    method: 'PUT',
    url: `/api/admin_services/${serviceId}/routes`,
    payload: {
      routes: [route(supplierServiceId)],
      ...(replacing ? { replacing: replacing.map(route) } : {}),
    },
  });

const routesOf = async (serviceId: number): Promise<string[]> =>
  (await admin.inject({ method: 'GET', url: `/api/admin_services/${serviceId}/routes` }))
    .json()
    .data.map((listed: { supplier_service_id: string }) => listed.supplier_service_id);

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

describe('a save made from routes another admin has replaced since', () => {
  it('is refused with a 409 that says so, and the other admin’s routes stay', async () => {
    const service = await createService(t.db);
    await put(service.id, '12');
    // Both admins opened the routes while they were [12]; the first saves [13].
    expect((await put(service.id, '13', ['12'])).statusCode).toBe(200);
    const stale = await put(service.id, '14', ['12']);
    expect(stale.statusCode).toBe(409);
    expect(stale.json()).toEqual({
      message:
        'The routes of this service were changed by someone else meanwhile: open them again to see them.',
    });
    expect(await routesOf(service.id)).toEqual(['13']);
  });

  it('is saved when the routes are still those the form read, also when there were none', async () => {
    const service = await createService(t.db);
    expect((await put(service.id, '12', [])).statusCode).toBe(200);
    expect((await put(service.id, '13', ['12'])).statusCode).toBe(200);
    expect(await routesOf(service.id)).toEqual(['13']);
  });

  it('of two saves at once from the same routes, one is saved and the other refused', async () => {
    const service = await createService(t.db);
    await put(service.id, '12');
    const answers = await Promise.all([
      put(service.id, '13', ['12']),
      put(service.id, '14', ['12']),
    ]);
    expect(answers.map((answer) => answer.statusCode).sort()).toEqual([200, 409]);
    const saved = answers[0]?.statusCode === 200 ? '13' : '14';
    expect(await routesOf(service.id)).toEqual([saved]);
  });

  it('tells one route whose id holds a comma from two routes (no joined text compared)', async () => {
    const service = await createService(t.db);
    const both = await admin.inject({
      method: 'PUT',
      url: `/api/admin_services/${service.id}/routes`,
      payload: { routes: [route('x'), route('y')] },
    });
    expect(both.statusCode).toBe(200);
    const lookalike = await put(service.id, '15', [`x,${supplierId}:y`]);
    expect(lookalike.statusCode).toBe(409);
    expect(await routesOf(service.id)).toEqual(['x', 'y']);
  });
});
