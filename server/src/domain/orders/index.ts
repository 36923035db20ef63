/** Orders: from pasted IMEIs to unlock codes. The order form, the admin queue and the reseller API use these. */
export { type AnswerOrderInput, answerOrder } from './answerOrder.js';
export {
  type BulkReplyAction,
  type BulkReplyInput,
  type BulkReplyLineOutcome,
  type BulkReplyOutcome,
  type BulkReplyResult,
  bulkReply,
} from './bulkReply.js';
export {
  type BulkReplyLine,
  MAX_BULK_REPLY_LINE_LENGTH,
  MAX_BULK_REPLY_LINES,
  parseBulkReplyLines,
} from './bulkReplyLines.js';
export {
  ALREADY_ANSWERED,
  CANCELLED_BY_CUSTOMER,
  cancelOrder,
  MAYBE_WITH_SUPPLIER,
  WITH_SUPPLIER,
} from './cancelOrder.js';
export { findOrderForUser, listOrders, type OrderFilter } from './findOrders.js';
export { imeiProblem, MAX_IMEIS_PER_SUBMISSION, parseImeiLines } from './imei.js';
export { findOrderListing, listingsOf } from './orderListings.js';
export { countPendingOrders } from './pendingCount.js';
export { type PlacedOrders, type PlaceOrdersInput, placeOrders } from './placeOrders.js';
export {
  type IndividualOrderItem,
  type IndividualOrderResult,
  NOT_ENOUGH_CREDITS,
  placeOrdersIndividually,
} from './placeOrdersIndividually.js';
export {
  DEFAULT_REJECTION_REASON,
  ORDER_COMPLETED,
  ORDER_PENDING,
  ORDER_REJECTED,
  type OrderListing,
  type OrderRow,
  type OrderStatus,
  orderAnswer,
} from './types.js';
