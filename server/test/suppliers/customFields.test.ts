import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { MAYBE_WITH_SUPPLIER, WITH_SUPPLIER } from '../../src/domain/orders/index.js';
import { replaceServiceRoutes } from '../../src/domain/suppliers/serviceRoutes.js';
import { unbalancedUsers } from '../helpers/ledger.js';
import { createService, validImei } from '../helpers/orderFixtures.js';
import { createTestApp, type TestApp, type TestUser } from '../helpers/testApp.js';
import { addSupplier, stateIs, waitFor, withWorkers } from './forwardingFixtures.js';
import { startTestSupplier, type TestSupplier } from './testSupplier.js';

/** A supplier's Requires.Custom as real lists give it, with entries to leave out. */
const THEIR_CUSTOM = {
  0: { type: 'serviceimei', fieldname: 'IMEI', fieldtype: 'text', required: 1 },
  1: {
    type: 'serviceimei',
    fieldname: 'Network',
    fieldtype: 'dropdown',
    fieldoptions: 'AT&T, T-Mobile,,AT&T',
    required: 'on',
  },
  2: {
    type: 'serviceimei',
    fieldname: 'Serial Number',
    fieldtype: 'text',
    regexpr: '/^(a+)+$/',
    required: 0,
  },
  3: 'not a field',
  4: { type: 'serviceimei', fieldname: 'x'.repeat(101), fieldtype: 'text', required: 1 },
  5: { type: 'serviceimei', fieldname: 'Notes', fieldtype: 'textarea' },
};

let t: TestApp;
let admin: TestUser;
let customer: TestUser;
let single: TestSupplier;
let bulk: TestSupplier;
let singleId: number;
let bulkId: number;

beforeAll(async () => {
  t = await createTestApp(withWorkers());
  admin = await t.createUser({ admin: true });
  customer = await t.createUser({ credits: '500.00' });
  const services = [
    {
      id: '21',
      name: 'Samsung USA',
      group: 'Samsung',
      credit: '3.00',
      time: '1-3 Days',
      info: '<p>Clean &amp; <b>unbarred</b> only</p><br/>No refunds',
      custom: THEIR_CUSTOM,
    },
    { id: '12', name: 'Plain', group: 'Other', credit: '1.00' },
  ];
  single = await startTestSupplier({ services });
  bulk = await startTestSupplier({ username: 'bulk', apiKey: 'BULK-KEY-5555', services });
  singleId = await addSupplier(t.db, single, { name: 'Single' });
  bulkId = await addSupplier(t.db, bulk, { name: 'Bulk', bulk: true });
});
afterAll(async () => {
  await t.close();
  await single.close();
  await bulk.close();
});
afterEach(async () => {
  expect(await unbalancedUsers(t.db)).toEqual([]);
});

async function importFrom(supplierId: number): Promise<number> {
  const list = await admin.inject({ method: 'GET', url: `/api/suppliers/${supplierId}/services` });
  expect(list.statusCode, list.body).toBe(200);
  const res = await admin.inject({
    method: 'POST',
    url: `/api/suppliers/${supplierId}/services/21/import`,
    payload: { markup: '2.00' },
  });
  expect(res.statusCode, res.body).toBe(201);
  return res.json().data.id;
}

const place = async (serviceId: number, fields: Record<string, string>) => {
  const res = await customer.inject({
    method: 'POST',
    url: '/api/orders',
    payload: { service_id: serviceId, imei: validImei(), fields },
  });
  expect(res.statusCode, res.body).toBe(201);
  return res.json().data[0] as { id: number; imei: string };
};

describe('a supplier’s custom fields', () => {
  it('an imported service takes the supplier’s INFO as text, its TIME and its usable fields', async () => {
    const serviceId = await importFrom(singleId);
    const list = await admin.inject({ method: 'GET', url: '/api/admin_services' });
    const service = list.json().data.find((s: { id: number }) => s.id === serviceId);
    expect(service).toMatchObject({
      description: 'Clean & unbarred only\nNo refunds',
      delivery_time: '1-3 Days',
      fields: [
        {
          name: 'network',
          label: 'Network',
          type: 'select',
          required: true,
          options: ['AT&T', 'T-Mobile'],
        },
        // The supplier's regular expression is not taken (PCRE, untrusted).
        { name: 'serial_number', label: 'Serial Number', type: 'text', required: false },
        { name: 'notes', label: 'Notes', type: 'text', required: false },
      ],
    });
    expect(service.fields[1]).not.toHaveProperty('pattern');
  });

  it('placeimeiorder sends the values as CUSTOMFIELD under the supplier’s field names', async () => {
    const serviceId = await importFrom(singleId);
    const placed = await place(serviceId, { network: 'T-Mobile', serial_number: 'R58N' });
    await waitFor(stateIs(t.db, placed.id, 'placed'), 'placed');
    expect(single.ordersOf(placed.imei).map((o) => o.customFields)).toEqual([
      { Network: 'T-Mobile', 'Serial Number': 'R58N' },
    ]);
  });

  it('each entry of a placeimeiorderbulk carries its own CUSTOMFIELD', async () => {
    const serviceId = await importFrom(bulkId);
    const first = await place(serviceId, { network: 'AT&T' });
    const second = await place(serviceId, { network: 'T-Mobile', notes: 'urgent' });
    await waitFor(stateIs(t.db, second.id, 'placed'), 'placed');
    await waitFor(stateIs(t.db, first.id, 'placed'), 'placed');
    expect(bulk.requests.some((r) => r.action === 'placeimeiorderbulk')).toBe(true);
    expect(bulk.ordersOf(first.imei)[0]?.customFields).toEqual({ Network: 'AT&T' });
    expect(bulk.ordersOf(second.imei)[0]?.customFields).toEqual({
      Network: 'T-Mobile',
      Notes: 'urgent',
    });
  });

  it('our own fields go under our names to a supplier service that lists none; no values, no CUSTOMFIELD', async () => {
    const withFields = await createService(t.db, {
      fields: [{ name: 'pin', label: 'PIN', type: 'number', required: true }],
    });
    const without = await createService(t.db);
    for (const service of [withFields, without]) {
      await replaceServiceRoutes(
        t.db,
        service.id,
        [{ supplier_id: singleId, supplier_service_id: '12' }],
        null,
      );
    }
    const pinned = await place(withFields.id, { pin: '0042' });
    const bare = await place(without.id, {});
    await waitFor(stateIs(t.db, pinned.id, 'placed'), 'placed');
    await waitFor(stateIs(t.db, bare.id, 'placed'), 'placed');
    expect(single.ordersOf(pinned.imei)[0]?.customFields).toEqual({ pin: '0042' });
    expect(single.ordersOf(bare.imei)[0]?.customFields).toBeNull();
    const sent = single.requests.filter((r) => r.fields.parameters?.includes(bare.imei));
    expect(sent.map((r) => r.fields.parameters)).not.toContainEqual(
      expect.stringContaining('CUSTOMFIELD'),
    );
  });
});

describe('cancelling an order that went to a supplier', () => {
  it('is refused once the supplier took it, and after a call whose outcome is unknown', async () => {
    const serviceId = (await createService(t.db)).id;
    await replaceServiceRoutes(
      t.db,
      serviceId,
      [{ supplier_id: singleId, supplier_service_id: '12' }],
      null,
    );
    const cancel = (orderId: number) =>
      customer.inject({ method: 'POST', url: `/api/orders/${orderId}/cancel` });

    const placed = await place(serviceId, {});
    await waitFor(stateIs(t.db, placed.id, 'placed'), 'placed');
    const refused = await cancel(placed.id);
    expect(refused.statusCode).toBe(422);
    expect(refused.json().errors).toEqual({ order: [WITH_SUPPLIER] });

    single.misbehave('placeimeiorder', { kind: 'cut' }, 1);
    const cut = await place(serviceId, {});
    await waitFor(stateIs(t.db, cut.id, 'held'), 'held');
    expect((await cancel(cut.id)).json().errors).toEqual({ order: [MAYBE_WITH_SUPPLIER] });

    const refusedEverywhere = validImei();
    single.refuseImei(refusedEverywhere, 'IMEI not supported');
    const res = await customer.inject({
      method: 'POST',
      url: '/api/orders',
      payload: { service_id: serviceId, imei: refusedEverywhere },
    });
    const heldId = res.json().data[0].id as number;
    await waitFor(stateIs(t.db, heldId, 'held'), 'held after a refusal');
    expect((await cancel(heldId)).statusCode).toBe(200);
  });
});
