import { Typography } from '@mui/material';
import { CardHeading } from '../resources/shared/CardHeading';
import { formatMoney } from '../resources/shared/formats';
import { OrderStatusChip } from './OrderStatusChip';
import type { Order } from './order';

/** An order card's first line (`CardsOnAPhone`): its status, and the price at the end. */
export const OrderCardHeading = ({ order }: { order: Pick<Order, 'status' | 'price'> }) => (
  <CardHeading
    start={<OrderStatusChip status={order.status} />}
    end={
      <Typography variant="body2" sx={{ fontWeight: 600 }}>
        {formatMoney(order.price)}
      </Typography>
    }
  />
);
