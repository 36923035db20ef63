import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp, type TestUser } from '../helpers/testApp.js';
import { insertCategory, insertService } from './fixtures.js';

/**
 * The search of a customer's price list (`?search=`): a shop with 2,000 services had 134 pages
 * and no way to find one. Every word must be in the service's name or its category's, any case,
 * any accents (as the client's `fold`), with LIKE's wildcards taken literally.
 */
let t: TestApp;
let admin: TestUser;
let customer: TestUser;
const ids: Record<string, number> = {};
beforeAll(async () => {
  t = await createTestApp();
  admin = await t.createUser({ admin: true });
  customer = await t.createUser();
  const samsung = await insertCategory(t.db, 'Samsung Europa');
  const telefonos = await insertCategory(t.db, 'Teléfonos Básicos');
  const apple = await insertCategory(t.db, 'Apple');
  ids.network = await insertService(t.db, { categoryId: samsung, name: 'Network Unlock' });
  ids.frp = await insertService(t.db, { categoryId: samsung, name: 'FRP Removal' });
  ids.nokia = await insertService(t.db, { categoryId: telefonos, name: 'Nokia Liberación' });
  ids.percent = await insertService(t.db, { categoryId: apple, name: 'iPhone 100% Clean' });
  ids.underscore = await insertService(t.db, { categoryId: apple, name: 'iPhone_Premium' });
  ids.backslash = await insertService(t.db, { categoryId: apple, name: 'iPad \\ Blacklist' });
  ids.plain = await insertService(t.db, { categoryId: apple, name: 'iPhone 1000 Clean' });
  ids.retired = await insertService(t.db, {
    categoryId: samsung,
    name: 'Network Old',
    active: false,
  });
});
afterAll(() => t.close());

const pricesOf = (query: string) =>
  admin.inject({
    method: 'GET',
    url: `/api/admin_services_price_by_user/${customer.id}${query}`,
  });
const found = async (search: string) => {
  const res = await pricesOf(`?search=${encodeURIComponent(search)}`);
  expect(res.statusCode).toBe(200);
  return res.json().data.map((row: { service_id: number }) => row.service_id);
};

describe('GET /api/admin_services_price_by_user/{userId}?search=', () => {
  it('finds the services with a word of their name, only active ones', async () => {
    expect(await found('network')).toEqual([ids.network]);
    expect(await found('clean')).toEqual([ids.percent, ids.plain]);
  });

  it('finds by the category, and by words split across the name and the category', async () => {
    expect(await found('samsung')).toEqual([ids.frp, ids.network]);
    expect(await found('samsung unlock')).toEqual([ids.network]);
    expect(await found('  unlock   europa ')).toEqual([ids.network]);
    expect(await found('samsung nokia')).toEqual([]);
    // As the client's data provider writes a space: '+'.
    const plus = await pricesOf('?search=samsung+unlock');
    expect(plus.json().data.map((row: { service_id: number }) => row.service_id)).toEqual([
      ids.network,
    ]);
  });

  it('ignores case and accents on both sides', async () => {
    expect(await found('LIBERACION')).toEqual([ids.nokia]);
    expect(await found('telefonos basicos')).toEqual([ids.nokia]);
    expect(await found('TELÉFONOS liberación')).toEqual([ids.nokia]);
    expect(await found('NoKiA bÁsIcOs')).toEqual([ids.nokia]);
  });

  it('answers an empty page, total 0, when nothing matches', async () => {
    const res = await pricesOf('?search=xiaomi');
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      data: [],
      total: 0,
      current_page: 1,
      last_page: 1,
      from: null,
      to: null,
    });
  });

  it("takes LIKE's %, _ and \\ literally", async () => {
    expect(await found('100%')).toEqual([ids.percent]);
    expect(await found('%')).toEqual([ids.percent]);
    expect(await found('iphone_')).toEqual([ids.underscore]);
    expect(await found('_')).toEqual([ids.underscore]);
    expect(await found('\\')).toEqual([ids.backslash]);
  });

  it('counts and pages what it finds, the links keeping the search', async () => {
    const res = await pricesOf('?search=iphone&per_page=2&page=1');
    const body = res.json();
    expect(body).toMatchObject({ total: 3, last_page: 2, current_page: 1, from: 1, to: 2 });
    expect(body.next_page_url).toMatch(/\?search=iphone&per_page=2&page=2$/);
    expect(body.last_page_url).toMatch(/\?search=iphone&per_page=2&page=2$/);
    expect(body.first_page_url).toMatch(/\?search=iphone&per_page=2&page=1$/);
    for (const link of body.links) {
      if (link.url) expect(link.url).toContain('search=iphone');
    }
    const second = await pricesOf('?search=iphone&per_page=2&page=2');
    expect(second.json()).toMatchObject({ total: 3, from: 3, to: 3 });
  });

  it('answers as without a search when the search is empty or only spaces', async () => {
    const all = (await pricesOf('')).json();
    expect(all.total).toBe(7);
    expect((await pricesOf('?search=')).json().data).toEqual(all.data);
    expect((await pricesOf('?search=%20%20')).json()).toMatchObject({ total: 7, data: all.data });
  });

  it('answers without a search as before: every active service, links without search', async () => {
    const res = await pricesOf('?per_page=3');
    const body = res.json();
    expect(body).toMatchObject({ total: 7, last_page: 3, per_page: 3 });
    expect(body.data).toHaveLength(3);
    expect(body.next_page_url).toMatch(
      /\/api\/admin_services_price_by_user\/\d+\?per_page=3&page=2$/,
    );
    expect(body.data.map((row: { service_id: number }) => row.service_id)).not.toContain(
      ids.retired,
    );
  });

  it('refuses an overlong search with 422', async () => {
    const res = await pricesOf(`?search=${'a'.repeat(201)}`);
    expect(res.statusCode).toBe(422);
    expect((await pricesOf(`?search=${'a'.repeat(200)}`)).statusCode).toBe(200);
  });
});
