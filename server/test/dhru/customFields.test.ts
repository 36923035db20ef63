import { eq } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { orders, type ServiceFieldDefinition, services, users } from '../../src/db/schema.js';
import { unbalancedUsers } from '../helpers/ledger.js';
import { createService, validImei } from '../helpers/orderFixtures.js';
import { createTestApp, type TestApp } from '../helpers/testApp.js';
import { base64Json, kitXml } from './dhruClient.js';
import { createReseller, type Reseller } from './reseller.js';

const FIELDS: ServiceFieldDefinition[] = [
  {
    name: 'network',
    label: 'Network',
    type: 'select',
    required: true,
    options: ['AT&T', 'Sprint'],
  },
  { name: 'serial', label: 'Serial number', type: 'text', required: false, pattern: 'R5/[0-9]{3}' },
  { name: 'model', label: 'Model', type: 'number', required: false },
];

let t: TestApp;
let reseller: Reseller;
let serviceId: number;
let plainId: number;
beforeAll(async () => {
  t = await createTestApp();
  reseller = await createReseller(t, { credits: '100.00' });
  serviceId = (await createService(t.db, { price: '4.00', fields: FIELDS })).id;
  await t.db
    .update(services)
    .set({ description: 'Samsung US networks, clean IMEIs only.', deliveryTime: '1-24 hours' })
    .where(eq(services.id, serviceId));
  plainId = (await createService(t.db, { price: '2.00' })).id;
});
afterEach(async () => {
  expect(await unbalancedUsers(t.db)).toEqual([]);
});
afterAll(() => t.close());

/** The Requires.Custom of FIELDS, as Dhru Fusion lists custom fields. */
const DHRU_FIELDS = [
  {
    type: 'serviceimei',
    fieldname: 'network',
    fieldtype: 'dropdown',
    description: 'Network',
    fieldoptions: 'AT&T,Sprint',
    regexpr: '',
    adminonly: '',
    required: 1,
  },
  {
    type: 'serviceimei',
    fieldname: 'serial',
    fieldtype: 'text',
    description: 'Serial number',
    fieldoptions: '',
    regexpr: '/^(?:R5\\/[0-9]{3})$/',
    adminonly: '',
    required: 0,
  },
  {
    type: 'serviceimei',
    fieldname: 'model',
    fieldtype: 'text',
    description: 'Model',
    fieldoptions: '',
    regexpr: '/^[+-]?(\\d+(\\.\\d*)?|\\.\\d+)$/',
    adminonly: '',
    required: 0,
  },
];

async function credits() {
  const [row] = await t.db
    .select({ credits: users.credits })
    .from(users)
    .where(eq(users.id, reseller.user.id));
  return row?.credits;
}

describe('the service lists', () => {
  it('imeiservicelist shows TIME, INFO and the custom fields under Requires.Custom', async () => {
    const res = await reseller.call('imeiservicelist');
    const groups = Object.values(res.json().SUCCESS[0].LIST) as {
      SERVICES: Record<string, Record<string, unknown>>;
    }[];
    const entry = (id: number) =>
      groups.find((group) => group.SERVICES[String(id)])?.SERVICES[String(id)];
    const listed = entry(serviceId);
    expect(listed).toMatchObject({
      TIME: '1-24 hours',
      INFO: 'Samsung US networks, clean IMEIs only.',
      'Requires.Custom': DHRU_FIELDS,
      Requires: { Network: 'None', SN: 'None', Custom: DHRU_FIELDS },
    });
    expect(entry(plainId)).toMatchObject({ TIME: '', INFO: '', 'Requires.Custom': [] });
  });

  it('getimeiservicedetails shows them too', async () => {
    const res = await reseller.call('getimeiservicedetails', {
      parameters: kitXml({ ID: serviceId }),
    });
    expect(res.json().SUCCESS[0].LIST).toMatchObject({
      TIME: '1-24 hours',
      'Requires.Custom': DHRU_FIELDS,
    });
  });
});

describe('CUSTOMFIELD on placement', () => {
  it('placeimeiorder stores the values of base64 JSON CUSTOMFIELD; getimeiorder shows them', async () => {
    const res = await reseller.call('placeimeiorder', {
      parameters: kitXml({
        ID: serviceId,
        IMEI: validImei(),
        CUSTOMFIELD: base64Json({ network: 'Sprint', serial: 'R5/123', model: 7 }),
      }),
    });
    const reference = res.json().SUCCESS?.[0]?.REFERENCEID;
    expect(reference, res.body).toBeDefined();
    const expected = { network: 'Sprint', serial: 'R5/123', model: '7' };
    const [row] = await t.db.select().from(orders).where(eq(orders.id, reference));
    expect(row?.fields).toEqual(expected);
    const status = await reseller.call('getimeiorder', { parameters: kitXml({ ID: reference }) });
    expect(status.json().SUCCESS[0]).toMatchObject({ STATUS: 1, CUSTOMFIELD: expected });
  });

  it('takes CUSTOMFIELD as plain JSON, and as an object inside JSON parameters', async () => {
    const plain = await reseller.call('placeimeiorder', {
      parameters: kitXml({
        ID: serviceId,
        IMEI: validImei(),
        CUSTOMFIELD: JSON.stringify({ network: 'AT&T' }),
      }),
    });
    expect(plain.json().SUCCESS, plain.body).toBeDefined();
    const nested = await reseller.call('placeimeiorder', {
      parameters: base64Json({
        ID: serviceId,
        IMEI: validImei(),
        CUSTOMFIELD: { network: 'AT&T' },
      }),
    });
    expect(nested.json().SUCCESS, nested.body).toBeDefined();
  });

  it.each([
    ['a required field missing', {}, 'The Network field is required.', 'network'],
    [
      'a choice that is no option',
      { network: 'Verizon' },
      'The selected Network is invalid.',
      'network',
    ],
    [
      'a text off its pattern',
      { network: 'AT&T', serial: 'R5-123' },
      'The Serial number field format is invalid.',
      'serial',
    ],
    [
      'an unknown field',
      { network: 'AT&T', pin: '1' },
      'This service has no field named "pin".',
      'pin',
    ],
    [
      'a NUL character (it was a "Temporary server error")',
      { network: 'AT&T', serial: 'R5/1\u000023' },
      'The Serial number field must not contain a NUL character.',
      'serial',
    ],
    [
      'a lone surrogate (it was a "Temporary server error")',
      { network: 'AT&T', serial: 'R5/\ud800' },
      'The Serial number field must be valid Unicode text.',
      'serial',
    ],
  ])('%s: an ERROR naming the field, nothing charged', async (_what, values, message, field) => {
    const before = await credits();
    const res = await reseller.call('placeimeiorder', {
      parameters: kitXml({ ID: serviceId, IMEI: validImei(), CUSTOMFIELD: base64Json(values) }),
    });
    expect(res.json().ERROR).toEqual([
      { MESSAGE: message, FULL_DESCRIPTION: `CUSTOMFIELD ${field}: ${message}` },
    ]);
    expect(await credits()).toBe(before);
  });

  it('takes PHP’s empty array as CUSTOMFIELD (W10=, [], or [] inside JSON) as no values', async () => {
    for (const empty of ['W10=', '[]']) {
      const res = await reseller.call('placeimeiorder', {
        parameters: kitXml({ ID: plainId, IMEI: validImei(), CUSTOMFIELD: empty }),
      });
      expect(res.json().SUCCESS?.[0]?.MESSAGE, res.body).toBe('Order received');
    }
    const nested = await reseller.call('placeimeiorder', {
      parameters: base64Json({ ID: plainId, IMEI: validImei(), CUSTOMFIELD: [] }),
    });
    expect(nested.json().SUCCESS?.[0]?.MESSAGE, nested.body).toBe('Order received');
  });

  it('a CUSTOMFIELD that is not base64 JSON is an ERROR', async () => {
    for (const bad of [
      'not base64!',
      base64Json(['network']),
      Buffer.from('{oops').toString('base64'),
    ]) {
      const res = await reseller.call('placeimeiorder', {
        parameters: kitXml({ ID: serviceId, IMEI: validImei(), CUSTOMFIELD: bad }),
      });
      expect(res.json().ERROR?.[0]?.MESSAGE, bad).toBe('Invalid CUSTOMFIELD');
    }
  });

  it('placeimeiorderbulk places the good references beside one with unstorable text (it sank them all)', async () => {
    const res = await reseller.call('placeimeiorderbulk', {
      parameters: base64Json({
        good: { ID: serviceId, IMEI: validImei(), CUSTOMFIELD: base64Json({ network: 'AT&T' }) },
        poisoned: {
          ID: serviceId,
          IMEI: validImei(),
          CUSTOMFIELD: base64Json({ network: 'AT&T', serial: 'x\u0000' }),
        },
      }),
    });
    expect(res.json().poisoned.ERROR[0].MESSAGE).toBe(
      'The Serial number field must not contain a NUL character.',
    );
    expect(res.json().good.SUCCESS[0].MESSAGE).toBe('Order received');
  });

  it('placeimeiorderbulk reads each reference’s CUSTOMFIELD; getimeiorderbulk shows them', async () => {
    const res = await reseller.call('placeimeiorderbulk', {
      parameters: base64Json({
        good: { ID: serviceId, IMEI: validImei(), CUSTOMFIELD: base64Json({ network: 'AT&T' }) },
        bad: { ID: serviceId, IMEI: validImei(), CUSTOMFIELD: base64Json({ network: 'Nope' }) },
        none: { ID: plainId, IMEI: validImei() },
      }),
    });
    const body = res.json();
    expect(body.bad.ERROR[0].MESSAGE).toBe('The selected Network is invalid.');
    const good = body.good.SUCCESS[0].REFERENCEID;
    const none = body.none.SUCCESS[0].REFERENCEID;
    const statuses = await reseller.call('getimeiorderbulk', {
      parameters: base64Json({ a: { ID: good }, b: { ID: none } }),
    });
    expect(statuses.json().a.SUCCESS[0].CUSTOMFIELD).toEqual({ network: 'AT&T' });
    expect(statuses.json().b.SUCCESS[0]).not.toHaveProperty('CUSTOMFIELD');
  });
});
