import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp, type TestUser } from '../helpers/testApp.js';
import { addSupplier, FAST_SUPPLIERS } from './forwardingFixtures.js';
import { startTestSupplier, type TestSupplier } from './testSupplier.js';

/** Service lists as untidy suppliers write them: read, kept and imported, never a 500. */
let t: TestApp;
let admin: TestUser;
let supplier: TestSupplier;
let supplierId: number;

/** An emoji is two UTF-16 units; cut between them, half of it is left (a lone surrogate). */
const EMOJI = '\u{1F600}';

beforeAll(async () => {
  t = await createTestApp({ suppliers: { ...FAST_SUPPLIERS, workers: false } });
  admin = await t.createUser({ admin: true });
  supplier = await startTestSupplier({
    services: [
      {
        id: '31',
        name: 'Emoji fields',
        group: 'Odd',
        credit: '2.00',
        // Our delivery time holds 100 characters: cut inside the emoji.
        time: `${'1'.repeat(99)}${EMOJI} days`,
        custom: [
          // Its description is cut to 255 characters right inside the emoji.
          { fieldname: 'Serial', fieldtype: 'text', description: `${'x'.repeat(253)}${EMOJI}` },
          // The supplier's JSON carries half an emoji itself ("\ud83d").
          { fieldname: 'Model \ud83d', fieldtype: 'dropdown', fieldoptions: 'A,B\ude00' },
        ],
      },
    ],
  });
  supplierId = await addSupplier(t.db, supplier);
});
afterAll(async () => {
  await t.close();
  await supplier.close();
});

describe('a service list with broken Unicode in its custom fields', () => {
  it('is listed and its service imported (jsonb refused half an emoji: a 500)', async () => {
    const list = await admin.inject({
      method: 'GET',
      url: `/api/suppliers/${supplierId}/services`,
    });
    expect(list.statusCode, list.body).toBe(200);
    expect(list.json().data.map((service: { id: string }) => service.id)).toEqual(['31']);
    const imported = await admin.inject({
      method: 'POST',
      url: `/api/suppliers/${supplierId}/services/31/import`,
      payload: { markup: 1 },
    });
    expect(imported.statusCode, imported.body).toBe(201);
    const fields = imported.json().data.fields as { name: string; label: string }[];
    expect(fields.map((field) => field.label)).toEqual(['Serial', 'Model \ufffd']);
    expect(imported.json().data.delivery_time).toBe('1'.repeat(99));
  });
});

describe('amounts a money column cannot hold, or written with a decimal comma', () => {
  it('a balance past 12 digits is no balance (Check was a 500)', async () => {
    const account = { creditraw: '999999999999.999', currency: 'USD' };
    supplier.misbehave('accountinfo', {
      kind: 'raw',
      body: JSON.stringify({ SUCCESS: [{ AccoutInfo: account }] }),
    });
    const res = await admin.inject({ method: 'POST', url: `/api/suppliers/${supplierId}/check` });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().data).toMatchObject({ balance: null, currency: 'USD' });
  });

  it('a price is no price rather than a wrong one (1.500,00 was 1.50; the list was a 500 past 12 digits)', async () => {
    const services = {
      7: { SERVICEID: '7', SERVICENAME: 'Comma', CREDIT: '1.500,00' },
      8: { SERVICEID: '8', SERVICENAME: 'Huge', CREDIT: '999999999999.999' },
    };
    supplier.misbehave('imeiservicelist', {
      kind: 'raw',
      body: JSON.stringify({ SUCCESS: [{ LIST: { G: { GROUPNAME: 'G', SERVICES: services } } }] }),
    });
    const list = await admin.inject({
      method: 'GET',
      url: `/api/suppliers/${supplierId}/services?refresh=1`,
    });
    expect(list.statusCode, list.body).toBe(200);
    expect(list.json().data.map((service: { credit: unknown }) => service.credit)).toEqual([
      null,
      null,
    ]);
    const imported = await admin.inject({
      method: 'POST',
      url: `/api/suppliers/${supplierId}/services/7/import`,
      payload: { markup: 1 },
    });
    expect(imported.statusCode).toBe(422);
    expect(imported.json().errors.markup).toEqual([
      'The supplier gives no price for this service.',
    ]);
  });
});

describe('a service list written as PHP lists, or with ids too long to keep', () => {
  const refresh = async (LIST: unknown) => {
    supplier.misbehave('imeiservicelist', {
      kind: 'raw',
      body: JSON.stringify({ SUCCESS: [{ MESSAGE: 'IMEI Service List', LIST }] }),
    });
    const res = await admin.inject({
      method: 'GET',
      url: `/api/suppliers/${supplierId}/services?refresh=1`,
    });
    expect(res.statusCode, res.body).toBe(200);
    return (res.json().data as { id: string; group: string }[]).map((s) => `${s.group}/${s.id}`);
  };

  it('reads groups and services given as lists (they were dropped, and the cached list emptied)', async () => {
    const services = [
      { SERVICEID: '41', SERVICENAME: 'Listed', CREDIT: '1.00' },
      // Without its SERVICEID, its place in the list is no id.
      { SERVICENAME: 'No id', CREDIT: '1.00' },
    ];
    expect(await refresh({ G: { GROUPNAME: 'G', SERVICES: services } })).toEqual(['G/41']);
    expect(await refresh([{ GROUPNAME: 'H', SERVICES: { 42: { SERVICENAME: 'Keyed' } } }])).toEqual(
      ['H/42'],
    );
  });

  it('leaves out a SERVICEID longer than 64 characters (it was cut, and so no longer theirs)', async () => {
    const long = '9'.repeat(65);
    const services = {
      [long]: { SERVICEID: long, SERVICENAME: 'Long id', CREDIT: '1.00' },
      43: { SERVICEID: '43', SERVICENAME: 'Short id', CREDIT: '1.00' },
    };
    expect(await refresh({ G: { GROUPNAME: 'G', SERVICES: services } })).toEqual(['G/43']);
  });
});
