import type { FastifyRequest } from 'fastify';
import { type PageRequest, pageAt } from '../domain/paging.js';
import type { LaravelPage, PageLink, PageQuery } from '../schemas/paging.js';
import { routedPath } from './apiPath.js';

export const DEFAULT_PER_PAGE = 15;

/** The page a query string (`?page=&per_page=`) asks for, in the domain's terms. */
export function pageRequest(query: PageQuery, defaultPerPage = DEFAULT_PER_PAGE): PageRequest {
  return pageAt(query.page ?? 1, query.per_page ?? defaultPerPage);
}

/** The pages Laravel lists: three on each side of the current one, the two ends, '...' between. */
function windowedPages(current: number, last: number): (number | '...')[] {
  const onEachSide = 3;
  if (last <= onEachSide * 2 + 8) return Array.from({ length: last }, (_, i) => i + 1);
  const pages: (number | '...')[] = [];
  const start = Math.max(1, current - onEachSide);
  const end = Math.min(last, current + onEachSide);
  if (start > 1) pages.push(1, 2);
  if (start > 3) pages.push('...');
  for (let p = Math.max(start, start > 1 ? 3 : 1); p <= end; p += 1) pages.push(p);
  if (end < last - 2) pages.push('...');
  for (let p = Math.max(end + 1, last - 1); p <= last; p += 1) pages.push(p);
  return pages;
}

/** Stands for the page number while the query string is written once for every link. */
const PAGE_MARK = 'page=0';

/**
 * The URL of page n with the request's other query parameters, where `page` stands where the
 * request had it (else last), as URLSearchParams#set puts it. The query string is written once
 * per list, not once per link (a list has up to 17 links).
 */
function pageUrls(path: string, search: string): (n: number) => string {
  const params = new URLSearchParams(search);
  params.set('page', '0');
  const parts = params.toString().split('&');
  const at = parts.indexOf(PAGE_MARK);
  const before = parts.slice(0, at).join('&');
  const after = parts.slice(at + 1).join('&');
  const head = `${path}?${before}${before ? '&' : ''}page=`;
  const tail = after ? `&${after}` : '';
  return (n) => `${head}${n}${tail}`;
}

/**
 * Wraps one page of rows in Laravel's paged-list shape. Page links keep the request's other
 * query parameters (the filters), as Laravel's `withQueryString()` does.
 */
export function laravelPage<T>(
  request: FastifyRequest,
  publicUrl: string,
  page: PageRequest,
  total: number,
  data: T[],
): LaravelPage<T> {
  // The path as the router read it: `//api/admin_users` is the API's list (the router ignores
  // repeated slashes), not an address on a host named `api`.
  const path = `${publicUrl}${routedPath(request.url)}`;
  const queryAt = request.url.indexOf('?');
  const urlFor = pageUrls(path, queryAt === -1 ? '' : request.url.slice(queryAt));
  const lastPage = Math.max(1, Math.ceil(total / page.perPage));
  const current = page.page;
  const links: PageLink[] = [
    { url: current > 1 ? urlFor(current - 1) : null, label: '&laquo; Previous', active: false },
    ...windowedPages(current, lastPage).map((p) =>
      p === '...'
        ? { url: null, label: '...', active: false }
        : { url: urlFor(p), label: String(p), active: p === current },
    ),
    { url: current < lastPage ? urlFor(current + 1) : null, label: 'Next &raquo;', active: false },
  ];
  return {
    current_page: current,
    data,
    first_page_url: urlFor(1),
    from: data.length > 0 ? page.offset + 1 : null,
    last_page: lastPage,
    last_page_url: urlFor(lastPage),
    links,
    next_page_url: current < lastPage ? urlFor(current + 1) : null,
    path,
    per_page: page.perPage,
    prev_page_url: current > 1 ? urlFor(current - 1) : null,
    to: data.length > 0 ? page.offset + data.length : null,
    total,
  };
}
