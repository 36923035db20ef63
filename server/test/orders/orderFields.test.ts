import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { orders, type ServiceFieldDefinition } from '../../src/db/schema.js';
import { creditsOf, unbalancedUsers } from '../helpers/ledger.js';
import { createService, orderRow, validImei } from '../helpers/orderFixtures.js';
import { createTestApp, type TestApp, type TestUser } from '../helpers/testApp.js';

const FIELDS: ServiceFieldDefinition[] = [
  {
    name: 'network',
    label: 'Network',
    type: 'select',
    required: true,
    options: ['AT&T', 'T-Mobile'],
  },
  { name: 'serial', label: 'Serial number', type: 'text', required: false, pattern: '[A-Z0-9]{8}' },
  { name: 'model', label: 'Model number', type: 'number', required: false },
  { name: 'constructor', label: 'Constructor', type: 'text', required: false },
];

let t: TestApp;
let admin: TestUser;
let customer: TestUser;
let withFields: number;
let plain: number;
beforeAll(async () => {
  t = await createTestApp();
  admin = await t.createUser({ admin: true });
  customer = await t.createUser({ credits: '1000.00' });
  withFields = (await createService(t.db, { price: '10.00', fields: FIELDS })).id;
  plain = (await createService(t.db, { price: '5.00' })).id;
});
afterAll(() => t.close());

const place = (serviceId: number, imeis: string[], fields?: unknown) =>
  customer.inject({
    method: 'POST',
    url: '/api/orders',
    payload: { service_id: serviceId, imei: imeis.join('\n'), fields },
  });

const credits = (userId: number) => creditsOf(t.db, userId);

describe('custom field values with POST /orders', () => {
  it('are stored on each order of the submission, trimmed, numbers as text, and answered', async () => {
    const imeis = [validImei(), validImei()];
    const res = await place(withFields, imeis, {
      network: 'T-Mobile',
      serial: ' R58N1234 ',
      model: 950,
    });
    expect(res.statusCode, res.body).toBe(201);
    const expected = { network: 'T-Mobile', serial: 'R58N1234', model: '950' };
    const placed = res.json().data as { id: number; fields: unknown }[];
    expect(placed.map((order) => order.fields)).toEqual([expected, expected]);
    for (const order of placed) expect((await orderRow(t.db, order.id))?.fields).toEqual(expected);
  });

  it('leave out an optional field left empty; a service without fields stores null', async () => {
    const res = await place(withFields, [validImei()], { network: 'AT&T', serial: '' });
    expect(res.json().data[0].fields).toEqual({ network: 'AT&T' });
    const none = await place(plain, [validImei()]);
    expect(none.statusCode).toBe(201);
    expect(none.json().data[0].fields).toBeNull();
    expect((await orderRow(t.db, none.json().data[0].id))?.fields).toBeNull();
  });

  it('are shown by every order list of the customer and of the admins', async () => {
    const imei = validImei();
    const placed = await place(withFields, [imei], { network: 'AT&T', model: '12.5' });
    const id = placed.json().data[0].id as number;
    const expected = { network: 'AT&T', model: '12.5' };
    const find = async (who: TestUser, url: string) => {
      const res = await who.inject({ method: 'GET', url });
      expect(res.statusCode, url).toBe(200);
      const body = res.json();
      return (body.data.find ? body.data.find((o: { id: number }) => o.id === id) : body.data)
        ?.fields;
    };
    expect(await find(customer, `/api/orders?imei=${imei}`)).toEqual(expected);
    expect(await find(customer, `/api/user_filter_orders?imei=${imei}`)).toEqual(expected);
    expect(await find(admin, `/api/admin_orders_pending?imei=${imei}`)).toEqual(expected);
    expect(await find(admin, `/api/admin_filter_orders?imei=${imei}`)).toEqual(expected);
    expect(await find(admin, `/api/admin_orders_by_user/${customer.id}`)).toEqual(expected);
    expect(await find(admin, `/api/admin_orders/${id}`)).toEqual(expected);
    const answered = await admin.inject({
      method: 'PATCH',
      url: `/api/admin_orders_pending/${id}`,
      payload: { status: 4, code: '12345678' },
    });
    expect(answered.json().data.fields).toEqual(expected);
    expect(await find(admin, `/api/admin_orders_history?imei=${imei}`)).toEqual(expected);
  });
});

/** [what, values, the field the 422 names, its message] */
const REFUSALS: [string, unknown, string, string][] = [
  ['a required field left out', {}, 'fields.network', 'The Network field is required.'],
  [
    'a required field left blank',
    { network: '  ' },
    'fields.network',
    'The Network field is required.',
  ],
  ['no values at all', undefined, 'fields.network', 'The Network field is required.'],
  [
    'a choice that is not an option',
    { network: 'Verizon' },
    'fields.network',
    'The selected Network is invalid.',
  ],
  [
    'a number that is not one',
    { network: 'AT&T', model: '12a' },
    'fields.model',
    'The Model number field must be a number.',
  ],
  [
    'a text that does not match its pattern as a whole',
    { network: 'AT&T', serial: 'R58N1234X' },
    'fields.serial',
    'The Serial number field format is invalid.',
  ],
  [
    'a value of 256 characters',
    { network: 'AT&T', constructor: 'x'.repeat(256) },
    'fields.constructor',
    'The Constructor field must not be greater than 255 characters.',
  ],
  [
    'a name the service does not have',
    { network: 'AT&T', colour: 'red' },
    'fields.colour',
    'This service has no field named "colour".',
  ],
];

describe('custom field values that do not fit', () => {
  it.each(REFUSALS)(
    '%s: 422 naming the field, nothing placed or charged',
    async (_what, values, field, message) => {
      const before = await credits(customer.id);
      const imei = validImei();
      const res = await place(withFields, [imei], values);
      expect(res.statusCode, res.body).toBe(422);
      expect(res.json().errors[field]).toEqual([message]);
      expect(res.json().error).toContain(message);
      expect(await credits(customer.id)).toBe(before);
      expect(await t.db.select().from(orders).where(eq(orders.imei, imei))).toEqual([]);
    },
  );

  it('a value that is neither text nor a number is refused by name', async () => {
    const res = await place(withFields, [validImei()], {
      network: 'AT&T',
      serial: ['R58N1234', 'R58N1235'],
    });
    expect(res.statusCode).toBe(422);
    expect(res.json().errors['fields.serial']).toContain(
      'The fields.serial field must be a string.',
    );
  });

  it('values for a service without fields are refused', async () => {
    const res = await place(plain, [validImei()], { network: 'AT&T' });
    expect(res.statusCode).toBe(422);
    expect(res.json().errors).toEqual({
      'fields.network': ['This service has no field named "network".'],
    });
  });

  it('every problem is named at once, beside the IMEI’s', async () => {
    const res = await place(withFields, ['123'], { model: 'x' });
    expect(res.statusCode).toBe(422);
    expect(Object.keys(res.json().errors).sort()).toEqual([
      'fields.model',
      'fields.network',
      'imei',
    ]);
  });

  it('a value against a pattern that backtracks without end in JavaScript, (a+)+, is answered at once', async () => {
    // A backtracking engine tries 2^40 ways to split these a's before giving up; RE2 reads the
    // value once. With RegExp this test would not finish.
    const nested: ServiceFieldDefinition[] = [
      { name: 'code', label: 'Code', type: 'text', required: true, pattern: '(a+)+' },
    ];
    const service = (await createService(t.db, { price: '1.00', fields: nested })).id;
    const refused = await place(service, [validImei()], { code: `${'a'.repeat(40)}!` });
    expect(refused.statusCode).toBe(422);
    expect(refused.json().errors['fields.code']).toEqual(['The Code field format is invalid.']);
    const placed = await place(service, [validImei()], { code: 'a'.repeat(40) });
    expect(placed.statusCode, placed.body).toBe(201);
  });

  it('leave the books balanced', async () => {
    expect(await unbalancedUsers(t.db)).toEqual([]);
  });
});
