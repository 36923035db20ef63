import { Chip } from '@mui/material';
import { useTranslate } from 'react-admin';
import { type OrderState, orderState } from './order';

const COLOURS: Record<OrderState, 'warning' | 'error' | 'success'> = {
  pending: 'warning',
  rejected: 'error',
  completed: 'success',
};

/** Pending (1 or anything else), Rejected (3), Completed (4) as a coloured badge. */
export const OrderStatusChip = ({ status }: { status: unknown }) => {
  const translate = useTranslate();
  const state = orderState(status);
  return (
    <Chip
      size="small"
      color={COLOURS[state]}
      label={translate(`resources.orders.status.${state}`)}
      sx={{ fontWeight: 600 }}
    />
  );
};
