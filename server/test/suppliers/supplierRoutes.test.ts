import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SUPPLIER_DEACTIVATED } from '../../src/domain/suppliers/supplierServices.js';
import { createService, validImei } from '../helpers/orderFixtures.js';
import { createTestApp, type TestApp, type TestUser } from '../helpers/testApp.js';
import {
  addSupplier,
  order,
  routedService,
  stateIs,
  waitFor,
  withWorkers,
} from './forwardingFixtures.js';
import { startTestSupplier, type TestSupplier } from './testSupplier.js';

let t: TestApp;
let admin: TestUser;
let customer: TestUser;
let supplier: TestSupplier;

beforeAll(async () => {
  t = await createTestApp(withWorkers());
  admin = await t.createUser({ admin: true });
  customer = await t.createUser({ credits: '500.00' });
  supplier = await startTestSupplier();
});
afterAll(async () => {
  await t.close();
  await supplier.close();
});

const newSupplier = async (overrides: Record<string, unknown> = {}) => {
  const res = await admin.inject({
    method: 'POST',
    url: '/api/suppliers',
    payload: {
      name: 'Upstream',
      url: `${supplier.url}/`,
      username: supplier.username,
      api_key: supplier.apiKey,
      ...overrides,
    },
  });
  expect(res.statusCode).toBe(201);
  return res.json().data as { id: number; api_key_last4: string; url: string };
};

describe('the supplier routes (admin only)', () => {
  it('adds a supplier; the key is answered as its last 4 characters only', async () => {
    const res = await admin.inject({
      method: 'POST',
      url: '/api/suppliers',
      payload: {
        name: 'Upstream',
        url: `${supplier.url}//`,
        username: 'shop',
        api_key: supplier.apiKey,
      },
    });
    expect(res.statusCode).toBe(201);
    expect(res.body).not.toContain(supplier.apiKey);
    expect(res.json().data).toMatchObject({
      name: 'Upstream',
      url: supplier.url,
      api_key_last4: supplier.apiKey.slice(-4),
      active: true,
      orders_in_flight: 0,
    });
    const list = await admin.inject({ method: 'GET', url: '/api/suppliers' });
    expect(list.statusCode).toBe(200);
    expect(list.body).not.toContain(supplier.apiKey);
  });

  it('refuses a URL that is not http(s)', async () => {
    const res = await admin.inject({
      method: 'POST',
      url: '/api/suppliers',
      payload: { name: 'x', url: 'ftp://example.com', username: 'a', api_key: 'b' },
    });
    expect(res.statusCode).toBe(422);
    expect(res.json().errors.url).toEqual(['The url must start with http:// or https://.']);
  });

  it('refuses a URL that is too long once written out (accents take 6 characters: it was a 500)', async () => {
    const res = await admin.inject({
      method: 'POST',
      url: '/api/suppliers',
      payload: {
        name: 'x',
        url: `https://supplier.example/${'\u00e9'.repeat(400)}`,
        username: 'a',
        api_key: 'b',
      },
    });
    expect(res.statusCode).toBe(422);
    expect(res.json().errors.url).toEqual(['The url must not be greater than 2000 characters.']);
  });

  it('customers get 403', async () => {
    expect((await customer.inject({ method: 'GET', url: '/api/suppliers' })).statusCode).toBe(403);
  });

  it('check reads the balance and currency; a refusal is a 422 with the supplier’s reason', async () => {
    const { id } = await newSupplier();
    const checked = await admin.inject({ method: 'POST', url: `/api/suppliers/${id}/check` });
    expect(checked.statusCode).toBe(200);
    expect(checked.json().data).toMatchObject({ balance: 250, currency: 'USD', last_error: null });
    const changed = await admin.inject({
      method: 'PATCH',
      url: `/api/suppliers/${id}`,
      payload: { api_key: 'WRONG-KEY', low_balance: 300 },
    });
    expect(changed.json().data).toMatchObject({ api_key_last4: '-KEY', low_balance_warning: true });
    const refused = await admin.inject({ method: 'POST', url: `/api/suppliers/${id}/check` });
    expect(refused.statusCode).toBe(422);
    expect(refused.json().message).toBe('Authentication Failed');
    const list = (await admin.inject({ method: 'GET', url: '/api/suppliers' })).json().data;
    expect(list.find((s: { id: number }) => s.id === id).last_error).toBe('Authentication Failed');
  });

  it('DELETE deactivates the supplier', async () => {
    const { id } = await newSupplier();
    const res = await admin.inject({ method: 'DELETE', url: `/api/suppliers/${id}` });
    expect(res.json().data.active).toBe(false);
  });

  it('the service list is cached, and fetched again on refresh', async () => {
    const { id } = await newSupplier();
    const calls = () => supplier.requests.filter((r) => r.action === 'imeiservicelist').length;
    const before = calls();
    const first = await admin.inject({ method: 'GET', url: `/api/suppliers/${id}/services` });
    expect(first.json().data).toEqual([
      {
        id: '12',
        name: 'iPhone Clean',
        group: 'Apple',
        credit: 4.5,
        time: '1-2 days',
        info: '<b>iPhone Clean</b>',
        routed_to: [],
      },
      {
        id: '13',
        name: 'Samsung Code',
        group: 'Samsung',
        credit: 2,
        time: '1-2 days',
        info: '<b>Samsung Code</b>',
        routed_to: [],
      },
    ]);
    await admin.inject({ method: 'GET', url: `/api/suppliers/${id}/services` });
    expect(calls()).toBe(before + 1);
    await admin.inject({ method: 'GET', url: `/api/suppliers/${id}/services?refresh=1` });
    expect(calls()).toBe(before + 2);
  });

  it('creates our service from theirs: cost = their price, price = cost + markup, routed to them', async () => {
    const { id } = await newSupplier();
    await admin.inject({ method: 'GET', url: `/api/suppliers/${id}/services` });
    const res = await admin.inject({
      method: 'POST',
      url: `/api/suppliers/${id}/services/12/import`,
      payload: { markup: 1.25 },
    });
    expect(res.statusCode).toBe(201);
    const service = res.json().data;
    expect(service).toMatchObject({
      name: 'iPhone Clean',
      cost: 4.5,
      price: 5.75,
      category: { name: 'Apple' },
    });
    const routes = await admin.inject({
      method: 'GET',
      url: `/api/admin_services/${service.id}/routes`,
    });
    expect(routes.json().data).toEqual([
      {
        position: 0,
        supplier_id: id,
        supplier: { id, name: 'Upstream', active: true },
        supplier_service_id: '12',
        supplier_service_name: 'iPhone Clean',
        credit: 4.5,
      },
    ]);
  });

  it('lists beside each of their services ours routed to it (one was imported twice unknowingly)', async () => {
    const { id } = await newSupplier();
    const before = await admin.inject({ method: 'GET', url: `/api/suppliers/${id}/services` });
    expect(before.json().data.map((entry: { routed_to: unknown[] }) => entry.routed_to)).toEqual([
      [],
      [],
    ]);
    const imported = await admin.inject({
      method: 'POST',
      url: `/api/suppliers/${id}/services/12/import`,
      payload: { markup: 1 },
    });
    const ours = imported.json().data;
    const after = await admin.inject({ method: 'GET', url: `/api/suppliers/${id}/services` });
    const byId = new Map(
      after.json().data.map((entry: { id: string; routed_to: unknown[] }) => [entry.id, entry]),
    );
    expect(byId.get('12')).toMatchObject({ routed_to: [{ id: ours.id, name: 'iPhone Clean' }] });
    expect(byId.get('13')).toMatchObject({ routed_to: [] });
  });

  it('creates no service from a deactivated supplier’s list (its every order would be held)', async () => {
    const { id } = await newSupplier();
    await admin.inject({ method: 'GET', url: `/api/suppliers/${id}/services` });
    await admin.inject({ method: 'DELETE', url: `/api/suppliers/${id}` });
    const res = await admin.inject({
      method: 'POST',
      url: `/api/suppliers/${id}/services/12/import`,
      payload: { markup: 1 },
    });
    expect(res.statusCode).toBe(422);
    expect(res.json().errors).toEqual({ supplier: [SUPPLIER_DEACTIVATED] });
  });

  it('replaces a service’s routes; an unknown supplier is a 422', async () => {
    const { id } = await newSupplier();
    const service = await createService(t.db);
    const bad = await admin.inject({
      method: 'PUT',
      url: `/api/admin_services/${service.id}/routes`,
      payload: { routes: [{ supplier_id: 999_999, supplier_service_id: '12' }] },
    });
    expect(bad.statusCode).toBe(422);
    expect(bad.json().errors['routes.0.supplier_id']).toBeDefined();
    const put = await admin.inject({
      method: 'PUT',
      url: `/api/admin_services/${service.id}/routes`,
      payload: { routes: [{ supplier_id: id, supplier_service_id: '13' }] },
    });
    expect(
      put.json().data.map((r: { supplier_service_id: string }) => r.supplier_service_id),
    ).toEqual(['13']);
    const cleared = await admin.inject({
      method: 'PUT',
      url: `/api/admin_services/${service.id}/routes`,
      payload: { routes: [] },
    });
    expect(cleared.json().data).toEqual([]);
  });
});

describe('orders and their forwarding, as the admin sees them', () => {
  it('admin lists carry forwarding (null by hand); customers never see it', async () => {
    const supplierId = await addSupplier(t.db, supplier, { name: 'Listed' });
    const routed = await routedService(t.db, [supplierId]);
    const byHand = (await createService(t.db)).id;
    const [routedId = 0] = await order(customer, routed, [validImei()]);
    const [byHandId = 0] = await order(customer, byHand, [validImei()]);
    await waitFor(stateIs(t.db, routedId, 'placed'), 'placed');
    const pending = await admin.inject({
      method: 'GET',
      url: '/api/admin_orders_pending?per_page=100',
    });
    const rows = pending.json().data as { id: number; forwarding: unknown }[];
    expect(rows.find((row) => row.id === byHandId)?.forwarding).toBeNull();
    expect(rows.find((row) => row.id === routedId)?.forwarding).toMatchObject({
      state: 'placed',
      supplier: { id: supplierId, name: 'Listed' },
      attempts: 1,
      last_error: null,
    });
    const byHandOnly = await admin.inject({
      method: 'GET',
      url: '/api/admin_orders_pending?forwarding=by_hand&per_page=100',
    });
    const ids = (byHandOnly.json().data as { id: number }[]).map((row) => row.id);
    expect(ids).toContain(byHandId);
    expect(ids).not.toContain(routedId);
    const mine = await customer.inject({ method: 'GET', url: '/api/orders' });
    expect(mine.body).not.toContain('forwarding');
    expect(mine.body).not.toContain('Listed');
  });

  it('a held order is listed as held, detailed with its attempts, and forwarded again on demand', async () => {
    const supplierId = await addSupplier(t.db, supplier, { name: 'Held' });
    const serviceId = await routedService(t.db, [supplierId]);
    const imei = validImei();
    supplier.refuseImei(imei, 'Not enough credits');
    const [orderId = 0] = await order(customer, serviceId, [imei]);
    await waitFor(stateIs(t.db, orderId, 'held'), 'held');
    const held = await admin.inject({
      method: 'GET',
      url: '/api/admin_orders_pending?forwarding=held&per_page=100',
    });
    expect((held.json().data as { id: number }[]).map((row) => row.id)).toContain(orderId);
    const detail = await admin.inject({ method: 'GET', url: `/api/admin_orders/${orderId}` });
    expect(detail.statusCode).toBe(200);
    expect(detail.json().data.forwarding).toMatchObject({
      state: 'held',
      last_error: 'Not enough credits',
    });
    expect(detail.json().data.attempts).toMatchObject([
      {
        supplier: { id: supplierId, name: 'Held' },
        action: 'placeimeiorder',
        outcome: 'refused',
        message: 'Not enough credits',
      },
    ]);
    supplier.refuseImei(imei, '');
    const forwarded = await admin.inject({
      method: 'POST',
      url: `/api/admin_orders/${orderId}/forward`,
      payload: {},
    });
    expect(forwarded.statusCode).toBe(200);
    expect(forwarded.json().data.forwarding.state).toBe('queued');
    await waitFor(stateIs(t.db, orderId, 'placed'), 'placed after the retry');
    const again = await admin.inject({
      method: 'POST',
      url: `/api/admin_orders/${orderId}/forward`,
      payload: {},
    });
    expect(again.statusCode).toBe(409);
  });

  it('a held order answered by hand is done with its suppliers', async () => {
    const supplierId = await addSupplier(t.db, supplier, { name: 'ByHand' });
    const serviceId = await routedService(t.db, [supplierId]);
    const imei = validImei();
    supplier.refuseImei(imei, 'Invalid IMEI');
    const [orderId = 0] = await order(customer, serviceId, [imei]);
    await waitFor(stateIs(t.db, orderId, 'held'), 'held');
    const res = await admin.inject({
      method: 'PATCH',
      url: `/api/admin_orders_pending/${orderId}`,
      payload: { status: 3, code: 'Refused upstream' },
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().data.forwarding.state).toBe('done');
  });
});
