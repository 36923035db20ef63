import { afterEach, describe, expect, it, vi } from 'vitest';
import { portalResources } from '../resources';
import { mockFetch } from '../test/fetchMock';
import { dataProvider } from './dataProvider';
import { endpointOf, listPathOf } from './endpoints';

afterEach(() => {
  vi.unstubAllGlobals();
});

const listParams = (filter: Record<string, unknown>) => ({
  pagination: { page: 2, perPage: 15 },
  sort: { field: 'id', order: 'ASC' as const },
  filter,
});

describe('lists under a path of their own', () => {
  it("asks for one user's prices at /admin_services_price_by_user/{userId}", async () => {
    const { requests } = mockFetch({ status: 200, body: { data: [] } });
    await dataProvider.getList('admin-user-services', listParams({ user_id: 7 }));
    expect(requests[0].url).toBe('/api/admin_services_price_by_user/7?page=2');
  });

  it("sends the price list's search as ?search=, and no search when it is empty", async () => {
    const { requests } = mockFetch({ status: 200, body: { data: [] } });
    await dataProvider.getList(
      'admin-user-services',
      listParams({ user_id: 7, search: 'samsung 100%' }),
    );
    await dataProvider.getList('admin-user-services', listParams({ user_id: 7, search: '' }));
    expect(requests.map((request) => request.url)).toEqual([
      '/api/admin_services_price_by_user/7?search=samsung+100%25&page=2',
      '/api/admin_services_price_by_user/7?page=2',
    ]);
  });

  it("asks for one user's orders at /admin_orders_by_user/{userId}, other filters as query", async () => {
    const { requests } = mockFetch({ status: 200, body: { data: [] } });
    await dataProvider.getList('admin-user-orders', listParams({ user_id: '12', status: 4 }));
    expect(requests[0].url).toBe('/api/admin_orders_by_user/12?status=4&page=2');
  });

  it('changes a price at /user_service_price/{id}', async () => {
    const { requests } = mockFetch({ status: 200, body: { data: { id: '7-3', price: 5 } } });
    await dataProvider.update('admin-user-services', {
      id: '7-3',
      data: { id: '7-3', price: 5 },
      previousData: { id: '7-3', price: 9 },
    });
    expect(requests[0]).toMatchObject({ url: '/api/user_service_price/7-3', method: 'PATCH' });
  });

  it('refuses a list whose path needs a filter that is missing', () => {
    expect(() => listPathOf('admin-user-orders', {})).toThrow('needs the filter "user_id"');
  });

  it('leaves other resources at their own endpoint', () => {
    expect(listPathOf('admin-bills', { user_id: 3 })).toEqual({
      path: '/admin_bills',
      filter: { user_id: 3 },
    });
  });

  it('reads filtered order lists from the filter endpoints of the spec, unfiltered ones from the list', async () => {
    const { requests } = mockFetch({ status: 200, body: { data: [] } });
    await dataProvider.getList('orders', listParams({ status: '', imei: '', service_id: '' }));
    await dataProvider.getList('orders', listParams({ status: 3 }));
    await dataProvider.getList('admin-order-history', listParams({}));
    await dataProvider.getList('admin-order-history', listParams({ imei: '4490' }));
    expect(requests.map((request) => request.url)).toEqual([
      '/api/orders?page=2',
      '/api/user_filter_orders?status=3&page=2',
      '/api/admin_orders_history?page=2',
      '/api/admin_filter_orders?imei=4490&page=2',
    ]);
  });
});

/** Each declared resource's server path, as the declarations give it. */
const declaredPaths = (part: 'path' | 'list' | 'filteredList') =>
  Object.fromEntries(
    portalResources.flatMap(({ name, endpoint }) => {
      const path = endpoint?.[part];
      return path ? [[name, path]] : [];
    }),
  );

describe('the endpoints of the resource declarations', () => {
  it('map every data resource to its server path of spec section 7', () => {
    expect(declaredPaths('path')).toEqual({
      'admin-categories': '/categories',
      'admin-services': '/admin_services',
      'admin-users': '/admin_users',
      'admin-user': '/admin_users',
      'admin-bills': '/admin_bills',
      'admin-audit-log': '/audit_log',
      'admin-suppliers': '/suppliers',
      'admin-order-history': '/admin_orders_history',
      'admin-orders': '/admin_orders_pending',
      'admin-user-services': '/user_service_price',
      'admin-user-orders': '/admin_orders_by_user',
      services: '/services',
      orders: '/orders',
      bills: '/bills',
    });
  });

  it("give the lists under a path of their own and the spec's filtered lists", () => {
    expect(declaredPaths('list')).toEqual({
      'admin-user-services': '/admin_services_price_by_user/:user_id',
      'admin-user-orders': '/admin_orders_by_user/:user_id',
    });
    expect(declaredPaths('filteredList')).toEqual({
      orders: '/user_filter_orders',
      'admin-order-history': '/admin_filter_orders',
    });
  });

  it('are the paths the data provider uses', () => {
    for (const [name, path] of Object.entries(declaredPaths('path'))) {
      expect(endpointOf(name)).toBe(path);
    }
  });

  it('refuse a resource no endpoint is declared for', () => {
    expect(() => endpointOf('categories')).toThrow('No API endpoint is declared');
    expect(() => endpointOf('dashboard')).toThrow('No API endpoint is declared');
  });
});

describe('placing orders', () => {
  it("POSTs the pasted IMEIs and the service to /orders and answers the server's message", async () => {
    const { requests } = mockFetch({
      status: 201,
      body: { message: '2 orders placed for $20.00', data: [] },
    });
    const result = await dataProvider.placeOrders({ imei: '1\n2', service_id: 3 });
    expect(requests[0]).toMatchObject({
      url: '/api/orders',
      method: 'POST',
      body: { imei: '1\n2', service_id: 3 },
    });
    expect(result.message).toBe('2 orders placed for $20.00');
  });
});
