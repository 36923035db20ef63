import { Chip } from '@mui/material';
import { useTranslate } from 'react-admin';
import type { Order } from '../../order-parts/order';

/**
 * The checked badge (spec section 4): Unchecked in the danger colour by default, Checked in the
 * warning colour when the phase flag is set, in the success colour when the other-phase flag is.
 */
export const CheckedBadge = ({ order }: { order: Pick<Order, 'phase' | 'other_phase'> }) => {
  const translate = useTranslate();
  if (order.other_phase) {
    return (
      <Chip size="small" color="success" label={translate('resources.orders.check.checked')} />
    );
  }
  if (order.phase) {
    return (
      <Chip size="small" color="warning" label={translate('resources.orders.check.checked')} />
    );
  }
  return <Chip size="small" color="error" label={translate('resources.orders.check.unchecked')} />;
};
