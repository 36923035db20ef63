import type { Query } from '@tanstack/react-query';

/** The lists that follow the live events: react-admin's `[resource, 'getList', params]` keys. */
export const LIVE_LISTS = ['admin-orders', 'admin-order-history', 'orders'] as const;

/** Lists of which only the first page follows each order (later pages would shift under the reader). */
const FIRST_PAGE_ONLY: readonly string[] = ['admin-order-history'];

const pageOf = (query: Query): number | undefined =>
  (query.queryKey[2] as { pagination?: { page?: number } } | undefined)?.pagination?.page;

const isLiveList = (query: Query): boolean =>
  query.queryKey[1] === 'getList' && (LIVE_LISTS as readonly unknown[]).includes(query.queryKey[0]);

/** The queries an order event makes stale: the live lists, the history's first page only. */
export const changedByOrders = (query: Query): boolean =>
  isLiveList(query) &&
  (!FIRST_PAGE_ONLY.includes(String(query.queryKey[0])) || (pageOf(query) ?? 1) === 1);

/** The queries to reload after a lost connection: every page of every live list. */
export const changedWhileAway = isLiveList;
