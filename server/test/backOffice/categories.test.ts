import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { services } from '../../src/db/schema.js';
import { CATEGORY_IN_USE } from '../../src/domain/backOffice/categories.js';
import { createTestApp, type TestApp, type TestUser } from '../helpers/testApp.js';
import { insertCategory, insertService } from './fixtures.js';

let t: TestApp;
let admin: TestUser;
beforeAll(async () => {
  t = await createTestApp();
  admin = await t.createUser({ admin: true });
});
afterAll(() => t.close());

describe('GET /api/categories', () => {
  it('lists every category by name', async () => {
    await insertCategory(t.db, 'Zte');
    await insertCategory(t.db, 'Alcatel');
    const res = await admin.inject({ method: 'GET', url: '/api/categories' });
    expect(res.statusCode).toBe(200);
    const names = res.json().data.map((c: { name: string }) => c.name);
    expect(names.indexOf('Alcatel')).toBeLessThan(names.indexOf('Zte'));
    expect(res.json().data[0]).toEqual({
      id: expect.any(Number),
      name: expect.any(String),
      created_at: expect.any(String),
      updated_at: expect.any(String),
    });
  });
});

describe('POST /api/categories', () => {
  it('creates a category with a trimmed name', async () => {
    const res = await admin.inject({
      method: 'POST',
      url: '/api/categories',
      payload: { name: '  Huawei ' },
    });
    expect(res.statusCode).toBe(201);
    expect(res.json().data).toMatchObject({ id: expect.any(Number), name: 'Huawei' });
  });

  it('answers 422 when the name is missing, blank or too long', async () => {
    for (const payload of [{}, { name: '' }, { name: '   ' }, { name: 'x'.repeat(256) }]) {
      const res = await admin.inject({ method: 'POST', url: '/api/categories', payload });
      expect(res.statusCode).toBe(422);
      expect(res.json().errors.name[0]).toMatch(
        /^The name field (is required|must not be greater than 255 characters)\.$/,
      );
    }
  });
});

describe('PATCH /api/categories/{id}', () => {
  it('renames a category', async () => {
    const id = await insertCategory(t.db, 'Motorolla');
    const res = await admin.inject({
      method: 'PATCH',
      url: `/api/categories/${id}`,
      payload: { name: 'Motorola' },
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toMatchObject({ id, name: 'Motorola' });
  });

  it('answers 422 for a blank name', async () => {
    const id = await insertCategory(t.db, 'Nokia');
    const res = await admin.inject({
      method: 'PATCH',
      url: `/api/categories/${id}`,
      payload: { name: ' ' },
    });
    expect(res.statusCode).toBe(422);
    expect(res.json().errors).toEqual({ name: ['The name field is required.'] });
  });

  it('answers 404 for an unknown or malformed id', async () => {
    for (const id of ['999999', 'abc', '0']) {
      const res = await admin.inject({
        method: 'PATCH',
        url: `/api/categories/${id}`,
        payload: { name: 'X' },
      });
      expect(res.statusCode).toBe(404);
      expect(res.json()).toEqual({ message: 'Category not found.' });
    }
  });
});

describe('DELETE /api/categories/{id}', () => {
  it('deletes a category without services', async () => {
    const id = await insertCategory(t.db, 'Empty');
    const res = await admin.inject({ method: 'DELETE', url: `/api/categories/${id}` });
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toMatchObject({ id, name: 'Empty' });
    const again = await admin.inject({ method: 'DELETE', url: `/api/categories/${id}` });
    expect(again.statusCode).toBe(404);
  });

  it('refuses with 422 and a clear message while the category still has services on sale', async () => {
    const id = await insertCategory(t.db, 'Busy');
    await insertService(t.db, { categoryId: id, active: false });
    await insertService(t.db, { categoryId: id });
    const res = await admin.inject({ method: 'DELETE', url: `/api/categories/${id}` });
    expect(res.statusCode).toBe(422);
    expect(res.json()).toEqual({
      message: CATEGORY_IN_USE,
      errors: { category: [CATEGORY_IN_USE] },
    });
    const list = await admin.inject({ method: 'GET', url: '/api/categories' });
    expect(list.json().data.map((c: { id: number }) => c.id)).toContain(id);
  });

  it('deletes a category whose services are all retired: gone from the lists, its services keep it (it was refused for good)', async () => {
    const id = await insertCategory(t.db, 'Retired only');
    const retired = await insertService(t.db, { categoryId: id, active: false });
    const res = await admin.inject({ method: 'DELETE', url: `/api/categories/${id}` });
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toMatchObject({ id, name: 'Retired only' });

    const list = await admin.inject({ method: 'GET', url: '/api/categories' });
    expect(list.json().data.map((c: { id: number }) => c.id)).not.toContain(id);
    const [kept] = await t.db.select().from(services).where(eq(services.id, retired));
    expect(kept?.categoryId).toBe(id);
    const again = await admin.inject({ method: 'DELETE', url: `/api/categories/${id}` });
    expect(again.statusCode).toBe(404);
    const rename = await admin.inject({
      method: 'PATCH',
      url: `/api/categories/${id}`,
      payload: { name: 'Back' },
    });
    expect(rename.statusCode).toBe(404);
  });

  it('puts no service in a deleted category that retired services still name', async () => {
    const id = await insertCategory(t.db, 'Retired again');
    await insertService(t.db, { categoryId: id, active: false });
    expect(
      (await admin.inject({ method: 'DELETE', url: `/api/categories/${id}` })).statusCode,
    ).toBe(200);
    const res = await admin.inject({
      method: 'POST',
      url: '/api/admin_services',
      payload: { name: 'Newcomer', price: 1, category_id: id },
    });
    expect(res.statusCode).toBe(422);
    expect(res.json().errors).toEqual({ category_id: ['The selected category id is invalid.'] });
  });

  it.each([
    ['without services', false],
    ['named by a retired service only', true],
  ])(
    'never leaves a service in a deleted category (%s) when both happen at once',
    async (_what, named) => {
      const id = await insertCategory(t.db, 'Racing');
      if (named) await insertService(t.db, { categoryId: id, active: false, name: 'Old racer' });
      const [removal, creation] = await Promise.all([
        admin.inject({ method: 'DELETE', url: `/api/categories/${id}` }),
        admin.inject({
          method: 'POST',
          url: '/api/admin_services',
          payload: { name: 'Racer', price: 1, category_id: id },
        }),
      ]);
      const outcome = [removal.statusCode, creation.statusCode];
      // Either the category went first (the service is refused) or the service did (the delete is).
      expect([
        [200, 422],
        [422, 201],
      ]).toContainEqual(outcome);
      const list = await admin.inject({ method: 'GET', url: '/api/admin_services' });
      const racer = list
        .json()
        .data.find(
          (s: { name: string; category: { id: number } }) =>
            s.category.id === id && s.name === 'Racer',
        );
      expect(racer === undefined).toBe(removal.statusCode === 200);
    },
  );

  it('answers 404 for an unknown category', async () => {
    const res = await admin.inject({ method: 'DELETE', url: '/api/categories/424242' });
    expect(res.statusCode).toBe(404);
  });
});
