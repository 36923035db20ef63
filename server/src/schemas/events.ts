import { type Static, Type } from '@sinclair/typebox';
import { ForwardingState } from './suppliers.js';

/**
 * `event: order` of GET /api/events: an order was placed, moved along its forwarding, or answered.
 * A customer hears only their own orders, and never their forwarding (`forwarding_state` null).
 */
export const OrderEvent = Type.Object({
  id: Type.Integer(),
  status: Type.Integer({ description: '1 pending, 3 rejected, 4 completed' }),
  forwarding_state: Type.Union([ForwardingState, Type.Null()]),
});
export type OrderEvent = Static<typeof OrderEvent>;

/** `event: pending` of GET /api/events (admins): how many orders wait, on connecting and on change. */
export const PendingEvent = Type.Object({ count: Type.Integer({ minimum: 0 }) });
export type PendingEvent = Static<typeof PendingEvent>;

/** The names of the events the stream carries, as an EventSource listens for them. */
export type LiveEventName = 'order' | 'pending';
