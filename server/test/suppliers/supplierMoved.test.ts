import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp, type TestUser } from '../helpers/testApp.js';
import { FAST_SUPPLIERS } from './forwardingFixtures.js';
import { startTestSupplier, type TestSupplier } from './testSupplier.js';

/** A supplier's URL or account changed: what the shop knew of the old one is not reused. */
let t: TestApp;
let admin: TestUser;
let before: TestSupplier;
let after: TestSupplier;

beforeAll(async () => {
  t = await createTestApp({ suppliers: { ...FAST_SUPPLIERS, workers: false } });
  admin = await t.createUser({ admin: true });
  before = await startTestSupplier();
  after = await startTestSupplier({
    username: 'other',
    services: [{ id: '77', name: 'Other Unlock', group: 'Other', credit: '9.00' }],
  });
});
afterAll(async () => {
  await t.close();
  await before.close();
  await after.close();
});

const serviceIds = async (id: number) => {
  const res = await admin.inject({ method: 'GET', url: `/api/suppliers/${id}/services` });
  expect(res.statusCode, res.body).toBe(200);
  return (res.json().data as { id: string }[]).map((service) => service.id);
};

describe('a supplier given another URL and username', () => {
  it('lists the services (and prices) of the new one, not the cached list of the old', async () => {
    const created = await admin.inject({
      method: 'POST',
      url: '/api/suppliers',
      payload: { name: 'S', url: before.url, username: before.username, api_key: before.apiKey },
    });
    const id = created.json().data.id as number;
    expect(await serviceIds(id)).toEqual(['12', '13']);
    const changed = await admin.inject({
      method: 'PATCH',
      url: `/api/suppliers/${id}`,
      payload: { url: after.url, username: after.username, api_key: after.apiKey },
    });
    expect(changed.statusCode).toBe(200);
    expect(changed.json().data.services_fetched_at).toBeNull();
    expect(await serviceIds(id)).toEqual(['77']);
    // An import takes the new supplier's price.
    const imported = await admin.inject({
      method: 'POST',
      url: `/api/suppliers/${id}/services/77/import`,
      payload: { markup: 1 },
    });
    expect(imported.json().data).toMatchObject({ cost: 9, price: 10 });
  });

  it('an import sent before the new list was read takes nothing of the old one (404)', async () => {
    const created = await admin.inject({
      method: 'POST',
      url: '/api/suppliers',
      payload: { name: 'I', url: before.url, username: before.username, api_key: before.apiKey },
    });
    const id = created.json().data.id as number;
    expect(await serviceIds(id)).toEqual(['12', '13']);
    await admin.inject({
      method: 'PATCH',
      url: `/api/suppliers/${id}`,
      payload: { url: after.url, username: after.username, api_key: after.apiKey },
    });
    const imported = await admin.inject({
      method: 'POST',
      url: `/api/suppliers/${id}/services/12/import`,
      payload: { markup: 1 },
    });
    expect(imported.statusCode).toBe(404);
  });

  it('a change of name, key or threshold keeps the cached list', async () => {
    const created = await admin.inject({
      method: 'POST',
      url: '/api/suppliers',
      payload: { name: 'K', url: before.url, username: before.username, api_key: 'OLD-KEY' },
    });
    const id = created.json().data.id as number;
    await admin.inject({
      method: 'PATCH',
      url: `/api/suppliers/${id}`,
      payload: { api_key: before.apiKey },
    });
    expect(await serviceIds(id)).toEqual(['12', '13']);
    const changed = await admin.inject({
      method: 'PATCH',
      url: `/api/suppliers/${id}`,
      payload: { name: 'K2', url: `${before.url}/`, api_key: before.apiKey, low_balance: 5 },
    });
    expect(changed.json().data.services_fetched_at).not.toBeNull();
  });
});
