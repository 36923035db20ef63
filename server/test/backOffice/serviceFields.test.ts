import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { theOneRowWrittenBy } from '../audit/auditRows.js';
import { createTestApp, type TestApp, type TestUser } from '../helpers/testApp.js';
import { insertCategory } from './fixtures.js';

let t: TestApp;
let admin: TestUser;
let customer: TestUser;
let categoryId: number;
beforeAll(async () => {
  t = await createTestApp();
  admin = await t.createUser({ admin: true });
  customer = await t.createUser();
  categoryId = await insertCategory(t.db, 'Samsung');
});
afterAll(() => t.close());

const NETWORK = {
  name: 'network',
  label: 'Network',
  type: 'select',
  required: true,
  options: ['AT&T', 'T-Mobile'],
};
const SERIAL = {
  name: 'serial_number',
  label: 'Serial number',
  type: 'text',
  required: false,
  pattern: '[A-Z0-9]{8,12}',
};
const MODEL = { name: 'model', label: 'Model number', type: 'number', required: false };

const create = (payload: Record<string, unknown>) =>
  admin.inject({
    method: 'POST',
    url: '/api/admin_services',
    payload: { name: 'Samsung Unlock', price: '9.50', category_id: categoryId, ...payload },
  });

describe('a service’s description, delivery time and custom fields', () => {
  it('are stored, answered, listed to admins and to customers', async () => {
    const res = await create({
      description: '  Any Samsung on a US network.  ',
      delivery_time: '1-24 hours',
      fields: [NETWORK, SERIAL, MODEL],
    });
    expect(res.statusCode).toBe(201);
    const service = res.json().data;
    expect(service).toMatchObject({
      description: 'Any Samsung on a US network.',
      delivery_time: '1-24 hours',
      fields: [NETWORK, SERIAL, MODEL],
    });
    // Only a select has options, only a text a pattern.
    expect(Object.keys(service.fields[2]).sort()).toEqual(['label', 'name', 'required', 'type']);

    const list = await admin.inject({ method: 'GET', url: '/api/admin_services' });
    expect(list.json().data.find((s: { id: number }) => s.id === service.id)).toMatchObject({
      description: 'Any Samsung on a US network.',
      delivery_time: '1-24 hours',
      fields: [NETWORK, SERIAL, MODEL],
    });
    const offered = await customer.inject({ method: 'GET', url: '/api/services' });
    expect(offered.json().data.find((s: { id: number }) => s.id === service.id)).toEqual({
      id: service.id,
      price: 9.5,
      service: { id: service.id, name: 'Samsung Unlock' },
      category: { id: categoryId, name: 'Samsung' },
      description: 'Any Samsung on a US network.',
      delivery_time: '1-24 hours',
      fields: [NETWORK, SERIAL, MODEL],
    });
  });

  it('are changed by PATCH only when sent, and audited before and after', async () => {
    const { id } = (await create({ description: 'Old', fields: [NETWORK] })).json().data;
    const patch = (payload: Record<string, unknown>) =>
      admin.inject({ method: 'PATCH', url: `/api/admin_services/${id}`, payload });

    const row = await theOneRowWrittenBy(t.db, () =>
      patch({ delivery_time: '2 days', fields: [SERIAL] }),
    );
    expect(row.kind).toBe('service.updated');
    expect(row.before).toEqual({ delivery_time: '', fields: [NETWORK] });
    expect(row.after).toEqual({ delivery_time: '2 days', fields: [SERIAL] });

    const renamed = await patch({ name: 'Renamed' });
    expect(renamed.json().data).toMatchObject({
      description: 'Old',
      delivery_time: '2 days',
      fields: [SERIAL],
    });
    const cleared = await patch({ description: '', fields: [] });
    expect(cleared.json().data).toMatchObject({ description: '', fields: [] });
  });

  it('a created service’s audit row holds them', async () => {
    const row = await theOneRowWrittenBy(
      t.db,
      () => create({ description: 'D', delivery_time: '5 min', fields: [MODEL] }),
      201,
    );
    expect(row.after).toMatchObject({ description: 'D', delivery_time: '5 min', fields: [MODEL] });
  });
});

const long = (length: number) => 'x'.repeat(length);
const withField = (changes: Record<string, unknown>, without: string[] = []) => {
  const field: Record<string, unknown> = { ...SERIAL, pattern: undefined, ...changes };
  for (const key of without) delete field[key];
  return [field];
};

/** [what, payload, the field the 422 names, its message] */
const REFUSALS: [string, Record<string, unknown>, string, string][] = [
  [
    'a name with capitals',
    { fields: withField({ name: 'Serial' }) },
    'fields.0.name',
    'The fields.0.name field format is invalid.',
  ],
  [
    'a name starting with a digit',
    { fields: withField({ name: '1st' }) },
    'fields.0.name',
    'The fields.0.name field format is invalid.',
  ],
  [
    'a name of 33 characters',
    { fields: withField({ name: `a${'b'.repeat(32)}` }) },
    'fields.0.name',
    'The fields.0.name field format is invalid.',
  ],
  [
    'no name',
    { fields: withField({}, ['name']) },
    'fields.0.name',
    'The fields.0.name field is required.',
  ],
  [
    'no label',
    { fields: withField({}, ['label']) },
    'fields.0.label',
    'The fields.0.label field is required.',
  ],
  [
    'a blank label',
    { fields: withField({ label: '   ' }) },
    'fields.0.label',
    'The fields.0.label field is required.',
  ],
  [
    'a label of 101 characters',
    { fields: withField({ label: long(101) }) },
    'fields.0.label',
    'The fields.0.label field must not be greater than 100 characters.',
  ],
  [
    'an unknown type',
    { fields: withField({ type: 'date' }) },
    'fields.0.type',
    'The selected fields.0.type is invalid.',
  ],
  [
    'required left out',
    { fields: withField({}, ['required']) },
    'fields.0.required',
    'The fields.0.required field is required.',
  ],
  [
    'a select without options',
    { fields: withField({ type: 'select' }) },
    'fields.0.options',
    'The fields.0.options field is required for a select.',
  ],
  [
    'options on a text',
    { fields: withField({ options: ['A'] }) },
    'fields.0.options',
    'The fields.0.options field is only allowed for a select.',
  ],
  [
    'an empty list of options',
    { fields: withField({ type: 'select', options: [] }) },
    'fields.0.options',
    'The fields.0.options field must have at least 1 items.',
  ],
  [
    '51 options',
    {
      fields: withField({ type: 'select', options: Array.from({ length: 51 }, (_, i) => `o${i}`) }),
    },
    'fields.0.options',
    'The fields.0.options field must not have more than 50 items.',
  ],
  [
    'the same option twice',
    { fields: withField({ type: 'select', options: ['A', 'A'] }) },
    'fields.0.options',
    'The fields.0.options field has a duplicate value.',
  ],
  [
    'the same option twice once trimmed',
    { fields: withField({ type: 'select', options: ['A', ' A '] }) },
    'fields.0.options',
    'The fields.0.options field has a duplicate value.',
  ],
  [
    'an empty option',
    { fields: withField({ type: 'select', options: ['A', ''] }) },
    'fields.0.options.1',
    'The fields.0.options.1 field is required.',
  ],
  [
    'an option of 101 characters',
    { fields: withField({ type: 'select', options: [long(101)] }) },
    'fields.0.options.0',
    'The fields.0.options.0 field must not be greater than 100 characters.',
  ],
  [
    'a pattern on a number',
    { fields: withField({ type: 'number', pattern: '\\d+' }) },
    'fields.0.pattern',
    'The fields.0.pattern field is only allowed for a text.',
  ],
  [
    'a pattern that does not compile',
    { fields: withField({ pattern: '([a-z' }) },
    'fields.0.pattern',
    'The fields.0.pattern field must be a valid regular expression.',
  ],
  [
    'a pattern with a lookahead, which RE2 does not have',
    { fields: withField({ pattern: '(?=R)\\w{8}' }) },
    'fields.0.pattern',
    'The fields.0.pattern field must not use lookarounds or back-references.',
  ],
  [
    'a pattern of 201 characters',
    { fields: withField({ pattern: long(201) }) },
    'fields.0.pattern',
    'The fields.0.pattern field must not be greater than 200 characters.',
  ],
  [
    'eleven fields',
    {
      fields: Array.from({ length: 11 }, (_, i) => ({ ...MODEL, name: `field_${i}` })),
    },
    'fields',
    'The fields field must not have more than 10 items.',
  ],
  [
    'a name twice',
    { fields: [MODEL, { ...SERIAL, name: 'model' }] },
    'fields.1.name',
    'The fields.1.name field has a duplicate value.',
  ],
  [
    'a bad second field',
    { fields: [MODEL, { ...NETWORK, options: undefined }] },
    'fields.1.options',
    'The fields.1.options field is required for a select.',
  ],
  [
    'fields that are not a list',
    { fields: { network: true } },
    'fields',
    'The fields field must be an array.',
  ],
  [
    'a description of 5001 characters',
    { description: long(5001) },
    'description',
    'The description field must not be greater than 5000 characters.',
  ],
  [
    'a delivery time of 101 characters',
    { delivery_time: long(101) },
    'delivery_time',
    'The delivery time field must not be greater than 100 characters.',
  ],
];

describe('a service’s custom fields are refused with a 422 naming the culprit', () => {
  it.each(REFUSALS)('%s', async (_what, payload, field, message) => {
    const res = await create(payload);
    expect(res.statusCode, res.body).toBe(422);
    expect(res.json().errors[field]).toEqual([message]);
  });

  it('on PATCH too, and the service is left as it was', async () => {
    const { id } = (await create({ fields: [NETWORK] })).json().data;
    const res = await admin.inject({
      method: 'PATCH',
      url: `/api/admin_services/${id}`,
      payload: { fields: [NETWORK, { ...NETWORK, label: 'Again' }] },
    });
    expect(res.statusCode).toBe(422);
    expect(res.json().errors).toEqual({
      'fields.1.name': ['The fields.1.name field has a duplicate value.'],
    });
    const list = await admin.inject({ method: 'GET', url: '/api/admin_services' });
    expect(list.json().data.find((s: { id: number }) => s.id === id).fields).toEqual([NETWORK]);
  });
});
