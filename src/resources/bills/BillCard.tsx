import { Typography } from '@mui/material';
import type { ReactNode } from 'react';
import { CardField } from '../shared/CardField';
import { CardHeading } from '../shared/CardHeading';
import { formatMoney, formatSpanishLongDate } from '../shared/formats';
import { BillStatusChip } from './BillStatusChip';
import type { Bill } from './types';

/**
 * A bill of the admin's Bills on a phone: amount and state, then ID, user email and date under
 * the columns' labels, and its cancel button (`actions`) while it can be cancelled.
 */
export const BillCard = ({ bill, actions }: { bill: Bill; actions: ReactNode }) => (
  <>
    <CardHeading
      start={
        <Typography variant="body1" sx={{ fontWeight: 600 }}>
          {formatMoney(bill.amount)}
        </Typography>
      }
      end={<BillStatusChip status={bill.status} />}
    />
    <CardField source="id">{bill.id}</CardField>
    <CardField source="user.email">{bill.user?.email}</CardField>
    <CardField source="created_at">{formatSpanishLongDate(bill.created_at)}</CardField>
    {actions}
  </>
);
