import { Card, Stack } from '@mui/material';
import type { Bill } from '@schemas/bills';
import { DataTable, ListBase, Pagination, useTranslate } from 'react-admin';
import { useLongDate } from '../../order-parts/useLongDate';
import { formatMoney } from '../../resources/shared/formats';
import { LIST_ERROR_IN_PAGE, ListError } from '../../resources/shared/ListError';
import { RecordCards } from '../../resources/shared/RecordCards';
import { ScreenHeading } from '../../resources/shared/ScreenHeading';
import { useIsPhone } from '../../resources/shared/useIsPhone';
import { useScrollableTable } from '../../resources/shared/useScrollableTable';
import { BillStatus } from './BillStatus';
import { MyBillCard } from './MyBillCard';

/** The server's page size for lists (it decides; spec section 9). */
const BILLS_PER_PAGE = 15;

/**
 * The customer's own bills, newest first: ID, Amount, Status (Success or Canceled), created,
 * updated; on a phone each bill is a card (`MyBillCard`) with the same fields.
 */
export const MyBillList = () => {
  const translate = useTranslate();
  const longDate = useLongDate();
  const title = translate('resources.bills.name');
  const scrollable = useScrollableTable(title);
  const isPhone = useIsPhone();
  return (
    <ListBase<Bill>
      resource="bills"
      queryOptions={LIST_ERROR_IN_PAGE}
      perPage={BILLS_PER_PAGE}
      sort={{ field: 'id', order: 'DESC' }}
    >
      <ScreenHeading title={title} />
      <ListError />
      <Card>
        {isPhone ? (
          <RecordCards<Bill> label={title} empty={<NoBills />}>
            {(bill) => <MyBillCard bill={bill} />}
          </RecordCards>
        ) : (
          <DataTable<Bill>
            ref={scrollable}
            bulkActionButtons={false}
            rowClick={false}
            empty={<NoBills />}
          >
            <DataTable.Col source="id" disableSort />
            <DataTable.Col
              source="amount"
              disableSort
              render={(bill: Bill) => formatMoney(bill.amount)}
            />
            <DataTable.Col
              source="status"
              disableSort
              render={(bill: Bill) => <BillStatus status={bill.status} />}
            />
            <DataTable.Col
              source="created_at"
              disableSort
              render={(bill: Bill) => longDate(bill.created_at)}
            />
            <DataTable.Col
              source="updated_at"
              disableSort
              render={(bill: Bill) => longDate(bill.updated_at)}
            />
          </DataTable>
        )}
        <Pagination rowsPerPageOptions={[]} />
      </Card>
    </ListBase>
  );
};

const NoBills = () => {
  const translate = useTranslate();
  return (
    <Stack sx={{ p: 2, color: 'text.secondary' }}>{translate('order_screens.no_bills')}</Stack>
  );
};
