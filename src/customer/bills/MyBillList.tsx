import { Card } from '@mui/material';
import type { Bill } from '@schemas/bills';
import { DataTable, ListBase, Pagination, useTranslate } from 'react-admin';
import { useLongDate } from '../../order-parts/useLongDate';
import { BillStatusChip } from '../../resources/bills/BillStatusChip';
import { EmptyTable } from '../../resources/shared/EmptyTable';
import { formatMoney } from '../../resources/shared/formats';
import { LIST_ERROR_IN_PAGE, ListError } from '../../resources/shared/ListError';
import { ListTable } from '../../resources/shared/ListTable';
import { ScreenHeading } from '../../resources/shared/ScreenHeading';
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
        <ListTable<Bill>
          label={title}
          empty={<EmptyTable message="order_screens.no_bills" />}
          card={(bill) => <MyBillCard bill={bill} />}
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
            render={(bill: Bill) => <BillStatusChip status={bill.status} canceled="error" />}
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
        </ListTable>
        <Pagination rowsPerPageOptions={[]} />
      </Card>
    </ListBase>
  );
};
