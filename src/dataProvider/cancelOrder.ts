import type { CancelledOrder } from '@schemas/orders';
import { httpClient } from './httpClient';

/** The customer's own pending order, cancelled: rejected "Cancelled by customer" and refunded. */
export type CancelledOrderData = CancelledOrder['data'];

/**
 * POST /orders/{id}/cancel. A refusal (no longer pending, already with a supplier, ...) is a 422
 * HttpError whose `body.errors.order` says why.
 */
export const cancelOrder = async (id: number): Promise<CancelledOrderData> => {
  const { json } = await httpClient<CancelledOrder>(
    `/orders/${encodeURIComponent(String(id))}/cancel`,
    { method: 'POST', body: {} },
  );
  return json.data;
};
