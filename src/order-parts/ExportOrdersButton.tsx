import DownloadIcon from '@mui/icons-material/Download';
import { Button } from '@mui/material';
import { downloadCSV, useListContext, useTranslate } from 'react-admin';
import type { Order } from './order';
import { ordersCsv } from './ordersCsv';

/** Downloads the orders the list shows right now (this page, this filter) as a CSV file. */
export const ExportOrdersButton = ({ filename }: { filename: string }) => {
  const translate = useTranslate();
  const { data, isPending } = useListContext<Order>();
  return (
    <Button
      startIcon={<DownloadIcon />}
      disabled={isPending || !data || data.length === 0}
      onClick={() => downloadCSV(ordersCsv(data ?? [], translate), filename)}
    >
      {translate('order_screens.export')}
    </Button>
  );
};
