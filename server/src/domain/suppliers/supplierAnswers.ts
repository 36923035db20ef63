import { eq, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.js';
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
 */
export async function applySupplierAnswer(
  db: Database,
  orderId: number,
  answer: { status: 3 | 4; code: string },
): Promise<void> {
  await db.transaction(async (tx) => {
    const forwarding = await lockForwarding(tx, orderId);
    if (forwarding?.state !== 'placed' || forwarding.supplierId === null) return;
    await tx.insert(forwardingAttempts).values({
      orderId,
      supplierId: forwarding.supplierId,
      supplierServiceId: forwarding.supplierServiceId ?? '',
      routePosition: forwarding.routePosition,
      action: 'getimeiorder',
      finishedAt: sql`now()`,
      outcome: answer.status === ORDER_COMPLETED ? 'completed' : 'rejected',
      message: attemptMessage(answer, forwarding.orderStatus !== ORDER_PENDING),
      reference: forwarding.reference,
    });
    if (forwarding.orderStatus !== ORDER_PENDING) {
      await done(tx, orderId);
      return;
    }
    if (answer.status === ORDER_REJECTED) {
      await dropSupplierCost(tx, orderId);
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

async function done(tx: Parameters<typeof lockForwarding>[0], orderId: number) {
  await tx
    .update(orderForwarding)
    .set({ state: 'done', updatedAt: sql`now()` })
    .where(eq(orderForwarding.orderId, orderId));
}
