import type { Order } from '@schemas/orders';

/**
 * An order as the server sends it (spec section 3): `status` 1 (or anything else) pending,
 * 3 rejected, 4 completed; `code` the unlock code when completed, the reason when rejected.
 */
export type { Order };

export const ORDER_PENDING = 1;
export const ORDER_REJECTED = 3;
export const ORDER_COMPLETED = 4;

export type OrderState = 'pending' | 'rejected' | 'completed';

/** Spec section 4: 3 is rejected, 4 completed, 1 or any other value pending. */
export const orderState = (status: unknown): OrderState => {
  const value = Number(status);
  if (value === ORDER_REJECTED) return 'rejected';
  if (value === ORDER_COMPLETED) return 'completed';
  return 'pending';
};

/** Whole minutes between an order's creation and its last update (the lists' Time column). */
export const minutesTaken = (order: Pick<Order, 'created_at' | 'updated_at'>): number => {
  const created = new Date(order.created_at).getTime();
  const updated = new Date(order.updated_at).getTime();
  if (Number.isNaN(created) || Number.isNaN(updated)) return 0;
  return Math.max(0, Math.floor((updated - created) / 60_000));
};
