import { and, eq, sql } from 'drizzle-orm';
import type { Transaction } from '../../db/client.js';
import { orderForwarding, orders, services } from '../../db/schema.js';
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
 * supplier's price when it accepted, goes back to the service's cost, so the profit of an order
 * finished elsewhere (another route, or by hand) does not count a price nobody charged.
 */
export async function dropSupplierCost(tx: Transaction, orderId: number): Promise<void> {
  await tx
    .update(orders)
    .set({ cost: sql`${services.cost}` })
    .from(services)
    .where(and(eq(orders.id, orderId), eq(services.id, orders.serviceId)));
}

/** Queued again at `position` (now, or after a delay) with a place job in the same transaction. */
export async function requeue(
  tx: Transaction,
  orderId: number,
  changes: {
    routePosition: number;
    faults: number;
    lastError: string | null;
    delaySeconds?: number;
  },
): Promise<void> {
  const delay = changes.delaySeconds ?? 0;
  await tx
    .update(orderForwarding)
    .set({
      state: 'queued',
      routePosition: changes.routePosition,
      faults: changes.faults,
      lastError: changes.lastError,
      reference: null,
      nextAttemptAt: sql`now() + make_interval(secs => ${delay})`,
      updatedAt: sql`now()`,
    })
    .where(eq(orderForwarding.orderId, orderId));
  await sendInTransaction(tx, PLACE_QUEUE, { orderIds: [orderId] } satisfies PlaceJob, {
    startAfterSeconds: delay,
  });
}

/**
 * After a refusal (or a supplier's rejection): the next route with an active supplier, queued
 * now; false when there is none left (the caller holds or rejects the order).
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
