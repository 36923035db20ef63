import { afterEach, describe, expect, it, vi } from 'vitest';
import { mockFetch } from '../test/fetchMock';
import { dataProvider } from './dataProvider';
import { listPathOf } from './endpoints';

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
    await dataProvider.getList('user_service_prices', listParams({ user_id: 7 }));
    expect(requests[0].url).toBe('/api/admin_services_price_by_user/7?page=2');
  });

  it("asks for one user's orders at /admin_orders_by_user/{userId}, other filters as query", async () => {
    const { requests } = mockFetch({ status: 200, body: { data: [] } });
    await dataProvider.getList('user_orders', listParams({ user_id: '12', status: 4 }));
    expect(requests[0].url).toBe('/api/admin_orders_by_user/12?status=4&page=2');
  });

  it('changes a price at /user_service_price/{id}', async () => {
    const { requests } = mockFetch({ status: 200, body: { data: { id: '7-3', price: 5 } } });
    await dataProvider.update('user_service_prices', {
      id: '7-3',
      data: { id: '7-3', price: 5 },
      previousData: { id: '7-3', price: 9 },
    });
    expect(requests[0]).toMatchObject({ url: '/api/user_service_price/7-3', method: 'PATCH' });
  });

  it('refuses a list whose path needs a filter that is missing', () => {
    expect(() => listPathOf('user_orders', {})).toThrow('needs the filter "user_id"');
  });

  it('leaves other resources at their own endpoint', () => {
    expect(listPathOf('bills', { user_id: 3 })).toEqual({
      path: '/admin_bills',
      filter: { user_id: 3 },
    });
  });

  it('reads filtered order lists from the filter endpoints of the spec, unfiltered ones from the list', async () => {
    const { requests } = mockFetch({ status: 200, body: { data: [] } });
    await dataProvider.getList('my_orders', listParams({ status: '', imei: '', service_id: '' }));
    await dataProvider.getList('my_orders', listParams({ status: 3 }));
    await dataProvider.getList('orders', listParams({}));
    await dataProvider.getList('orders', listParams({ imei: '4490' }));
    expect(requests.map((request) => request.url)).toEqual([
      '/api/orders?page=2',
      '/api/user_filter_orders?status=3&page=2',
      '/api/admin_orders_history?page=2',
      '/api/admin_filter_orders?imei=4490&page=2',
    ]);
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
