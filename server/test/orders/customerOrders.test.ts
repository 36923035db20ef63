import { eq } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { orders } from '../../src/db/schema.js';
import { creditsOf, unbalancedUsers } from '../helpers/ledger.js';
import {
  createService,
  setCustomerPrice,
  validImei,
  withWrongCheckDigit,
} from '../helpers/orderFixtures.js';
import { createTestApp, type TestApp, type TestUser } from '../helpers/testApp.js';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterEach(async () => {
  expect(await unbalancedUsers(t.db)).toEqual([]);
});
afterAll(() => t.close());

const place = (user: TestUser, serviceId: number, imei: string) =>
  user.inject({ method: 'POST', url: '/api/orders', payload: { imei, service_id: serviceId } });

const credits = (userId: number) => creditsOf(t.db, userId);

describe('GET /api/services', () => {
  it("lists the active services with this customer's price", async () => {
    const user = await t.createUser();
    const listed = await createService(t.db, { price: '20.00', name: 'Listed price' });
    const special = await createService(t.db, { price: '20.00', name: 'Special price' });
    const retired = await createService(t.db, { active: false });
    await setCustomerPrice(t.db, user.id, special.id, '7.50');
    const res = await user.inject({ method: 'GET', url: '/api/services' });
    expect(res.statusCode).toBe(200);
    const data = res.json().data as {
      id: number;
      price: number;
      service: { id: number; name: string };
    }[];
    expect(data).toContainEqual(
      expect.objectContaining({
        id: listed.id,
        price: 20,
        service: { id: listed.id, name: 'Listed price' },
      }),
    );
    expect(data).toContainEqual(expect.objectContaining({ id: special.id, price: 7.5 }));
    expect(data.map((entry) => entry.id)).not.toContain(retired.id);
  });

  it('answers 401 without a token', async () => {
    expect((await t.app.inject({ method: 'GET', url: '/api/services' })).statusCode).toBe(401);
  });
});

describe('POST /api/orders', () => {
  it('places one order per pasted line and says how many and what they cost', async () => {
    const user = await t.createUser({ credits: '50.00' });
    const service = await createService(t.db, { price: '10.00', name: 'Unlock X' });
    const [a, b] = [validImei(), validImei()];
    const res = await place(user, service.id, `${a}\n\n ${b}, ${a}\n`);
    expect(res.statusCode).toBe(201);
    const body = res.json();
    expect(body.message).toBe('2 orders placed for $20.00');
    expect(body.data).toHaveLength(2);
    expect(body.data[0]).toMatchObject({
      status: 1,
      imei: a,
      price: 10,
      code: null,
      service: { id: service.id, name: 'Unlock X' },
      user: { id: user.id, name: user.name },
    });
    expect(await credits(user.id)).toBe('30.00');
  });

  it('reads an IMEI copied with a zero-width space, or in Arabic-Indic or full-width digits, as its plain digits (it was refused: "only digits")', async () => {
    const user = await t.createUser({ credits: '50.00' });
    const service = await createService(t.db, { price: '10.00' });
    const [a, b] = [validImei(), validImei()];
    const arabic = [...b].map((digit) => String.fromCodePoint(0x0660 + Number(digit))).join('');
    const fullWidth = [...a].map((digit) => String.fromCodePoint(0xff10 + Number(digit))).join('');
    const res = await place(
      user,
      service.id,
      `${a.slice(0, 6)}\u200b${a.slice(6)}\n${arabic}\n${fullWidth}`,
    );
    expect(res.statusCode).toBe(201);
    expect((res.json().data as { imei: string }[]).map((order) => order.imei)).toEqual([a, b]);
  });

  it('places nothing and names the bad line in data.error when one line is invalid', async () => {
    const user = await t.createUser({ credits: '50.00' });
    const service = await createService(t.db);
    const good = validImei();
    const bad = withWrongCheckDigit(validImei());
    const res = await place(user, service.id, `${good}\n${bad}`);
    expect(res.statusCode).toBe(422);
    const body = res.json();
    expect(body.error).toBe(`${bad}: the check digit (the last one) is wrong.`);
    expect(body.errors).toEqual({ imei: [`${bad}: the check digit (the last one) is wrong.`] });
    expect(body.message).toBe(`${bad}: the check digit (the last one) is wrong.`);
    expect(await t.db.$count(orders, eq(orders.userId, user.id))).toBe(0);
    expect(await credits(user.id)).toBe('50.00');
  });

  it('says how many credits are missing in data.error', async () => {
    const user = await t.createUser({ credits: '15.00' });
    const service = await createService(t.db, { price: '10.00' });
    const res = await place(user, service.id, `${validImei()}\n${validImei()}`);
    expect(res.statusCode).toBe(422);
    expect(res.json().error).toBe(
      'Not enough credits: 2 orders cost $20.00, you have $15.00 ($5.00 missing).',
    );
  });

  it('refuses a missing service or empty IMEI text with field errors', async () => {
    const user = await t.createUser({ credits: '15.00' });
    const res = await user.inject({ method: 'POST', url: '/api/orders', payload: { imei: '' } });
    expect(res.statusCode).toBe(422);
    expect(res.json().errors).toEqual({
      imei: ['The imei field is required.'],
      service_id: ['The service id field is required.'],
    });
    const blank = await place(user, (await createService(t.db)).id, ' \n , \n');
    expect(blank.statusCode).toBe(422);
    expect(blank.json().error).toBe('The imei field is required.');
  });

  it('refuses an unknown service', async () => {
    const user = await t.createUser({ credits: '15.00' });
    const res = await place(user, 999_999, validImei());
    expect(res.statusCode).toBe(422);
    expect(res.json().error).toBe('The selected service does not exist or is no longer offered.');
  });

  it('answers 401 without a token', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/orders',
      payload: { imei: validImei(), service_id: 1 },
    });
    expect(res.statusCode).toBe(401);
  });
});

describe('GET /api/orders and /api/user_filter_orders', () => {
  let owner: TestUser;
  let stranger: TestUser;
  let serviceA: number;
  let serviceB: number;
  const imeis: string[] = [];

  beforeAll(async () => {
    owner = await t.createUser({ credits: '100.00' });
    stranger = await t.createUser({ credits: '100.00' });
    serviceA = (await createService(t.db, { price: '5.00' })).id;
    serviceB = (await createService(t.db, { price: '5.00' })).id;
    for (let i = 0; i < 4; i += 1) imeis.push(validImei());
    await place(owner, serviceA, imeis.slice(0, 3).join('\n'));
    await place(owner, serviceB, imeis[3] ?? '');
    await place(stranger, serviceA, validImei());
  });

  it('lists only my orders, newest first, as a Laravel page', async () => {
    const res = await owner.inject({ method: 'GET', url: '/api/orders?per_page=3' });
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body.total).toBe(4);
    expect(body.data.map((o: { imei: string }) => o.imei)).toEqual([imeis[3], imeis[2], imeis[1]]);
    expect(body.next_page_url).toBe('http://shop.test/api/orders?per_page=3&page=2');
  });

  it('filters by service, status and any part of the IMEI, keeping the filter in the page links', async () => {
    const byService = await owner.inject({
      method: 'GET',
      url: `/api/user_filter_orders?service_id=${serviceB}&status=&imei=`,
    });
    expect(byService.json().data.map((o: { imei: string }) => o.imei)).toEqual([imeis[3]]);
    const part = (imeis[1] ?? '').slice(5, 14);
    const byImei = await owner.inject({
      method: 'GET',
      url: `/api/user_filter_orders?imei=${part}&per_page=1`,
    });
    expect(byImei.json().data.map((o: { imei: string }) => o.imei)).toEqual([imeis[1]]);
    expect(byImei.json().links[1].url).toContain(`imei=${part}`);
    const completed = await owner.inject({
      method: 'GET',
      url: '/api/user_filter_orders?status=4',
    });
    expect(completed.json().total).toBe(0);
    const pending = await owner.inject({ method: 'GET', url: '/api/user_filter_orders?status=1' });
    expect(pending.json().total).toBe(4);
  });

  it("lists my orders of one service in one status newest first, counted, never a stranger's", async () => {
    const res = await owner.inject({
      method: 'GET',
      url: `/api/user_filter_orders?service_id=${serviceA}&status=1&per_page=2`,
    });
    const body = res.json();
    expect(body.total).toBe(3);
    expect(body.data.map((o: { imei: string }) => o.imei)).toEqual([imeis[2], imeis[1]]);
    const completed = await owner.inject({
      method: 'GET',
      url: `/api/user_filter_orders?service_id=${serviceA}&status=4`,
    });
    expect(completed.json()).toMatchObject({ total: 0, data: [] });
  });

  it('looks for the IMEI text as it is typed, taking % and _ literally', async () => {
    const search = async (text: string) =>
      (
        await owner.inject({
          method: 'GET',
          url: `/api/user_filter_orders?imei=${encodeURIComponent(text)}`,
        })
      ).json().total;
    expect(await search((imeis[2] ?? '').slice(-4))).toBeGreaterThanOrEqual(1);
    expect(await search('%')).toBe(0);
    expect(await search('_')).toBe(0);
    expect(await search(`${(imeis[2] ?? '').slice(0, 3)}%`)).toBe(0);
  });

  it('never shows another customer their orders, whatever the filter', async () => {
    const res = await stranger.inject({
      method: 'GET',
      url: `/api/user_filter_orders?imei=${imeis[0]}`,
    });
    expect(res.json().total).toBe(0);
  });

  it('refuses an unknown status with a 422', async () => {
    const res = await owner.inject({ method: 'GET', url: '/api/user_filter_orders?status=2' });
    expect(res.statusCode).toBe(422);
    expect(res.json().errors.status).toEqual(['The status field format is invalid.']);
  });

  it('answers 401 without a token', async () => {
    for (const url of ['/api/orders', '/api/user_filter_orders']) {
      expect((await t.app.inject({ method: 'GET', url })).statusCode).toBe(401);
    }
  });
});
