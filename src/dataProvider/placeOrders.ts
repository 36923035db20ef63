import type { AdminService } from '@schemas/catalogue';
import type { PlacedOrders, PlaceOrdersBody } from '@schemas/orders';
import type { DataProvider } from 'react-admin';
import type { BulkReplyOutcome, BulkReplyParams } from './bulkReply';
import type { CancelledOrderData } from './cancelOrder';
import { httpClient } from './httpClient';

/** The order form's submission: the pasted IMEIs (one a line) and the service. */
export type PlaceOrdersParams = PlaceOrdersBody;

/** POST /orders answers how many orders were placed and what they cost, and the orders. */
export type PlaceOrdersResult = PlacedOrders;

/**
 * POST /orders (spec section 7): the order form's submission. Success carries `message`; a
 * refusal is a 422 HttpError whose `body.laravel.error` is the text the form shows.
 */
export const placeOrders = async (params: PlaceOrdersParams): Promise<PlaceOrdersResult> => {
  const { json } = await httpClient<PlaceOrdersResult>('/orders', { method: 'POST', body: params });
  return json;
};

/**
 * The portal's data provider: react-admin's methods plus the order form's submission, the
 * customer's cancelling of a pending order, the pending queue's bulk reply and putting a retired
 * service back on sale.
 */
export type PortalDataProvider = DataProvider & {
  placeOrders: (params: PlaceOrdersParams) => Promise<PlaceOrdersResult>;
  cancelOrder: (id: number) => Promise<CancelledOrderData>;
  bulkReply: (params: BulkReplyParams) => Promise<BulkReplyOutcome>;
  restoreService: (id: number, categoryId?: number) => Promise<AdminService>;
};
