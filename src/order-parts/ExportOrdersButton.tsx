import DownloadIcon from '@mui/icons-material/Download';
import { Button } from '@mui/material';
import { useState } from 'react';
import {
  type DataProvider,
  downloadCSV,
  type ListControllerResult,
  useDataProvider,
  useListContext,
  useNotify,
  useTranslate,
} from 'react-admin';
import type { Order } from './order';
import { ordersCsv } from './ordersCsv';

/** Orders a request of the export asks for (the most the server pages at once). */
const EXPORT_PAGE = 100;
/** Orders one export writes at most: a bigger list is narrowed by its filters. */
export const EXPORT_LIMIT = 10_000;

/**
 * Every order of the list as it is filtered and sorted now, page after page of the server's
 * (each order once: one that moves between two pages while they are read is not written
 * twice), up to `EXPORT_LIMIT`. Answers them and whether there were more.
 */
async function ordersOfTheList(
  dataProvider: DataProvider,
  list: Pick<ListControllerResult<Order>, 'resource' | 'filter' | 'filterValues' | 'sort'>,
): Promise<{ orders: Order[]; capped: boolean }> {
  // What the person chose (filterValues) within what the list always keeps (filter), as the
  // list's own request has it.
  const filter = { ...list.filterValues, ...list.filter };
  const byId = new Map<Order['id'], Order>();
  let read = 0;
  for (let page = 1; ; page += 1) {
    const { data, total } = await dataProvider.getList<Order>(list.resource, {
      pagination: { page, perPage: EXPORT_PAGE },
      filter,
      sort: list.sort,
      meta: { perPage: EXPORT_PAGE },
    });
    for (const order of data) if (byId.size < EXPORT_LIMIT) byId.set(order.id, order);
    read += data.length;
    const readAll = data.length === 0 || read >= (total ?? 0);
    if (readAll) return { orders: [...byId.values()], capped: false };
    if (byId.size >= EXPORT_LIMIT) return { orders: [...byId.values()], capped: true };
  }
}

/**
 * Downloads the orders of the list as it is filtered now, all its pages (up to `EXPORT_LIMIT`,
 * told when there are more), as a CSV file.
 */
export const ExportOrdersButton = ({ filename }: { filename: string }) => {
  const translate = useTranslate();
  const notify = useNotify();
  const dataProvider = useDataProvider();
  const { data, isPending, resource, filter, filterValues, sort } = useListContext<Order>();
  const [exporting, setExporting] = useState(false);
  const exportAll = async () => {
    setExporting(true);
    try {
      const list = { resource, filter, filterValues, sort };
      const { orders, capped } = await ordersOfTheList(dataProvider, list);
      downloadCSV(ordersCsv(orders, translate), filename);
      if (capped) {
        notify('order_screens.export_capped', {
          type: 'warning',
          messageArgs: { count: EXPORT_LIMIT.toLocaleString() },
        });
      }
    } catch (error) {
      notify('order_screens.export_failed', {
        type: 'error',
        messageArgs: { reason: error instanceof Error ? error.message : String(error) },
      });
    } finally {
      setExporting(false);
    }
  };
  return (
    <Button
      startIcon={<DownloadIcon />}
      disabled={exporting || isPending || !data || data.length === 0}
      onClick={() => void exportAll()}
    >
      {translate(exporting ? 'order_screens.exporting' : 'order_screens.export')}
    </Button>
  );
};
