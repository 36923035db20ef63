import { and, eq, isNull, ne, or, sql } from 'drizzle-orm';
import type { SupplierSettings } from '../../config.js';
import type { Database, Transaction } from '../../db/client.js';
import { forwardingAttempts, orderForwarding, orders, supplierServices } from '../../db/schema.js';
import type { Placement } from '../../suppliers/dhruClient.js';
import { ORDER_PENDING } from '../orders/types.js';
import { hold, lockForwarding, moveToNextRoute, requeue } from './forwardingSteps.js';

export interface StartedAttempt {
  attemptId: number;
  orderId: number;
  imei: string;
  supplierId: number;
  supplierServiceId: string;
  /** The order's custom field values, keyed by the supplier's field names (sent as CUSTOMFIELD). */
  customFields?: Record<string, string>;
}

/** The advisory locks' first key for a supplier's REFERENCEID (two-key locks: no clash with others). */
const REFERENCE_LOCK_CLASS = 0x52454620; // "REF "

/**
 * Another order this supplier holds under the same REFERENCEID, not yet answered. Both would be
 * answered by the one status the supplier gives for that reference (one customer's code to
 * another), so the later one is held for an admin instead. A reference an answered order had
 * may come again (a supplier's numbering started over): it is the new order's now.
 */
async function liveOrderWithReference(
  tx: Transaction,
  attempt: StartedAttempt,
  reference: string,
): Promise<number | undefined> {
  // Two processes recording this reference at once would each miss the other's uncommitted
  // row: the later one waits here until the earlier commits, then sees it.
  await tx.execute(
    sql`SELECT pg_advisory_xact_lock(${REFERENCE_LOCK_CLASS}, hashtext(${`${attempt.supplierId}:${reference}`}))`,
  );
  const [other] = await tx
    .select({ orderId: orderForwarding.orderId })
    .from(orderForwarding)
    .where(
      and(
        eq(orderForwarding.supplierId, attempt.supplierId),
        eq(orderForwarding.reference, reference),
        ne(orderForwarding.orderId, attempt.orderId),
        // Written as the partial index's predicate, so the index serves it.
        sql`${orderForwarding.state} <> 'done'`,
      ),
    )
    .limit(1);
  return other?.orderId;
}

const sharedReferenceMessage = (reference: string, orderId: number) =>
  `The supplier answered REFERENCEID ${reference}, which it gave order #${orderId} too: the two cannot be told apart, so this one is held`;

/**
 * Records what a placement call came to and moves the order on, in one transaction:
 * - accepted: placed, with the supplier's reference; the order's cost becomes the supplier's price;
 * - refused: final for this route: the next route, else held with the supplier's message;
 * - fault: queued again after SUPPLIER_RETRY_SECONDS × 2^(n−1), held after SUPPLIER_RETRY_LIMIT;
 * - unknown: held, never sent again by itself.
 * An attempt already declared cut off (the server stopped during the call) stays so, unless
 * the call turns out accepted: then the order is placed after all.
 */
export async function finishAttempt(
  db: Database,
  attempt: StartedAttempt,
  outcome: Placement,
  settings: SupplierSettings,
): Promise<void> {
  const message = outcome.kind === 'accepted' ? 'Order received' : outcome.message;
  const reference = outcome.kind === 'accepted' ? outcome.reference : null;
  await db.transaction(async (tx) => {
    const forwarding = await lockForwarding(tx, attempt.orderId);
    const recorded = await tx
      .update(forwardingAttempts)
      .set({ finishedAt: sql`now()`, outcome: outcome.kind, message, reference })
      .where(
        and(
          eq(forwardingAttempts.id, attempt.attemptId),
          outcome.kind === 'accepted'
            ? or(isNull(forwardingAttempts.outcome), eq(forwardingAttempts.outcome, 'unknown'))
            : isNull(forwardingAttempts.outcome),
        ),
      )
      .returning({ id: forwardingAttempts.id });
    if (recorded.length === 0 || !forwarding) return;
    if (forwarding.currentAttemptId !== attempt.attemptId) return;
    const resumable =
      forwarding.state === 'placing' ||
      (forwarding.state === 'held' && outcome.kind === 'accepted');
    if (!resumable || forwarding.orderStatus !== ORDER_PENDING) return;

    switch (outcome.kind) {
      case 'accepted': {
        const sharing = await liveOrderWithReference(tx, attempt, outcome.reference);
        if (sharing !== undefined) {
          await hold(tx, attempt.orderId, sharedReferenceMessage(outcome.reference, sharing));
          return;
        }
        await tx
          .update(orderForwarding)
          .set({
            state: 'placed',
            reference: outcome.reference,
            // The order's own cost, before the supplier's price below replaces it (kept from the
            // first supplier that took it: later ones replaced a supplier's price, not the cost).
            placedCost: sql`COALESCE(${orderForwarding.placedCost}, (SELECT ${orders.cost} FROM ${orders} WHERE ${orders.id} = ${attempt.orderId}))`,
            faults: 0,
            lastError: null,
            nextAttemptAt: sql`now() + make_interval(secs => ${settings.pollSeconds})`,
            updatedAt: sql`now()`,
          })
          .where(eq(orderForwarding.orderId, attempt.orderId));
        // The cost is what the supplier charges now (its listed price), for the profit figures.
        await tx
          .update(orders)
          .set({ cost: sql`${supplierServices.credit}` })
          .from(supplierServices)
          .where(
            and(
              eq(orders.id, attempt.orderId),
              eq(supplierServices.supplierId, attempt.supplierId),
              eq(supplierServices.serviceId, attempt.supplierServiceId),
              sql`${supplierServices.credit} IS NOT NULL`,
            ),
          );
        return;
      }
      case 'refused':
        if (!(await moveToNextRoute(tx, forwarding, outcome.message))) {
          await hold(tx, attempt.orderId, outcome.message);
        }
        return;
      case 'fault': {
        const faults = forwarding.faults + 1;
        if (faults >= settings.retryLimit) {
          await hold(tx, attempt.orderId, `${outcome.message} (${faults} tries, giving up)`);
          return;
        }
        await requeue(tx, attempt.orderId, {
          routePosition: forwarding.routePosition,
          faults,
          lastError: outcome.message,
          delaySeconds: settings.retrySeconds * 2 ** (faults - 1),
        });
        return;
      }
      case 'unknown':
        await hold(tx, attempt.orderId, outcome.message);
        return;
    }
  });
}
