import { QueryClient } from '@tanstack/react-query';
import { describe, expect, it } from 'vitest';
import { changedByOrders, changedWhileAway } from './liveQueries';

/** react-admin's getList key of a resource's page. */
const listKey = (resource: string, page: number) => [
  resource,
  'getList',
  { pagination: { page, perPage: 15 }, sort: { field: 'id', order: 'DESC' }, filter: {} },
];

const queriesMatching = (predicate: typeof changedByOrders) => {
  const client = new QueryClient();
  const keys = [
    listKey('admin-orders', 1),
    listKey('admin-orders', 2),
    listKey('admin-order-history', 1),
    listKey('admin-order-history', 2),
    listKey('orders', 3),
    listKey('admin-users', 1),
    ['admin-orders', 'getOne', { id: 4 }],
  ];
  for (const key of keys) client.setQueryData(key, {});
  return client
    .getQueryCache()
    .findAll({ predicate })
    .map(
      (query) =>
        `${String(query.queryKey[0])}:${query.queryKey[1]}:${JSON.stringify((query.queryKey[2] as { pagination?: { page: number } }).pagination?.page ?? null)}`,
    );
};

describe('the lists that follow the live events', () => {
  it('an order event: every page of the queue and of my orders, the history’s first page only', () => {
    expect(queriesMatching(changedByOrders)).toEqual([
      'admin-orders:getList:1',
      'admin-orders:getList:2',
      'admin-order-history:getList:1',
      'orders:getList:3',
    ]);
  });

  it('after a lost connection: every page of them', () => {
    expect(queriesMatching(changedWhileAway)).toEqual([
      'admin-orders:getList:1',
      'admin-orders:getList:2',
      'admin-order-history:getList:1',
      'admin-order-history:getList:2',
      'orders:getList:3',
    ]);
  });
});
