import { and, eq, sql } from 'drizzle-orm';
import type { Transaction } from '../../db/client.js';
import { orderForwarding, orders, services, users } from '../../db/schema.js';
import { PLACE_QUEUE, type PlaceJob, sendInTransaction } from '../../jobs/queues.js';
import { usableRoute } from './serviceRoutes.js';

export type ForwardingRow = typeof orderForwarding.$inferSelect;

/**
 * The forwarding of an order, locked for the rest of the transaction. The order's row is locked
 * first, as answerOrder and forwardAgain do: every path takes the two locks in the same order, so
 * an admin's answer and a supplier's outcome wait for each other instead of deadlocking.
 */
export async function lockForwarding(
  tx: Transaction,
  orderId: number,
): Promise<(ForwardingRow & { serviceId: number; orderStatus: number }) | undefined> {
  await tx.select({ id: orders.id }).from(orders).where(eq(orders.id, orderId)).for('update');
  const [row] = await tx
    .select({
      forwarding: orderForwarding,
      serviceId: orders.serviceId,
      orderStatus: orders.status,
    })
    .from(orderForwarding)
    .innerJoin(orders, eq(orders.id, orderForwarding.orderId))
    .where(eq(orderForwarding.orderId, orderId))
    .for('update', { of: orderForwarding });
  return row
    ? { ...row.forwarding, serviceId: row.serviceId, orderStatus: row.orderStatus }
    : undefined;
}

/** Held for an admin, with the reason shown in the queue. */
export async function hold(tx: Transaction, orderId: number, reason: string): Promise<void> {
  await tx
    .update(orderForwarding)
    .set({ state: 'held', lastError: reason, updatedAt: sql`now()` })
    .where(eq(orderForwarding.orderId, orderId));
}

/**
 * A supplier's acceptance is dropped (it rejected the order): the order's cost, set to that
 * supplier's price when it accepted, goes back to what it was when the order was placed, so the
 * profit of an order finished elsewhere (another route, or by hand) does not count a price nobody
 * charged, nor a cost the service was given since. Orders taken before that cost was kept fall
 * back to the service's cost.
 */
export async function dropSupplierCost(tx: Transaction, orderId: number): Promise<void> {
  await tx
    .update(orders)
    .set({
      cost: sql`COALESCE((SELECT ${orderForwarding.placedCost} FROM ${orderForwarding} WHERE ${orderForwarding.orderId} = ${orders.id}), ${services.cost})`,
    })
    .from(services)
    .where(and(eq(orders.id, orderId), eq(services.id, orders.serviceId)));
}

/**
 * The note on an order of a deactivated account that a supplier gave back (rejected, refused, or
 * not taken for a retry): not sent on to another supplier at the shop's cost.
 */
export const CUSTOMER_DEACTIVATED_NOT_SENT_ON_NOTE =
  "The customer's account was deactivated: this order, given back by its supplier, was not sent on. Send it again or answer it here";

/**
 * Queued again at `position` (now, or after a delay) with a place job in the same transaction;
 * held instead when the order's customer has been deactivated (a fraudster's order is not
 * forwarded again at the shop's cost), unless an admin sends it (`byAdmin`), which also lets it be
 * placed on that route above the price the customer paid (routeChoice.ts). The account's row
 * is read under a share lock, after the order's (the order every path takes): a deactivation
 * under way is waited for, and one that comes after finds this order queued and holds it.
 */
export async function requeue(
  tx: Transaction,
  orderId: number,
  changes: {
    routePosition: number;
    faults: number;
    lastError: string | null;
    delaySeconds?: number;
    byAdmin?: boolean;
  },
): Promise<void> {
  if (!changes.byAdmin && !(await customerIsActive(tx, orderId))) {
    await hold(tx, orderId, CUSTOMER_DEACTIVATED_NOT_SENT_ON_NOTE);
    return;
  }
  const delay = changes.delaySeconds ?? 0;
  await tx
    .update(orderForwarding)
    .set({
      state: 'queued',
      routePosition: changes.routePosition,
      faults: changes.faults,
      lastError: changes.lastError,
      // An admin's say-so is for the route it sent the order to: kept for a retry there after a
      // fault, dropped when the order moves on to another route.
      sentByAdmin: changes.byAdmin
        ? true
        : sql`${orderForwarding.sentByAdmin} AND ${orderForwarding.routePosition} = ${changes.routePosition}`,
      reference: null,
      nextAttemptAt: sql`now() + make_interval(secs => ${delay})`,
      updatedAt: sql`now()`,
    })
    .where(eq(orderForwarding.orderId, orderId));
  await sendInTransaction(tx, PLACE_QUEUE, { orderIds: [orderId] } satisfies PlaceJob, {
    startAfterSeconds: delay,
  });
}

async function customerIsActive(tx: Transaction, orderId: number): Promise<boolean> {
  const [customer] = await tx
    .select({ active: users.active })
    .from(users)
    .innerJoin(orders, eq(orders.userId, users.id))
    .where(eq(orders.id, orderId))
    .for('share', { of: users });
  return customer?.active ?? false;
}

/**
 * After a refusal (or a supplier's rejection): the next route with an active supplier, queued
 * now (or the order held, its customer deactivated); false when there is none left (the caller
 * holds or rejects the order).
 */
export async function moveToNextRoute(
  tx: Transaction,
  forwarding: ForwardingRow & { serviceId: number },
  reason: string,
): Promise<boolean> {
  const next = await usableRoute(tx, forwarding.serviceId, forwarding.routePosition, 'after');
  if (!next) return false;
  await requeue(tx, forwarding.orderId, {
    routePosition: next.position,
    faults: 0,
    lastError: reason,
  });
  return true;
}
