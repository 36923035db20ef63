import { ORDER_COMPLETED, ORDER_PENDING, ORDER_REJECTED, type orders } from '../../db/schema.js';
import type { ForwardingSummary } from '../suppliers/forwardingViews.js';

export { ORDER_COMPLETED, ORDER_PENDING, ORDER_REJECTED };

export type OrderRow = typeof orders.$inferSelect;
export type OrderStatus = typeof ORDER_PENDING | typeof ORDER_REJECTED | typeof ORDER_COMPLETED;
export type OrderSource = 'web' | 'api';

/** An order with the names the lists show beside it. */
export interface OrderListing {
  order: OrderRow;
  serviceName: string;
  userName: string;
  /**
   * Where it is with its suppliers (the admin's views show it): undefined for an order answered
   * by hand, and for orders just placed (listingsOf does not read it).
   */
  forwarding?: ForwardingSummary;
}

/** The reason a rejection carries when the admin gave none. */
export const DEFAULT_REJECTION_REASON = 'Not Found';

/**
 * What an order answers to its customer: the unlock code when completed, the reason when
 * rejected (DHRU returns the reason as CODE too), nothing while pending.
 */
export function orderAnswer(order: OrderRow): string | null {
  if (order.status === ORDER_REJECTED) return order.reason ?? DEFAULT_REJECTION_REASON;
  if (order.status === ORDER_COMPLETED) return order.code;
  return null;
}
