import { Stack, Typography } from '@mui/material';
import type { ReactNode } from 'react';
import { CardField } from '../shared/CardField';
import { formatMoney, formatSpanishLongDate } from '../shared/formats';
import { BillStateBadge } from './BillStateBadge';
import type { Bill } from './types';

/**
 * A bill of the admin's Bills on a phone: amount and state, then ID, user email and date under
 * the columns' labels, and its cancel button (`actions`) while it can be cancelled.
 */
export const BillCard = ({ bill, actions }: { bill: Bill; actions: ReactNode }) => (
  <Stack spacing={0.75}>
    <Stack
      direction="row"
      spacing={1}
      sx={{ alignItems: 'center', justifyContent: 'space-between' }}
    >
      <Typography variant="body1" sx={{ fontWeight: 600 }}>
        {formatMoney(bill.amount)}
      </Typography>
      <BillStateBadge status={bill.status} />
    </Stack>
    <CardField source="id">{bill.id}</CardField>
    <CardField source="user.email">{bill.user?.email}</CardField>
    <CardField source="created_at">{formatSpanishLongDate(bill.created_at)}</CardField>
    {actions}
  </Stack>
);
