import type { LaravelPage, PageLink as LaravelPageLink } from '@schemas/paging';

/** Where a page-number link of the server's paginator points to. */
export interface PageLink {
  /** The link's text as the server wrote it ('1', '2', '...', '&laquo; Previous', 'Next &raquo;'). */
  label: string;
  /** Page the link opens, or null when it is disabled ('...', previous on page 1, next on the last). */
  page: number | null;
  active: boolean;
}

/** What a react-admin list result carries besides `data`. */
export interface PagedListResult<RecordType> {
  data: RecordType[];
  total: number;
  pageInfo: { hasNextPage: boolean; hasPreviousPage: boolean };
  meta: { currentPage: number; lastPage: number; perPage: number; links: PageLink[] };
}

/** Reads the `page` query parameter of a paginator url; null when there is no url. */
export const pageFromUrl = (url: string | null): number | null => {
  if (!url) return null;
  const query = url.includes('?') ? url.slice(url.indexOf('?') + 1) : '';
  const page = Number(new URLSearchParams(query).get('page'));
  return Number.isInteger(page) && page > 0 ? page : null;
};

export const toPageLink = (link: LaravelPageLink): PageLink => ({
  label: link.label,
  page: pageFromUrl(link.url),
  active: link.active,
});

export const isLaravelPage = <RecordType>(body: unknown): body is LaravelPage<RecordType> =>
  typeof body === 'object' &&
  body !== null &&
  Array.isArray((body as { data?: unknown }).data) &&
  Array.isArray((body as { links?: unknown }).links) &&
  typeof (body as { total?: unknown }).total === 'number';

/** Maps a Laravel paginator body to react-admin's getList result. */
export const fromLaravelPage = <RecordType>(
  body: LaravelPage<RecordType>,
): PagedListResult<RecordType> => {
  const links = body.links.map(toPageLink);
  const previous = links[0];
  const next = links[links.length - 1];
  return {
    data: body.data,
    total: body.total,
    pageInfo: {
      hasPreviousPage: body.prev_page_url != null || (previous?.page ?? null) !== null,
      hasNextPage: body.next_page_url != null || (next?.page ?? null) !== null,
    },
    meta: {
      currentPage: body.current_page,
      lastPage: body.last_page,
      perPage: body.per_page,
      links,
    },
  };
};
