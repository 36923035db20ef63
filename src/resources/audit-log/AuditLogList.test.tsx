import type { LaravelPage } from '@schemas/paging';
import { cleanup, render, screen } from '@testing-library/react';
import { AdminContext, type DataProvider, type GetListParams } from 'react-admin';
import { afterEach, expect, it } from 'vitest';
import { fromLaravelPage } from '../../dataProvider/laravelPage';
import { createI18nProvider } from '../../i18n/i18nProvider';
import { AuditLogList } from './AuditLogList';
import { fixtureAuditEntries } from './auditFixtures';
import type { AuditEntry } from './types';

afterEach(cleanup);

/** The server's page: 15 entries (its default; the client sends no per_page). */
const SERVER_PER_PAGE = 15;
const TOTAL = 40;
const [first] = fixtureAuditEntries;
const entries = Array.from({ length: TOTAL }, (_, index) => ({ ...first, id: index + 1 }));

/** The audit log as GET /audit_log pages it. */
const serverLike = {
  getList: async (_resource: string, params: GetListParams) => {
    const page = params.pagination?.page ?? 1;
    const last = Math.ceil(TOTAL / SERVER_PER_PAGE);
    const url = (n: number) => `http://shop.test/api/audit_log?page=${n}`;
    const body: LaravelPage<AuditEntry> = {
      current_page: page,
      data: entries.slice((page - 1) * SERVER_PER_PAGE, page * SERVER_PER_PAGE) as AuditEntry[],
      first_page_url: url(1),
      from: (page - 1) * SERVER_PER_PAGE + 1,
      last_page: last,
      last_page_url: url(last),
      links: [],
      next_page_url: page < last ? url(page + 1) : null,
      path: 'http://shop.test/api/audit_log',
      per_page: SERVER_PER_PAGE,
      prev_page_url: page > 1 ? url(page - 1) : null,
      to: Math.min(page * SERVER_PER_PAGE, TOTAL),
      total: TOTAL,
    };
    return fromLaravelPage(body);
  },
  // The names of categories and suppliers a service's change shows (AuditChanges): none here.
  getMany: async () => ({ data: [] }),
} as unknown as DataProvider;

it('counts the pages of the audit log as the server pages it: 40 changes are 3 pages (it said 4)', async () => {
  render(
    <AdminContext dataProvider={serverLike} i18nProvider={createI18nProvider()}>
      <AuditLogList />
    </AdminContext>,
  );
  const pages = await screen.findByRole('navigation', { name: 'Pages' }, { timeout: 10_000 });
  expect(pages).toHaveTextContent('Page 1 of 3');
});
