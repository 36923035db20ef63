import { ButtonBase } from '@mui/material';
import type { Order } from '../../order-parts/order';
import { useCopy } from '../../order-parts/useCopy';

/** The IMEI's id in the queue: each order's buttons are described by it ("Response, 3569…"). */
export const imeiIdOf = (order: Order) => `pending-order-${order.id}-imei`;

/** A pending order's IMEI in full; a click copies it. */
export const CopyableImei = ({ order }: { order: Order }) => {
  const copy = useCopy();
  return (
    <ButtonBase
      id={imeiIdOf(order)}
      onClick={() => copy(order.imei, 'resources.orders.copied')}
      sx={{ fontFamily: 'monospace', fontSize: 'inherit', borderRadius: 1, px: 0.5 }}
    >
      {order.imei}
    </ButtonBase>
  );
};
