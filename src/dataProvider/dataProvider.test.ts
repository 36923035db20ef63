import { HttpError } from 'react-admin';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { mockFetch } from '../test/fetchMock';
import { adminUsersPage2, registrationErrors } from '../test/laravelBodies';
import { dataProvider } from './dataProvider';

afterEach(() => {
  vi.unstubAllGlobals();
});

const listParams = (page: number, filter: Record<string, unknown> = {}) => ({
  pagination: { page, perPage: 15 },
  sort: { field: 'id', order: 'ASC' as const },
  filter,
});

describe('dataProvider.getList', () => {
  it('asks the mapped endpoint for the page and maps the Laravel page', async () => {
    const { requests } = mockFetch({ status: 200, body: adminUsersPage2 });
    const result = await dataProvider.getList('admin-users', listParams(2));
    expect(requests[0].url).toBe('/api/admin_users?page=2');
    expect(result.data.map((user) => user.id)).toEqual([16, 17]);
    expect(result.total).toBe(32);
    expect(result.pageInfo).toEqual({ hasPreviousPage: true, hasNextPage: true });
  });

  it('sends the imei, status and service_id filters as query parameters', async () => {
    const { requests } = mockFetch({ status: 200, body: { data: [] } });
    await dataProvider.getList(
      'orders',
      listParams(1, { imei: '356938035643809', status: 4, service_id: 3, unused: '' }),
    );
    const url = new URL(requests[0].url, 'http://portal.test');
    expect(url.pathname).toBe('/api/user_filter_orders');
    expect(Object.fromEntries(url.searchParams)).toEqual({
      imei: '356938035643809',
      status: '4',
      service_id: '3',
      page: '1',
    });
  });

  it('asks for pages of another size only when meta.perPage says so (the CSV export)', async () => {
    const { requests } = mockFetch({ status: 200, body: { data: [] } });
    await dataProvider.getList('admin-order-history', {
      ...listParams(3, { status: 4 }),
      meta: { perPage: 100 },
    });
    const url = new URL(requests[0].url, 'http://portal.test');
    expect(Object.fromEntries(url.searchParams)).toEqual({
      status: '4',
      page: '3',
      per_page: '100',
    });
  });

  it('reads plain {data: [...]} lists with their length as total', async () => {
    mockFetch({
      status: 200,
      body: {
        data: [
          { id: 1, name: 'Apple' },
          { id: 2, name: 'Samsung' },
        ],
      },
    });
    const result = await dataProvider.getList('admin-categories', listParams(1));
    expect(result.data).toEqual([
      { id: 1, name: 'Apple' },
      { id: 2, name: 'Samsung' },
    ]);
    expect(result.total).toBe(2);
  });

  it('refuses a resource without an endpoint', async () => {
    await expect(dataProvider.getList('unicorns', listParams(1))).rejects.toThrow(/unicorns/);
  });
});

describe('dataProvider record methods', () => {
  it('getOne unwraps {data}', async () => {
    const { requests } = mockFetch({ status: 200, body: { data: { id: 7, name: 'Carla' } } });
    const { data } = await dataProvider.getOne('admin-users', { id: 7 });
    expect(requests[0].url).toBe('/api/admin_users/7');
    expect(data).toEqual({ id: 7, name: 'Carla' });
  });

  it('getMany of categories picks them from GET /categories, which has no single record', async () => {
    const { requests } = mockFetch({
      status: 200,
      body: {
        data: [
          { id: 1, name: 'Apple' },
          { id: 2, name: 'Samsung' },
          { id: 3, name: 'LG' },
        ],
      },
    });
    const { data } = await dataProvider.getMany('admin-categories', { ids: [3, '1'] });
    expect(requests.map((request) => request.url)).toEqual(['/api/categories']);
    expect(data).toEqual([
      { id: 1, name: 'Apple' },
      { id: 3, name: 'LG' },
    ]);
  });

  it('getMany of suppliers picks them from GET /suppliers, which has no single record', async () => {
    const { requests } = mockFetch({
      status: 200,
      body: {
        data: [
          { id: 1, name: 'Upstream GSM' },
          { id: 2, name: 'Codes Direct' },
        ],
      },
    });
    const { data } = await dataProvider.getMany('admin-suppliers', { ids: [2] });
    expect(requests.map((request) => request.url)).toEqual(['/api/suppliers']);
    expect(data).toEqual([{ id: 2, name: 'Codes Direct' }]);
  });

  it('getMany of users asks for each one', async () => {
    const { requests } = mockFetch({ status: 200, body: { data: { id: 7, name: 'Carla' } } });
    const { data } = await dataProvider.getMany('admin-user', { ids: [7] });
    expect(requests.map((request) => request.url)).toEqual(['/api/admin_users/7']);
    expect(data).toEqual([{ id: 7, name: 'Carla' }]);
  });

  it('create posts the record and unwraps the answer', async () => {
    const { requests } = mockFetch({ status: 201, body: { data: { id: 3, name: 'Huawei' } } });
    const { data } = await dataProvider.create('admin-categories', { data: { name: 'Huawei' } });
    expect(requests[0]).toMatchObject({ method: 'POST', url: '/api/categories' });
    expect(requests[0].body).toEqual({ name: 'Huawei' });
    expect(data).toEqual({ id: 3, name: 'Huawei' });
  });

  it('update patches the record', async () => {
    const { requests } = mockFetch({ status: 200, body: { data: { id: 3, name: 'Honor' } } });
    const { data } = await dataProvider.update('admin-categories', {
      id: 3,
      data: { name: 'Honor' },
      previousData: { id: 3, name: 'Huawei' },
    });
    expect(requests[0]).toMatchObject({ method: 'PATCH', url: '/api/categories/3' });
    expect(requests[0].headers.has('Idempotency-Key')).toBe(false);
    expect(data).toEqual({ id: 3, name: 'Honor' });
  });

  it('update sends meta.idempotencyKey as the Idempotency-Key header', async () => {
    const { requests } = mockFetch({ status: 200, body: { data: { id: 7, credits: 50 } } });
    await dataProvider.update('admin-user', {
      id: 7,
      data: { credits: 50 },
      previousData: { id: 7, credits: 0 },
      meta: { idempotencyKey: '0f1e2d3c4b5a69788796a5b4c3d2e1f0' },
    });
    expect(requests[0]).toMatchObject({ method: 'PATCH', url: '/api/admin_users/7' });
    expect(requests[0].headers.get('Idempotency-Key')).toBe('0f1e2d3c4b5a69788796a5b4c3d2e1f0');
  });

  it('delete accepts {data: {id}} and an empty 204', async () => {
    mockFetch({ status: 200, body: { data: { id: 3 } } }, { status: 204 });
    const previousData = { id: 3, name: 'Honor' };
    const first = await dataProvider.delete('admin-categories', { id: 3, previousData });
    const second = await dataProvider.delete('admin-categories', { id: 3, previousData });
    expect(first.data).toEqual(previousData);
    expect(second.data).toEqual(previousData);
  });

  it('rejects a 422 with field errors for the form', async () => {
    mockFetch({ status: 422, body: registrationErrors });
    const failure = dataProvider.create('admin-users', { data: {} });
    await expect(failure).rejects.toBeInstanceOf(HttpError);
    await expect(failure).rejects.toMatchObject({
      status: 422,
      body: { errors: { name: 'The name field is required.' } },
    });
  });

  it.each([401, 403, 404])('rejects a %i with its status', async (status) => {
    mockFetch({ status, body: { message: 'Refused.' } });
    await expect(dataProvider.getOne('admin-users', { id: 1 })).rejects.toMatchObject({
      status,
      message: 'Refused.',
    });
  });
});
