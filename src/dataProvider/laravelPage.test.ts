import { describe, expect, it } from 'vitest';
import { adminBillsOnlyPage, adminUsersPage2 } from '../test/laravelBodies';
import { fromLaravelPage, isLaravelPage, pageFromUrl } from './laravelPage';

describe('pageFromUrl', () => {
  it('reads the page number of a paginator url', () => {
    expect(pageFromUrl('http://127.0.0.1:8080/api/admin_users?page=3')).toBe(3);
    expect(pageFromUrl('/api/orders?imei=35&page=12&status=4')).toBe(12);
  });

  it('is null for disabled links and urls without a page', () => {
    expect(pageFromUrl(null)).toBeNull();
    expect(pageFromUrl('http://host/api/admin_users')).toBeNull();
  });
});

describe('fromLaravelPage', () => {
  it('maps a middle page: records, total, both directions open, page links', () => {
    const result = fromLaravelPage(adminUsersPage2);
    expect(result.data).toHaveLength(2);
    expect(result.total).toBe(32);
    expect(result.pageInfo).toEqual({ hasPreviousPage: true, hasNextPage: true });
    expect(result.meta.currentPage).toBe(2);
    expect(result.meta.lastPage).toBe(3);
    expect(result.meta.perPage).toBe(15);
    expect(result.meta.links.map((link) => link.page)).toEqual([1, 1, 2, 3, 3]);
    expect(result.meta.links.find((link) => link.active)?.label).toBe('2');
  });

  it('maps a single page: disabled previous and next links', () => {
    const result = fromLaravelPage(adminBillsOnlyPage);
    expect(result.total).toBe(1);
    expect(result.pageInfo).toEqual({ hasPreviousPage: false, hasNextPage: false });
    expect(result.meta.links[0]).toEqual({ label: '&laquo; Previous', page: null, active: false });
  });

  it('recognises paged bodies and not plain lists', () => {
    expect(isLaravelPage(adminUsersPage2)).toBe(true);
    expect(isLaravelPage({ data: [] })).toBe(false);
    expect(isLaravelPage(null)).toBe(false);
  });
});
