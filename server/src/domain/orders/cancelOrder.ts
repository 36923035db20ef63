import { and, eq } from 'drizzle-orm';
import type { Database, Transaction } from '../../db/client.js';
import { forwardingAttempts, orderForwarding, orders } from '../../db/schema.js';
import type { Actor } from '../audit/index.js';
import { InvalidInputError, NotFoundError } from '../errors.js';
import { answerOrderInTransaction } from './answerOrder.js';
import { ORDER_PENDING, ORDER_REJECTED, type OrderRow } from './types.js';

/** The reason a cancelled order carries. */
export const CANCELLED_BY_CUSTOMER = 'Cancelled by customer';

export const ALREADY_ANSWERED = 'This order has already been answered.';
export const WITH_SUPPLIER = 'This order is with a supplier and can no longer be cancelled.';
export const MAYBE_WITH_SUPPLIER =
  'This order may have reached its supplier (the last call to it had no clear answer), so it can no longer be cancelled.';

/**
 * Attempt outcomes after which the supplier surely does not have the order: it refused it, it
 * was not reached, or it took it and then rejected it (STATUS 3).
 */
const NOT_TAKEN = new Set(['refused', 'fault', 'rejected']);

/**
 * Why the order cannot be cancelled because of where it is with its suppliers; undefined when
 * it is not at one. Placing (a call is out) and placed (the supplier took it) are at a supplier.
 * Held is not — unless it was held because the last call's outcome is unknown (a time-out, a
 * cut-off call, an answer without a reference): the supplier may have taken it, and its late
 * "accepted" would find the order refunded. Queued (waiting for its first or next call after a
 * refusal or a fault, or sent again by an admin), done, and no forwarding at all (answered by
 * hand) are not at a supplier.
 */
async function supplierRefusal(tx: Transaction, orderId: number): Promise<string | undefined> {
  const [forwarding] = await tx
    .select({ state: orderForwarding.state, currentAttemptId: orderForwarding.currentAttemptId })
    .from(orderForwarding)
    .where(eq(orderForwarding.orderId, orderId))
    .for('update');
  if (!forwarding) return undefined;
  if (forwarding.state === 'placing' || forwarding.state === 'placed') return WITH_SUPPLIER;
  if (forwarding.state !== 'held' || forwarding.currentAttemptId === null) return undefined;
  const [attempt] = await tx
    .select({ outcome: forwardingAttempts.outcome })
    .from(forwardingAttempts)
    .where(eq(forwardingAttempts.id, forwarding.currentAttemptId));
  return attempt && NOT_TAKEN.has(attempt.outcome ?? '') ? undefined : MAYBE_WITH_SUPPLIER;
}

/**
 * A customer cancels their own pending order that is not with a supplier: it is rejected with
 * "Cancelled by customer" and refunded through `answerOrderInTransaction` — the same ledger row,
 * audit row (by the customer) and answer hooks as an admin's rejection. Another customer's order
 * is not found. An answered order, or one at a supplier, is an InvalidInputError on `order`.
 * The order's row is locked first and its forwarding row next, as every forwarding path does:
 * two cancels, or a cancel and an admin's answer, or a cancel and the worker taking the order,
 * are one after the other, and the second sees what the first did (one refund at most).
 */
export async function cancelOrder(
  db: Database,
  input: { orderId: number; userId: number; actor: Actor },
): Promise<OrderRow> {
  return db.transaction(async (tx) => {
    const [order] = await tx
      .select({ id: orders.id, status: orders.status })
      .from(orders)
      .where(and(eq(orders.id, input.orderId), eq(orders.userId, input.userId)))
      .for('update');
    if (!order) throw new NotFoundError('Order');
    if (order.status !== ORDER_PENDING) throw InvalidInputError.field('order', ALREADY_ANSWERED);
    const refused = await supplierRefusal(tx, order.id);
    if (refused) throw InvalidInputError.field('order', refused);
    return answerOrderInTransaction(tx, {
      orderId: order.id,
      actor: input.actor,
      status: ORDER_REJECTED,
      code: CANCELLED_BY_CUSTOMER,
    });
  });
}
