import type { FastifyRequest } from 'fastify';
import { describe, expect, it } from 'vitest';
import { laravelPage, pageRequest } from '../src/http/pagination.js';

const request = (url: string) => ({ url }) as FastifyRequest;

describe('laravelPage', () => {
  it('answers the Laravel paged-list shape with previous, numbered and next links', () => {
    const page = pageRequest({ page: 2 }, 2);
    const body = laravelPage(request('/api/admin_users?page=2'), 'http://shop.test', page, 5, [
      'c',
      'd',
    ]);
    expect(body).toMatchObject({
      current_page: 2,
      data: ['c', 'd'],
      from: 3,
      to: 4,
      last_page: 3,
      per_page: 2,
      total: 5,
      path: 'http://shop.test/api/admin_users',
      prev_page_url: 'http://shop.test/api/admin_users?page=1',
      next_page_url: 'http://shop.test/api/admin_users?page=3',
    });
    expect(body.links).toEqual([
      { url: 'http://shop.test/api/admin_users?page=1', label: '&laquo; Previous', active: false },
      { url: 'http://shop.test/api/admin_users?page=1', label: '1', active: false },
      { url: 'http://shop.test/api/admin_users?page=2', label: '2', active: true },
      { url: 'http://shop.test/api/admin_users?page=3', label: '3', active: false },
      { url: 'http://shop.test/api/admin_users?page=3', label: 'Next &raquo;', active: false },
    ]);
  });

  it('links the list the router took a doubled slash for (they pointed at a host named "api")', () => {
    const body = laravelPage(
      request('//api//admin_users?page=1'),
      'http://shop.test',
      pageRequest({}, 10),
      30,
      [],
    );
    expect(body.path).toBe('http://shop.test/api/admin_users');
    expect(body.next_page_url).toBe('http://shop.test/api/admin_users?page=2');
  });

  it('keeps the filters in every link', () => {
    const body = laravelPage(
      request('/api/admin_filter_orders?imei=35&status=4&service_id=2'),
      'http://shop.test',
      pageRequest({}, 10),
      30,
      [],
    );
    expect(body.next_page_url).toBe(
      'http://shop.test/api/admin_filter_orders?imei=35&status=4&service_id=2&page=2',
    );
  });

  it('keeps the page where the request had it, among filters written as the request wrote them', () => {
    const body = laravelPage(
      request('/api/admin_filter_orders?imei=35+1&page=2&status=4&note=a%26b'),
      'http://shop.test',
      pageRequest({ page: 2 }, 10),
      30,
      [],
    );
    expect(body.next_page_url).toBe(
      'http://shop.test/api/admin_filter_orders?imei=35+1&page=3&status=4&note=a%26b',
    );
    expect(body.first_page_url).toBe(
      'http://shop.test/api/admin_filter_orders?imei=35+1&page=1&status=4&note=a%26b',
    );
  });

  it('writes one page parameter when the request repeated it', () => {
    const body = laravelPage(
      request('/api/admin_users?page=1&page=2'),
      'http://shop.test',
      pageRequest({ page: 2 }, 10),
      30,
      [],
    );
    expect(body.prev_page_url).toBe('http://shop.test/api/admin_users?page=1');
  });

  it('has no previous link on the first page and no next link on the last', () => {
    const body = laravelPage(
      request('/api/bills'),
      'http://shop.test',
      pageRequest({}, 10),
      3,
      [1, 2, 3],
    );
    expect(body.links[0]?.url).toBeNull();
    expect(body.links.at(-1)?.url).toBeNull();
    expect(body.last_page).toBe(1);
  });

  it('shows an empty list as one page with no rows', () => {
    const body = laravelPage(request('/api/bills'), 'http://shop.test', pageRequest({}, 10), 0, []);
    expect(body).toMatchObject({ last_page: 1, from: null, to: null, total: 0 });
  });

  it('elides far pages with "..." around the current one', () => {
    const body = laravelPage(
      request('/api/x?page=50'),
      'http://s',
      pageRequest({ page: 50 }, 1),
      100,
      [1],
    );
    expect(body.links.map((l) => l.label)).toEqual([
      '&laquo; Previous',
      '1',
      '2',
      '...',
      '47',
      '48',
      '49',
      '50',
      '51',
      '52',
      '53',
      '...',
      '99',
      '100',
      'Next &raquo;',
    ]);
  });
});
