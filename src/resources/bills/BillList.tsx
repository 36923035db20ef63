import { Button, Card, Chip, Stack } from '@mui/material';
import { useState } from 'react';
import { DataTable, ListBase, useListContext, useTranslate } from 'react-admin';
import { EmptyTable } from '../shared/EmptyTable';
import { formatMoney, formatSpanishLongDate } from '../shared/formats';
import { LIST_ERROR_IN_PAGE, ListError } from '../shared/ListError';
import { ListTable } from '../shared/ListTable';
import { PrevNextPagination } from '../shared/PrevNextPagination';
import { ScreenHeading } from '../shared/ScreenHeading';
import { BillCard } from './BillCard';
import { BillStatusChip } from './BillStatusChip';
import { CancelBillDialog, cancelLabel } from './CancelBillDialog';
import type { Bill } from './types';

const BILLS_PER_PAGE = 15;

/** "Only the bills of …" with a way back to every bill, when the list shows one user's. */
const UserFilterNotice = () => {
  const translate = useTranslate();
  const { filterValues, setFilters, data } = useListContext<Bill>();
  if (filterValues.user_id === undefined) return null;
  const email = data?.[0]?.user?.email ?? `#${filterValues.user_id}`;
  return (
    <Stack direction="row" spacing={1} sx={{ alignItems: 'center', mb: 2 }}>
      <Chip label={translate('back_office.bills.of_user', { email })} />
      <Button size="small" onClick={() => setFilters({}, {})}>
        {translate('back_office.bills.show_all')}
      </Button>
    </Stack>
  );
};

/**
 * Admin bills: ID, user email, Amount, State badge, Date in long Spanish format, newest first,
 * paged; a successful top-up can be canceled. On a phone each bill is a card (`BillCard`).
 */
export const BillList = () => {
  const translate = useTranslate();
  const [canceling, setCanceling] = useState<Bill | null>(null);
  const title = translate('resources.admin-bills.name', { smart_count: 2 });
  /** Cancel (or give back) a successful bill, in the row or on the card. */
  const actions = (bill: Bill) =>
    bill.status ? (
      <Button size="small" color="error" onClick={() => setCanceling(bill)}>
        {translate(cancelLabel(bill))}
      </Button>
    ) : null;
  return (
    <ListBase<Bill>
      resource="admin-bills"
      queryOptions={LIST_ERROR_IN_PAGE}
      perPage={BILLS_PER_PAGE}
      // The list's filter and page come from the URL only, never from react-admin's store: a user's
      // Bills History (?filter={"user_id":…}) was stored as the list's params, and the sidebar's
      // Bills, a URL without any, opened that user's bills again.
      storeKey={false}
    >
      <ScreenHeading title={title} />
      <UserFilterNotice />
      <ListError />
      <Card>
        <ListTable<Bill>
          label={title}
          empty={<EmptyTable />}
          card={(bill) => <BillCard bill={bill} actions={actions(bill)} />}
        >
          <DataTable.Col source="id" disableSort />
          <DataTable.Col source="user.email" disableSort />
          <DataTable.Col
            source="amount"
            disableSort
            render={(bill: Bill) => formatMoney(bill.amount)}
          />
          <DataTable.Col
            source="status"
            disableSort
            render={(bill: Bill) => <BillStatusChip status={bill.status} />}
          />
          <DataTable.Col
            source="created_at"
            disableSort
            render={(bill: Bill) => formatSpanishLongDate(bill.created_at)}
          />
          <DataTable.Col
            label={translate('common.actions')}
            disableSort
            align="right"
            render={actions}
          />
        </ListTable>
        <PrevNextPagination />
      </Card>
      <CancelBillDialog bill={canceling} onClose={() => setCanceling(null)} />
    </ListBase>
  );
};
