import { eq, sql } from 'drizzle-orm';
import type { Database, Transaction } from '../../db/client.js';
import { forwardingAttempts, orderForwarding } from '../../db/schema.js';
import { ConflictError } from '../errors.js';
import { answerOrderInTransaction } from '../orders/answerOrder.js';
import { ORDER_COMPLETED, ORDER_PENDING, ORDER_REJECTED } from '../orders/types.js';
import { dropSupplierCost, lockForwarding, moveToNextRoute } from './forwardingSteps.js';

/**
 * What an attempt says of the supplier's answer. An order already answered by an admin keeps
 * that answer, and its attempt keeps the supplier's code: the shop may have paid for it.
 */
function attemptMessage(answer: { status: 3 | 4; code: string }, answeredByHand: boolean): string {
  if (answer.status !== ORDER_COMPLETED) return answer.code || 'Rejected';
  if (!answeredByHand) return 'Code received';
  return `Code received after the order was answered by hand: ${answer.code}`;
}

/**
 * A placed order's final answer from its supplier, applied once: STATUS 4 completes it with the
 * CODE through the orders domain (same rules, same ledger); STATUS 3 sends it to the next route,
 * or rejects it with the supplier's reason and refunds it (once: answerOrder refuses a second
 * answer). The answer is kept as an attempt of the order's history.
 *
 * `placement` is the attempt that placed the order where the poll asked (its current attempt
 * when the poll took it). An answer about an earlier placement is not applied: two polls of a
 * supplier may overlap (a job that outlives its expiry), and the slower one's copy of a STATUS 3
 * the quicker one already acted on would otherwise reject the order at its next supplier.
 */
export async function applySupplierAnswer(
  db: Database,
  orderId: number,
  placement: number | null,
  answer: { status: 3 | 4; code: string },
): Promise<void> {
  await db.transaction(async (tx) => {
    const forwarding = await lockForwarding(tx, orderId);
    if (forwarding === undefined) return;
    if (forwarding.currentAttemptId !== placement) {
      if (answer.status === ORDER_COMPLETED && placement !== null)
        await keepCodeOfEarlierPlacement(tx, placement, answer.code);
      return;
    }
    if (forwarding.state !== 'placed' || forwarding.supplierId === null) return;
    const [answered] = await tx
      .insert(forwardingAttempts)
      .values({
        orderId,
        supplierId: forwarding.supplierId,
        supplierServiceId: forwarding.supplierServiceId ?? '',
        routePosition: forwarding.routePosition,
        action: 'getimeiorder',
        finishedAt: sql`now()`,
        outcome: answer.status === ORDER_COMPLETED ? 'completed' : 'rejected',
        message: attemptMessage(answer, forwarding.orderStatus !== ORDER_PENDING),
        reference: forwarding.reference,
      })
      .returning({ id: forwardingAttempts.id });
    if (forwarding.orderStatus !== ORDER_PENDING) {
      // Answered by hand meanwhile: a supplier that rejects it charges nothing, so the order's
      // cost goes back to what it was placed with (the profit must not count its price).
      if (answer.status === ORDER_REJECTED) await dropSupplierCost(tx, orderId);
      await done(tx, orderId);
      return;
    }
    if (answer.status === ORDER_REJECTED) {
      await dropSupplierCost(tx, orderId);
      // The rejection is where the order now stands: at no supplier. Waiting for the next route,
      // or held when that route is gone by then, its customer may cancel it (the placement
      // before, 'accepted', had the cancel refused as maybe at a supplier).
      await tx
        .update(orderForwarding)
        .set({ currentAttemptId: answered?.id ?? null })
        .where(eq(orderForwarding.orderId, orderId));
      const reason = `Rejected by the supplier: ${answer.code || 'no reason given'}`;
      if (await moveToNextRoute(tx, forwarding, reason)) return;
    }
    try {
      await answerOrderInTransaction(tx, {
        orderId,
        actor: null,
        status: answer.status,
        code: answer.code,
      });
    } catch (error) {
      // Answered by an admin meanwhile: theirs stands.
      if (!(error instanceof ConflictError)) throw error;
      await done(tx, orderId);
    }
  });
}

/**
 * A code for a placement the order has moved on from (the supplier rejected it, then sent a
 * code): kept in the order's history under that placement, not given to the customer; the shop
 * may have paid that supplier for it.
 */
async function keepCodeOfEarlierPlacement(tx: Transaction, placement: number, code: string) {
  await tx.execute(sql`
    INSERT INTO ${forwardingAttempts}
      (order_id, supplier_id, supplier_service_id, route_position, action, finished_at, outcome, message, reference)
    SELECT order_id, supplier_id, supplier_service_id, route_position, 'getimeiorder', now(),
      'completed', ${`Code received for an earlier placement, not applied: ${code}`}, reference
    FROM ${forwardingAttempts} WHERE id = ${placement}`);
}

async function done(tx: Transaction, orderId: number) {
  await tx
    .update(orderForwarding)
    .set({ state: 'done', updatedAt: sql`now()` })
    .where(eq(orderForwarding.orderId, orderId));
}
