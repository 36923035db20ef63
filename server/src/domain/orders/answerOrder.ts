import { eq, sql } from 'drizzle-orm';
import type { Database, Executor, Transaction } from '../../db/client.js';
import { orderForwarding, orders } from '../../db/schema.js';
import { type Actor, recordUpdate } from '../audit/index.js';
import { moveCredits } from '../credits.js';
import { ConflictError, InvalidInputError, NotFoundError } from '../errors.js';
import { noteAnsweredOrder } from '../mail/orderNotices.js';
import {
  DEFAULT_REJECTION_REASON,
  ORDER_COMPLETED,
  ORDER_PENDING,
  ORDER_REJECTED,
  type OrderRow,
} from './types.js';

export interface AnswerOrderInput {
  orderId: number;
  /** The admin answering; null when the system answers (a supplier's result). */
  actor: Actor | null;
  /** 4: completed with `code`; 3: rejected with `code` as the reason, price refunded. */
  status: typeof ORDER_REJECTED | typeof ORDER_COMPLETED;
  code?: string | null;
  /** Rejecting from the order history: a completed order may be rejected (and refunded) too. */
  fromHistory?: boolean;
}

function stateName(order: OrderRow): string {
  if (order.status === ORDER_COMPLETED) return 'completed';
  if (order.status === ORDER_REJECTED) return 'rejected and refunded';
  return 'pending';
}

/** Why this answer cannot be given to the order as it is now; undefined when it can. */
function refusal(order: OrderRow, input: AnswerOrderInput): string | undefined {
  const already = `Order #${order.id} was already ${stateName(order)}`;
  if (input.status === ORDER_COMPLETED) {
    if (input.fromHistory) return 'A rejection is the only answer sent from the order history.';
    return order.status === ORDER_PENDING ? undefined : `${already}; it is not pending any more.`;
  }
  if (order.status === ORDER_PENDING) return undefined;
  if (order.status === ORDER_COMPLETED) {
    return input.fromHistory
      ? undefined
      : `${already}; reject it from the order history to refund it.`;
  }
  return `${already}.`;
}

/** The answer's audit row: the order's status, code and reason before and after. */
async function recordAnswer(
  tx: Executor,
  actor: Actor | null,
  before: OrderRow,
  after: OrderRow,
): Promise<void> {
  const audited = (order: OrderRow) => ({
    status: order.status,
    code: order.code,
    reason: order.reason,
  });
  await recordUpdate(tx, actor, {
    kind: after.status === ORDER_COMPLETED ? 'order.completed' : 'order.rejected',
    target: { type: 'order', id: after.id },
    targetUserId: after.userId,
    before: audited(before),
    after: audited(after),
  });
}

/**
 * An admin's answer to an order, given once: pending → 4 with a code; pending → 3 with a reason
 * ('Not Found' when empty) and the price refunded; from the history, completed → 3 with the
 * refund. The order's row is locked first, so two admins (or a double click) on the same order
 * give one result and one refund: the second sees the first's answer and is refused as a
 * conflict. The audit row is written in the same transaction.
 */
export async function answerOrder(db: Database, input: AnswerOrderInput): Promise<OrderRow> {
  return db.transaction((tx) => answerOrderInTransaction(tx, input));
}

/**
 * `answerOrder` inside an open transaction (the supplier workers answer and record the
 * supplier's answer together). An order being forwarded is done with forwarding once answered.
 */
export async function answerOrderInTransaction(
  tx: Transaction,
  input: AnswerOrderInput,
): Promise<OrderRow> {
  const code = input.code?.trim() ?? '';
  if (input.status === ORDER_COMPLETED && code === '') {
    throw InvalidInputError.field('code', 'The code field is required.');
  }
  const [order] = await tx.select().from(orders).where(eq(orders.id, input.orderId)).for('update');
  if (!order) throw new NotFoundError('Order');
  const refused = refusal(order, input);
  if (refused) throw new ConflictError(refused);
  const [forwarding] = await tx
    .select({ state: orderForwarding.state })
    .from(orderForwarding)
    .where(eq(orderForwarding.orderId, order.id))
    .for('update');
  // A call to the supplier is out: its answer (perhaps an accepted order the supplier charges
  // for) must not find the order answered and refunded behind it.
  if (forwarding?.state === 'placing' && input.actor !== null) {
    throw new ConflictError(
      `Order #${order.id} is being placed at its supplier; answer it once the call has ended.`,
    );
  }
  const answered = {
    answeredAt: sql`now()`,
    answeredBy: input.actor?.userId ?? null,
    updatedAt: sql`now()`,
  };
  // An admin's answer to an order its supplier has: the supplier is still asked about it, so
  // that what it does with the order (a code it charges for) is kept in the order's attempts.
  const stillAtSupplier = forwarding?.state === 'placed' && input.actor !== null;
  if (!stillAtSupplier) {
    await tx
      .update(orderForwarding)
      .set({ state: 'done', updatedAt: sql`now()` })
      .where(eq(orderForwarding.orderId, order.id));
  }
  await noteAnsweredOrder(tx, order);
  if (input.status === ORDER_COMPLETED) {
    const [updated] = await tx
      .update(orders)
      .set({ status: ORDER_COMPLETED, code, reason: null, ...answered })
      .where(eq(orders.id, order.id))
      .returning();
    if (!updated) throw new NotFoundError('Order');
    await recordAnswer(tx, input.actor, order, updated);
    return updated;
  }
  const [updated] = await tx
    .update(orders)
    .set({
      status: ORDER_REJECTED,
      reason: code === '' ? DEFAULT_REJECTION_REASON : code,
      ...answered,
    })
    .where(eq(orders.id, order.id))
    .returning();
  if (!updated) throw new NotFoundError('Order');
  await moveCredits(tx, {
    userId: order.userId,
    delta: order.price,
    kind: 'order_refund',
    orderId: order.id,
    actorId: input.actor?.userId ?? null,
  });
  await recordAnswer(tx, input.actor, order, updated);
  return updated;
}
