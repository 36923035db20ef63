import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DHRU_API_VERSION } from '../../src/dhru/envelope.js';
import { answerOrder, placeOrders } from '../../src/domain/orders/index.js';
import { createService, validImei } from '../helpers/orderFixtures.js';
import { createTestApp, type TestApp, type TestUser } from '../helpers/testApp.js';
import { base64Json, kitXml } from './dhruClient.js';
import { createReseller, type Reseller } from './reseller.js';

let t: TestApp;
let admin: TestUser;
let reseller: Reseller;
let stranger: Reseller;
let serviceId: number;
beforeAll(async () => {
  t = await createTestApp();
  admin = await t.createUser({ admin: true });
  reseller = await createReseller(t, { credits: '500.00' });
  stranger = await createReseller(t, { credits: '500.00' });
  serviceId = (await createService(t.db, { price: '5.00' })).id;
});
afterAll(() => t.close());

async function orderOf(owner: Reseller, imei = validImei()) {
  const placed = await placeOrders(t.db, {
    userId: owner.user.id,
    serviceId,
    imeis: [imei],
    source: 'api',
  });
  const order = placed.orders[0];
  if (!order) throw new Error('order not placed');
  return order;
}

const statusOf = (id: number | string, encoding: 'multipart' | 'urlencoded' = 'multipart') =>
  reseller.call('getimeiorder', { parameters: kitXml({ ID: id }), encoding });

describe('getimeiorder', () => {
  it('answers a pending order as in process (STATUS 1) with an empty CODE', async () => {
    const order = await orderOf(reseller);
    const res = await statusOf(order.id);
    expect(res.json()).toEqual({
      ID: String(order.id),
      SUCCESS: [{ STATUS: 1, CODE: '', IMEI: order.imei, COMMENTS: '' }],
      apiversion: DHRU_API_VERSION,
    });
  });

  it('answers a completed order as STATUS 4 with the unlock code the admin sent', async () => {
    const order = await orderOf(reseller);
    await answerOrder(t.db, {
      orderId: order.id,
      actor: { userId: admin.id, address: null },
      status: 4,
      code: 'NCK: 1234-5678',
    });
    const res = await statusOf(order.id, 'urlencoded');
    expect(res.json().SUCCESS[0]).toMatchObject({ STATUS: 4, CODE: 'NCK: 1234-5678' });
  });

  it('answers a rejected order as STATUS 3 with the reason as CODE', async () => {
    const order = await orderOf(reseller);
    await answerOrder(t.db, {
      orderId: order.id,
      actor: { userId: admin.id, address: null },
      status: 3,
      code: 'Blacklisted',
    });
    expect((await statusOf(order.id)).json().SUCCESS[0]).toMatchObject({
      STATUS: 3,
      CODE: 'Blacklisted',
    });
  });

  it("answers 'Not Found' as the reason of a rejection given without one", async () => {
    const order = await orderOf(reseller);
    await answerOrder(t.db, {
      orderId: order.id,
      actor: { userId: admin.id, address: null },
      status: 3,
      code: '',
    });
    expect((await statusOf(order.id)).json().SUCCESS[0]).toMatchObject({
      STATUS: 3,
      CODE: 'Not Found',
    });
  });

  it("answers another customer's order exactly like an unknown id", async () => {
    const foreign = await orderOf(stranger);
    const unknown = await statusOf(999_999_999);
    const res = await statusOf(foreign.id);
    expect(res.json()).toEqual(unknown.json());
    expect(res.json()).toEqual({
      ERROR: [
        {
          MESSAGE: 'Order not found',
          FULL_DESCRIPTION: 'There is no order with this REFERENCEID on this account.',
        },
      ],
      apiversion: DHRU_API_VERSION,
    });
  });

  it('refuses a missing or malformed ID', async () => {
    expect((await reseller.call('getimeiorder')).json().ERROR[0].MESSAGE).toBe(
      "Parameter 'ID' Required",
    );
    for (const id of ['12a', '-4', '0', '1.5', '99999999999999999999']) {
      expect((await statusOf(id)).json().ERROR[0].MESSAGE).toBe('Invalid ID');
    }
  });
});

describe('getimeiorderbulk', () => {
  it('answers every reference on its own, in one request', async () => {
    const pending = await orderOf(reseller);
    const done = await orderOf(reseller);
    const rejected = await orderOf(reseller);
    const foreign = await orderOf(stranger);
    await answerOrder(t.db, {
      orderId: done.id,
      actor: { userId: admin.id, address: null },
      status: 4,
      code: 'CODE-42',
    });
    await answerOrder(t.db, {
      orderId: rejected.id,
      actor: { userId: admin.id, address: null },
      status: 3,
      code: 'Wrong carrier',
    });
    const res = await reseller.call('getimeiorderbulk', {
      parameters: base64Json({
        p: { ID: String(pending.id) },
        d: { ID: done.id },
        r: { id: String(rejected.id) },
        f: { ID: String(foreign.id) },
        u: { ID: '999999999' },
        bare: String(done.id),
        bad: { ID: 'x' },
        none: {},
      }),
    });
    const body = res.json();
    expect(body.p).toEqual({
      SUCCESS: [{ STATUS: 1, CODE: '', IMEI: pending.imei, COMMENTS: '' }],
    });
    expect(body.d).toEqual({
      SUCCESS: [{ STATUS: 4, CODE: 'CODE-42', IMEI: done.imei, COMMENTS: '' }],
    });
    expect(body.r.SUCCESS[0]).toMatchObject({ STATUS: 3, CODE: 'Wrong carrier' });
    expect(body.f).toEqual(body.u);
    expect(body.u.ERROR[0].MESSAGE).toBe('Order not found');
    expect(body.bare.SUCCESS[0].CODE).toBe('CODE-42');
    expect(body.bad.ERROR[0].MESSAGE).toBe('Invalid ID');
    expect(body.none.ERROR[0].MESSAGE).toBe("Parameter 'ID' Required");
    expect(body.apiversion).toBe(DHRU_API_VERSION);
  });

  it('reads plain (not base64) JSON too', async () => {
    const order = await orderOf(reseller);
    const res = await reseller.call('getimeiorderbulk', {
      encoding: 'urlencoded',
      parameters: JSON.stringify({ 7: { ID: order.id } }),
    });
    expect(res.json()['7'].SUCCESS[0].STATUS).toBe(1);
  });

  it('refuses more than 1,000 references and an empty request', async () => {
    const many = Object.fromEntries(
      Array.from({ length: 1001 }, (_, i) => [String(i), { ID: '1' }]),
    );
    const tooMany = await reseller.call('getimeiorderbulk', { parameters: base64Json(many) });
    expect(tooMany.json().ERROR[0].MESSAGE).toBe('Too many references');
    const empty = await reseller.call('getimeiorderbulk', { parameters: base64Json({}) });
    expect(empty.json().ERROR[0].MESSAGE).toBe('Invalid parameters');
  });
});
