import { Stack, Typography } from '@mui/material';
import type { FieldLabels } from '../../order-parts/fieldLabels';
import { MaskedValue } from '../../order-parts/MaskedValue';
import { MASK_VISIBLE } from '../../order-parts/mask';
import { OrderFieldValues } from '../../order-parts/OrderFieldValues';
import { OrderMinutes } from '../../order-parts/OrderMinutes';
import { OrderStatusChip } from '../../order-parts/OrderStatusChip';
import { type Order, orderState } from '../../order-parts/order';
import { useLongDate } from '../../order-parts/useLongDate';
import { CardField } from '../../resources/shared/CardField';
import { formatMoney } from '../../resources/shared/formats';
import { CancelOrderButton } from './CancelOrderButton';
import { OrderCode } from './OrderCode';

/**
 * One of the customer's orders on a phone: what a row of My Orders shows, laid out to be read
 * without scrolling sideways: status and price, the service (and its fields' values), then IMEI,
 * code, created date and time, each under its column's label; Cancel while it is pending.
 */
export const MyOrderCard = ({ order, labels }: { order: Order; labels: FieldLabels }) => {
  const longDate = useLongDate();
  const code = orderState(order.status) === 'pending' ? null : <OrderCode order={order} />;
  return (
    <Stack spacing={0.75}>
      <Stack
        direction="row"
        spacing={1}
        sx={{ alignItems: 'center', justifyContent: 'space-between' }}
      >
        <OrderStatusChip status={order.status} />
        <Typography variant="body2" sx={{ fontWeight: 600 }}>
          {formatMoney(order.price)}
        </Typography>
      </Stack>
      <div>
        <Typography variant="body1">{order.service?.name}</Typography>
        <OrderFieldValues order={order} labels={labels} />
      </div>
      <CardField source="imei">
        <MaskedValue value={order.imei} visible={MASK_VISIBLE.imei} />
      </CardField>
      <CardField source="code">{code}</CardField>
      <CardField source="created_at">{longDate(order.created_at)}</CardField>
      <CardField source="time">
        <OrderMinutes order={order} />
      </CardField>
      {orderState(order.status) === 'pending' ? (
        <Stack direction="row">
          <CancelOrderButton order={order} />
        </Stack>
      ) : null}
    </Stack>
  );
};
