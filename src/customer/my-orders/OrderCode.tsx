import { MaskedValue } from '../../order-parts/MaskedValue';
import { MASK_VISIBLE } from '../../order-parts/mask';
import { type Order, orderState } from '../../order-parts/order';

/** The unlock code, masked; a rejection's reason in full (it is no secret); nothing while pending. */
export const OrderCode = ({ order }: { order: Order }) => {
  const state = orderState(order.status);
  if (state === 'rejected') return <>{order.code || order.reason}</>;
  if (state === 'completed') return <MaskedValue value={order.code} visible={MASK_VISIBLE.code} />;
  return null;
};
