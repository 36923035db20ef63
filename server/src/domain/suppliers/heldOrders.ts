import { eq, sql } from 'drizzle-orm';
import type { Database, Transaction } from '../../db/client.js';
import { rowsOf } from '../../db/rows.js';
import { orderForwarding, orders } from '../../db/schema.js';
import { type Actor, recordAudit } from '../audit/index.js';
import { ConflictError, InvalidInputError, NotFoundError } from '../errors.js';
import { ORDER_PENDING } from '../orders/types.js';
import { lockForwarding, requeue } from './forwardingSteps.js';
import { activeRoutesFrom, routesByService } from './routeChoice.js';

/**
 * An admin sends a pending order (held, waiting for a retry, or never forwarded) to a supplier
 * now: to the route of `supplierId` when given, else the first route from the one it was on
 * whose supplier is active (the first active one for an order answered by hand so far). It is
 * queued at once with a fresh count of faults, and placed there whatever the supplier's price.
 */
export async function forwardAgain(
  db: Database,
  orderId: number,
  supplierId: number | undefined,
  actor: Actor | null,
): Promise<void> {
  await db.transaction(async (tx) => {
    const [order] = await tx
      .select({
        id: orders.id,
        status: orders.status,
        serviceId: orders.serviceId,
        userId: orders.userId,
      })
      .from(orders)
      .where(eq(orders.id, orderId))
      .for('update');
    if (!order) throw new NotFoundError('Order');
    if (order.status !== ORDER_PENDING) {
      throw new ConflictError(`Order #${orderId} is not pending any more.`);
    }
    const routes = (await routesByService(tx, [order.serviceId])).get(order.serviceId) ?? [];
    const forwarding = await lockForwarding(tx, orderId);
    if (forwarding && (forwarding.state === 'placing' || forwarding.state === 'placed')) {
      throw new ConflictError(
        `Order #${orderId} is already at its supplier (${forwarding.state}).`,
      );
    }
    // Retry now: the first route from where the order is whose supplier is active (the one its
    // held note names), else the first active one, else the first (refused below).
    const route =
      supplierId !== undefined
        ? routes.find((candidate) => candidate.supplierId === supplierId)
        : (activeRoutesFrom(routes, forwarding?.routePosition ?? 0)[0] ??
          activeRoutesFrom(routes, 0)[0] ??
          routes[0]);
    if (!route) {
      throw InvalidInputError.field(
        'supplier_id',
        supplierId !== undefined
          ? 'This supplier is not a route of the order’s service.'
          : 'The order’s service has no routes: add one first.',
      );
    }
    if (!route.active) {
      throw InvalidInputError.field('supplier_id', 'This supplier is deactivated.');
    }
    if (!forwarding) {
      await tx
        .insert(orderForwarding)
        .values({ orderId, state: 'held', nextAttemptAt: sql`now()` });
    }
    await requeue(tx, orderId, {
      routePosition: route.position,
      faults: 0,
      lastError: null,
      byAdmin: true,
    });
    await recordAudit(tx, actor, {
      kind: 'order.forwarded',
      target: { type: 'order', id: orderId },
      targetUserId: order.userId,
      before: { forwarding: forwarding?.state ?? null },
      after: { forwarding: 'queued', supplier_id: route.supplierId },
    });
  });
}

/** The note on an order held because its customer was deactivated before it reached a supplier. */
export const CUSTOMER_DEACTIVATED_NOTE =
  "The customer's account was deactivated before this order reached a supplier: send it again or answer it here";

/**
 * A deactivated account's orders not yet at a supplier (queued, or waiting for a retry) are held
 * for a person instead of being forwarded at the shop's cost: deactivating is how a shop stops a
 * fraudster, whose orders are often paid with credits that will be charged back. An admin sends
 * one again, or rejects it, from the pending queue's "Needs a person". Orders already at a
 * supplier go on. Runs in the deactivation's transaction, the account's row locked: orders it
 * finds locked (being placed or answered this moment) go their way, never waited for, since an
 * answer locks the order before the account.
 */
export async function holdQueuedOrdersOf(tx: Transaction, userId: number): Promise<number[]> {
  const rows = await rowsOf<{ order_id: number | string }>(
    tx,
    sql`
    WITH queued AS (
      SELECT f.order_id
      FROM ${orderForwarding} AS f
      JOIN ${orders} AS o ON o.id = f.order_id
      WHERE o.user_id = ${userId} AND o.status = ${ORDER_PENDING} AND f.state = 'queued'
      ORDER BY f.order_id
      FOR UPDATE OF o, f SKIP LOCKED)
    UPDATE ${orderForwarding} AS f
    SET state = 'held', last_error = ${CUSTOMER_DEACTIVATED_NOTE}, updated_at = now()
    FROM queued
    WHERE f.order_id = queued.order_id
    RETURNING f.order_id`,
  );
  return rows.map((row) => Number(row.order_id));
}
