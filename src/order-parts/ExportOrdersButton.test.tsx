import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import {
  AdminContext,
  type DataProvider,
  type GetListParams,
  ListBase,
  Notification,
} from 'react-admin';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createI18nProvider } from '../i18n/i18nProvider';
import { EXPORT_LIMIT, ExportOrdersButton } from './ExportOrdersButton';

afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
});

/** `count` orders, paged as the server pages them (15 unless per_page says otherwise). */
function ordersServer(count: number) {
  const asked: GetListParams[] = [];
  const order = (id: number) => ({
    id,
    status: 4,
    code: `CODE-${id}`,
    imei: String(350000000000000 + id),
    price: '1.00',
    service: { id: 1, name: 'Unlock' },
    user: { id: 2, name: 'Ana' },
    created_at: '2026-11-28T10:00:00.000Z',
    updated_at: '2026-11-28T10:05:00.000Z',
  });
  const dataProvider = {
    getList: async (_resource: string, params: GetListParams) => {
      asked.push(params);
      const perPage = Number(params.meta?.perPage ?? 15);
      const page = params.pagination?.page ?? 1;
      const from = (page - 1) * perPage;
      const ids = Array.from({ length: Math.max(0, Math.min(perPage, count - from)) }, (_, i) =>
        order(count - from - i),
      );
      return { data: ids, total: count };
    },
  } as unknown as DataProvider;
  return { dataProvider, asked };
}

/** The CSV the button downloads, once it has. */
async function exportedCsv(dataProvider: DataProvider): Promise<string[]> {
  let exported: Blob | undefined;
  vi.spyOn(URL, 'createObjectURL').mockImplementation((blob) => {
    exported = blob as Blob;
    return 'blob:test-export';
  });
  render(
    <AdminContext dataProvider={dataProvider} i18nProvider={createI18nProvider()}>
      <ListBase
        resource="admin-order-history"
        perPage={15}
        filter={{ kept: 'always' }}
        filterDefaultValues={{ status: 4, imei: '3500' }}
      >
        <ExportOrdersButton filename="order-history" />
      </ListBase>
      <Notification />
    </AdminContext>,
  );
  const button = await screen.findByRole('button', { name: 'Export CSV' });
  await waitFor(() => expect(button).toBeEnabled());
  fireEvent.click(button);
  await waitFor(() => expect(exported).toBeDefined(), { timeout: 10_000 });
  return (await (exported as Blob).text()).split('\r\n');
}

describe('the CSV export of an order list', () => {
  it('writes every order of the list as filtered on screen, all its pages (it wrote the 15 on screen)', async () => {
    const server = ordersServer(250);
    const lines = await exportedCsv(server.dataProvider);
    expect(lines).toHaveLength(1 + 250);
    const pagesRead = server.asked.filter((params) => params.meta?.perPage === 100);
    expect(pagesRead.map((params) => params.pagination?.page)).toEqual([1, 2, 3]);
    // The filters chosen on screen and the list's own, as the list asks for its page.
    for (const params of pagesRead) {
      expect(params.filter).toEqual({ status: 4, imei: '3500', kept: 'always' });
    }
  });

  it(`stops at ${EXPORT_LIMIT.toLocaleString('en')} orders and says the rest needs narrower filters`, async () => {
    const lines = await exportedCsv(ordersServer(EXPORT_LIMIT + 500).dataProvider);
    expect(lines).toHaveLength(1 + EXPORT_LIMIT);
    expect(
      await screen.findByText(/Only the first .* orders of this list were exported/),
    ).toBeVisible();
  }, 30_000);
});
