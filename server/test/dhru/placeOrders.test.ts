import { eq, sql } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { creditLedger, orders, users } from '../../src/db/schema.js';
import { DHRU_API_VERSION } from '../../src/dhru/envelope.js';
import { unbalancedUsers } from '../helpers/ledger.js';
import {
  createService,
  setCustomerPrice,
  validImei,
  withWrongCheckDigit,
} from '../helpers/orderFixtures.js';
import { createTestApp, type TestApp } from '../helpers/testApp.js';
import { base64Json, kitXml } from './dhruClient.js';
import { createReseller, type Reseller } from './reseller.js';

let t: TestApp;
let serviceId: number;
let cheapId: number;
let retiredId: number;
beforeAll(async () => {
  t = await createTestApp();
  serviceId = (await createService(t.db, { price: '10.00' })).id;
  cheapId = (await createService(t.db, { price: '1.00' })).id;
  retiredId = (await createService(t.db, { price: '1.00', active: false })).id;
});
afterEach(async () => {
  expect(await unbalancedUsers(t.db)).toEqual([]);
});
afterAll(() => t.close());

async function balance(reseller: Reseller): Promise<string | undefined> {
  const [row] = await t.db
    .select({ credits: users.credits })
    .from(users)
    .where(eq(users.id, reseller.user.id));
  return row?.credits;
}

async function ordersOf(reseller: Reseller) {
  return t.db.select().from(orders).where(eq(orders.userId, reseller.user.id)).orderBy(orders.id);
}

async function ledgerRows(reseller: Reseller): Promise<number> {
  const [row] = await t.db
    .select({ n: sql<number>`count(*)::int` })
    .from(creditLedger)
    .where(eq(creditLedger.userId, reseller.user.id));
  return row?.n ?? 0;
}

describe('placeimeiorder', () => {
  it('places and charges one order at the customer’s price, answering its REFERENCEID', async () => {
    const reseller = await createReseller(t, { credits: '50.00' });
    await setCustomerPrice(t.db, reseller.user.id, serviceId, '7.25');
    const imei = validImei();
    const res = await reseller.call('placeimeiorder', {
      parameters: kitXml({ ID: serviceId, IMEI: imei }),
    });
    const [order] = await ordersOf(reseller);
    expect(res.json()).toEqual({
      ID: String(serviceId),
      IMEI: imei,
      SUCCESS: [{ MESSAGE: 'Order received', REFERENCEID: order?.id }],
      apiversion: DHRU_API_VERSION,
    });
    expect(order).toMatchObject({ imei, serviceId, price: '7.25', status: 1, source: 'api' });
    expect(await balance(reseller)).toBe('42.75');
  });

  it('reads the order from urlencoded base64 JSON too', async () => {
    const reseller = await createReseller(t, { credits: '10.00' });
    const res = await reseller.call('placeimeiorder', {
      encoding: 'urlencoded',
      parameters: base64Json({ ID: String(serviceId), IMEI: validImei(), QNT: '1' }),
    });
    expect(res.json().SUCCESS[0].MESSAGE).toBe('Order received');
    expect(await balance(reseller)).toBe('0.00');
  });

  it('refuses an invalid IMEI and charges nothing', async () => {
    const reseller = await createReseller(t, { credits: '50.00' });
    const res = await reseller.call('placeimeiorder', {
      parameters: kitXml({ ID: serviceId, IMEI: withWrongCheckDigit(validImei()) }),
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().ERROR[0].MESSAGE).toMatch(/^Invalid IMEI/);
    expect(await ordersOf(reseller)).toEqual([]);
    expect(await balance(reseller)).toBe('50.00');
  });

  it('repeats at most 40 characters of an IMEI it refuses, however long it was', async () => {
    const reseller = await createReseller(t, { credits: '50.00' });
    const res = await reseller.call('placeimeiorder', {
      parameters: base64Json({ ID: serviceId, IMEI: '7'.repeat(100_000) }),
    });
    const message: string = res.json().ERROR[0].MESSAGE;
    expect(message).toBe(
      `Invalid IMEI ${'7'.repeat(40)}…: an IMEI has exactly 15 digits, this one has 100000`,
    );
    expect(res.body.length).toBeLessThan(1000);
  });

  it('refuses an unknown or retired service', async () => {
    const reseller = await createReseller(t, { credits: '50.00' });
    for (const id of [retiredId, 2_000_000_000, 99_999_999_999]) {
      const res = await reseller.call('placeimeiorder', {
        parameters: kitXml({ ID: id, IMEI: validImei() }),
      });
      expect(res.json().ERROR[0]).toEqual({
        MESSAGE: 'Invalid service',
        FULL_DESCRIPTION: 'The service does not exist or is no longer offered.',
      });
    }
    expect(await balance(reseller)).toBe('50.00');
  });

  it("answers 'Not enough credits' when the balance is short", async () => {
    const reseller = await createReseller(t, { credits: '9.99' });
    const res = await reseller.call('placeimeiorder', {
      parameters: kitXml({ ID: serviceId, IMEI: validImei() }),
    });
    expect(res.json().ERROR[0].MESSAGE).toBe('Not enough credits');
    expect(await balance(reseller)).toBe('9.99');
  });

  it('refuses an IMEI already pending for the same service, and charges once', async () => {
    const reseller = await createReseller(t, { credits: '50.00' });
    const parameters = kitXml({ ID: serviceId, IMEI: validImei() });
    expect((await reseller.call('placeimeiorder', { parameters })).json().SUCCESS).toBeDefined();
    const again = await reseller.call('placeimeiorder', { parameters });
    expect(again.json().ERROR[0].MESSAGE).toMatch(/already pending/);
    expect(await ordersOf(reseller)).toHaveLength(1);
    expect(await balance(reseller)).toBe('40.00');
  });

  it('asks for the missing ID or IMEI', async () => {
    const reseller = await createReseller(t, { credits: '50.00' });
    const noImei = await reseller.call('placeimeiorder', { parameters: kitXml({ ID: serviceId }) });
    expect(noImei.json().ERROR[0].MESSAGE).toBe("Parameter 'IMEI' Required");
    const noId = await reseller.call('placeimeiorder', {
      parameters: kitXml({ IMEI: validImei() }),
    });
    expect(noId.json().ERROR[0].MESSAGE).toBe("Parameter 'ID' Required");
    const nothing = await reseller.call('placeimeiorder');
    expect(nothing.json().ERROR[0].MESSAGE).toBe("Parameter 'ID' Required");
    expect(await ordersOf(reseller)).toEqual([]);
  });
});

describe('placeimeiorderbulk', () => {
  it('answers each reference on its own and charges only the accepted ones', async () => {
    const reseller = await createReseller(t, { credits: '100.00' });
    const good = [validImei(), validImei()];
    const res = await reseller.call('placeimeiorderbulk', {
      parameters: base64Json({
        a1: { ID: String(serviceId), IMEI: good[0] },
        a2: { ID: serviceId, IMEI: withWrongCheckDigit(validImei()) },
        a3: { ID: String(retiredId), IMEI: validImei() },
        a4: { ID: String(cheapId), IMEI: good[1] },
        a5: { IMEI: validImei() },
        a6: 'not an order',
        a7: { ID: 'twelve', IMEI: validImei() },
      }),
    });
    const body = res.json();
    const placed = await ordersOf(reseller);
    expect(placed.map((order) => order.imei)).toEqual(good);
    expect(Object.keys(body)).toEqual(['a1', 'a2', 'a3', 'a4', 'a5', 'a6', 'a7', 'apiversion']);
    expect(body.a1).toEqual({
      SUCCESS: [{ MESSAGE: 'Order received', REFERENCEID: placed[0]?.id }],
    });
    expect(body.a4).toEqual({
      SUCCESS: [{ MESSAGE: 'Order received', REFERENCEID: placed[1]?.id }],
    });
    expect(body.a2.ERROR[0].MESSAGE).toMatch(/^Invalid IMEI/);
    expect(body.a3.ERROR[0].MESSAGE).toMatch(/^Invalid service/);
    expect(body.a5.ERROR[0].MESSAGE).toBe("Parameter 'ID' Required");
    expect(body.a6.ERROR[0].MESSAGE).toBe('Invalid reference');
    expect(body.a7.ERROR[0].MESSAGE).toBe('Invalid ID');
    expect(body.apiversion).toBe(DHRU_API_VERSION);
    expect(await balance(reseller)).toBe('89.00');
  });

  it('answers a bulk sent as a JSON list by its positions, as PHP reads it (it was refused)', async () => {
    const reseller = await createReseller(t, { credits: '100.00' });
    const res = await reseller.call('placeimeiorderbulk', {
      parameters: base64Json([
        { ID: String(serviceId), IMEI: validImei() },
        { ID: String(cheapId), IMEI: validImei() },
      ]),
    });
    const placed = await ordersOf(reseller);
    expect(res.json()).toEqual({
      '0': { SUCCESS: [{ MESSAGE: 'Order received', REFERENCEID: placed[0]?.id }] },
      '1': { SUCCESS: [{ MESSAGE: 'Order received', REFERENCEID: placed[1]?.id }] },
      apiversion: DHRU_API_VERSION,
    });
  });

  it("places what the credits cover and answers 'Not enough credits' for the rest", async () => {
    const reseller = await createReseller(t, { credits: '25.00' });
    const entries = Object.fromEntries(
      ['r1', 'r2', 'r3'].map((ref) => [ref, { ID: String(serviceId), IMEI: validImei() }]),
    );
    const body = (
      await reseller.call('placeimeiorderbulk', { parameters: base64Json(entries) })
    ).json();
    expect(body.r1.SUCCESS).toBeDefined();
    expect(body.r2.SUCCESS).toBeDefined();
    expect(body.r3).toEqual({ ERROR: [{ MESSAGE: 'Not enough credits' }] });
    expect(await balance(reseller)).toBe('5.00');
  });

  it('is safe to retry: the same bulk sent again charges nothing more', async () => {
    const reseller = await createReseller(t, { credits: '100.00' });
    const parameters = base64Json({
      x1: { ID: String(serviceId), IMEI: validImei() },
      x2: { ID: String(serviceId), IMEI: validImei() },
    });
    const first = (await reseller.call('placeimeiorderbulk', { parameters })).json();
    expect(first.x1.SUCCESS).toBeDefined();
    expect(first.x2.SUCCESS).toBeDefined();
    const rowsAfterFirst = await ledgerRows(reseller);
    const retry = (await reseller.call('placeimeiorderbulk', { parameters })).json();
    // Each refusal names the order it is pending as: the REFERENCEID the lost answer carried.
    for (const ref of ['x1', 'x2']) {
      const reference = first[ref].SUCCESS[0].REFERENCEID;
      expect(retry[ref].ERROR[0].MESSAGE).toMatch(
        new RegExp(`already pending for this service \\(order #${reference}\\)$`),
      );
    }
    expect(await ordersOf(reseller)).toHaveLength(2);
    expect(await ledgerRows(reseller)).toBe(rowsAfterFirst);
    expect(await balance(reseller)).toBe('80.00');
  });

  it('counts an IMEI given twice in one bulk once', async () => {
    const reseller = await createReseller(t, { credits: '100.00' });
    const imei = validImei();
    const body = (
      await reseller.call('placeimeiorderbulk', {
        parameters: base64Json({
          d1: { ID: serviceId, IMEI: imei },
          d2: { ID: serviceId, IMEI: imei },
        }),
      })
    ).json();
    expect(body.d1.SUCCESS).toBeDefined();
    expect(body.d2.ERROR[0].MESSAGE).toMatch(/already pending/);
    expect(await balance(reseller)).toBe('90.00');
  });

  it('places 500 references in one bulk, each accepted and charged once', async () => {
    const reseller = await createReseller(t, { credits: '1000.00' });
    const parameters = base64Json(
      Object.fromEntries(
        Array.from({ length: 500 }, (_, i) => [
          `ref-${i}`,
          { ID: String(cheapId), IMEI: validImei() },
        ]),
      ),
    );
    const res = await reseller.call('placeimeiorderbulk', { parameters });
    const accepted = Object.values(res.json()).filter(
      (entry) => (entry as { SUCCESS?: unknown }).SUCCESS,
    );
    expect(accepted).toHaveLength(500);
    expect(await balance(reseller)).toBe('500.00');
  });

  it('refuses the whole request above 1,000 references, charging nothing', async () => {
    const reseller = await createReseller(t, { credits: '5000.00' });
    const entries = Object.fromEntries(
      Array.from({ length: 1001 }, (_, i) => [
        String(i),
        { ID: String(cheapId), IMEI: validImei() },
      ]),
    );
    const res = await reseller.call('placeimeiorderbulk', { parameters: base64Json(entries) });
    expect(res.json().ERROR[0].MESSAGE).toBe('Too many references');
    expect(await ordersOf(reseller)).toEqual([]);
  });

  it('refuses XML, an empty object and a broken body as a whole', async () => {
    const reseller = await createReseller(t, { credits: '50.00' });
    for (const parameters of [
      kitXml({ ID: serviceId, IMEI: validImei() }),
      base64Json({}),
      undefined,
    ]) {
      const res = await reseller.call(
        'placeimeiorderbulk',
        parameters === undefined ? {} : { parameters },
      );
      expect(res.json().ERROR[0].MESSAGE).toBe('Invalid parameters');
    }
    const broken = await reseller.call('placeimeiorderbulk', { parameters: 'eyJhIjp7IklEIjoi' });
    expect(broken.json().ERROR[0].MESSAGE).toBe('Invalid parameters');
    expect(await ordersOf(reseller)).toEqual([]);
  });
});
