import { Stack, Typography } from '@mui/material';
import type { FieldLabels } from '../../order-parts/fieldLabels';
import { MaskedValue } from '../../order-parts/MaskedValue';
import { MASK_VISIBLE } from '../../order-parts/mask';
import { OrderCardHeading } from '../../order-parts/OrderCardHeading';
import { OrderFieldValues } from '../../order-parts/OrderFieldValues';
import { OrderMinutes } from '../../order-parts/OrderMinutes';
import { type Order, orderState } from '../../order-parts/order';
import { useLongDate } from '../../order-parts/useLongDate';
import { CardField } from '../../resources/shared/CardField';
import { CancelOrderButton } from './CancelOrderButton';
import { OrderCode } from './OrderCode';

/**
 * One of the customer's orders on a phone: what a row of My Orders shows, laid out to be read
 * without scrolling sideways: status and price, the service (and its fields' values), then IMEI,
 * code, created date and time, each under its column's label; Cancel while it is pending.
 */
export const MyOrderCard = ({
  order,
  labels,
  onCancel,
}: {
  order: Order;
  labels: FieldLabels;
  onCancel: (order: Order) => void;
}) => {
  const longDate = useLongDate();
  const state = orderState(order.status);
  const answer = state === 'rejected' ? order.code || order.reason : order.code;
  return (
    <>
      <OrderCardHeading order={order} />
      <div>
        <Typography variant="body1">{order.service?.name}</Typography>
        <OrderFieldValues order={order} labels={labels} />
      </div>
      <CardField source="imei">
        <MaskedValue value={order.imei} visible={MASK_VISIBLE.imei} />
      </CardField>
      <CardField source="code">
        {state !== 'pending' && answer ? <OrderCode order={order} /> : null}
      </CardField>
      <CardField source="created_at">{longDate(order.created_at)}</CardField>
      <CardField source="time">
        <OrderMinutes order={order} />
      </CardField>
      {state === 'pending' ? (
        <Stack direction="row">
          <CancelOrderButton order={order} onCancel={onCancel} />
        </Stack>
      ) : null}
    </>
  );
};
