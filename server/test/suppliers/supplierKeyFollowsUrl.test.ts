import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { API_KEY_FOR_NEW_HOST } from '../../src/domain/suppliers/supplierAccounts.js';
import { createTestApp, type TestApp, type TestUser } from '../helpers/testApp.js';
import { startTestSupplier, type TestSupplier } from './testSupplier.js';

/**
 * An admin never sees a supplier's key, only its last 4 characters. A new URL on another host
 * must not carry the stored key there: whoever runs that host (a stolen admin session pointing
 * the supplier at its own server) would read it from the first call.
 */
let t: TestApp;
let admin: TestUser;
let real: TestSupplier;
let elsewhere: TestSupplier;

beforeAll(async () => {
  t = await createTestApp();
  admin = await t.createUser({ admin: true });
  real = await startTestSupplier({ apiKey: 'REAL-SUPPLIER-KEY-9X4W' });
  elsewhere = await startTestSupplier({ apiKey: 'SOMEONE-ELSES-KEY' });
});
afterAll(async () => {
  await t.close();
  await real.close();
  await elsewhere.close();
});

const addReal = async () => {
  const created = await admin.inject({
    method: 'POST',
    url: '/api/suppliers',
    payload: { name: 'Real', url: real.url, username: real.username, api_key: real.apiKey },
  });
  expect(created.statusCode, created.body).toBe(201);
  return created.json().data.id as number;
};

describe('a supplier’s key and its URL', () => {
  it('never goes to another host given as the URL without the key', async () => {
    const id = await addReal();
    const moved = await admin.inject({
      method: 'PATCH',
      url: `/api/suppliers/${id}`,
      payload: { url: elsewhere.url },
    });
    await admin.inject({ method: 'POST', url: `/api/suppliers/${id}/check` });
    const keysSeen = elsewhere.requests.map((request) => request.fields.apiaccesskey);
    expect(keysSeen).not.toContain(real.apiKey);
    expect(moved.statusCode, moved.body).toBe(422);
    expect(moved.json().errors).toEqual({ api_key: [API_KEY_FOR_NEW_HOST] });
    const list = (await admin.inject({ method: 'GET', url: '/api/suppliers' })).json().data;
    expect(list.find((row: { id: number }) => row.id === id).url).toBe(real.url);
  });

  it('moves to another host with the key sent again', async () => {
    const id = await addReal();
    const moved = await admin.inject({
      method: 'PATCH',
      url: `/api/suppliers/${id}`,
      payload: { url: elsewhere.url, api_key: elsewhere.apiKey },
    });
    expect(moved.statusCode, moved.body).toBe(200);
    expect(moved.json().data.url).toBe(elsewhere.url);
  });

  it('keeps the key for another path on the same host', async () => {
    const id = await addReal();
    const moved = await admin.inject({
      method: 'PATCH',
      url: `/api/suppliers/${id}`,
      payload: { url: `${real.url}/` },
    });
    expect(moved.statusCode, moved.body).toBe(200);
    const checked = await admin.inject({ method: 'POST', url: `/api/suppliers/${id}/check` });
    expect(checked.statusCode, checked.body).toBe(200);
  });
});
