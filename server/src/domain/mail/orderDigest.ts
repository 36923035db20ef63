import { and, asc, eq, inArray, isNull, or, sql } from 'drizzle-orm';
import type { Database, Executor } from '../../db/client.js';
import { orderMailDigests, orderMailNotices, orders, services, users } from '../../db/schema.js';
import type { AnsweredOrderLine } from '../../mail/templates/ordersAnswered.js';
import { ORDER_COMPLETED, ORDER_REJECTED } from '../orders/types.js';
import { queueMail } from './outbox.js';

/**
 * When a customer's "orders answered" mail is written. At most one per `digestSeconds`; and,
 * within that, once the answers have stopped coming for `quietSeconds` (a bulk reply or a
 * supplier's batch arrives within a second or two: it makes one mail, and a lone answer waits
 * only the quiet time, not the whole period), or once the oldest waiting answer is
 * `digestSeconds` old (a steady trickle of answers is not put off for ever).
 */
export interface DigestTiming {
  digestSeconds: number;
  quietSeconds: number;
}

/** The customers whose digest is due now (at most 100 at a time, longest waiting first). */
export async function customersDueForDigest(db: Executor, timing: DigestTiming): Promise<number[]> {
  const period = sql`make_interval(secs => ${timing.digestSeconds})`;
  const quiet = sql`make_interval(secs => ${timing.quietSeconds})`;
  const rows = await db
    .select({ userId: orderMailNotices.userId })
    .from(orderMailNotices)
    .leftJoin(orderMailDigests, eq(orderMailDigests.userId, orderMailNotices.userId))
    .groupBy(orderMailNotices.userId, orderMailDigests.lastSentAt)
    .having(
      and(
        or(
          sql`max(${orderMailNotices.createdAt}) <= now() - ${quiet}`,
          sql`min(${orderMailNotices.createdAt}) <= now() - ${period}`,
        ),
        or(
          isNull(orderMailDigests.lastSentAt),
          sql`${orderMailDigests.lastSentAt} <= now() - ${period}`,
        ),
      ),
    )
    // The customers answered first are mailed first (a hundred at a time).
    .orderBy(sql`min(${orderMailNotices.createdAt})`, orderMailNotices.userId)
    .limit(100);
  return rows.map((row) => row.userId);
}

/** The answered orders as the mail lists them, oldest first. */
async function answeredLines(db: Executor, orderIds: number[]): Promise<AnsweredOrderLine[]> {
  const rows = await db
    .select({
      id: orders.id,
      imei: orders.imei,
      status: orders.status,
      code: orders.code,
      reason: orders.reason,
      service: services.name,
    })
    .from(orders)
    .innerJoin(services, eq(services.id, orders.serviceId))
    .where(
      and(inArray(orders.id, orderIds), inArray(orders.status, [ORDER_COMPLETED, ORDER_REJECTED])),
    )
    .orderBy(asc(orders.id));
  return rows.map((row) => ({
    id: row.id,
    imei: row.imei,
    service: row.service,
    status: row.status === ORDER_COMPLETED ? 'completed' : 'rejected',
    code: row.status === ORDER_COMPLETED ? row.code : null,
    reason: row.status === ORDER_REJECTED ? row.reason : null,
  }));
}

/**
 * Writes one customer's digest: takes every answer waiting for them, and queues one mail listing
 * them (none when they turned the mails off meanwhile), in one transaction with the time it was
 * written. The customer's digest row is locked, so two clocks never write the same digest; an
 * answer committed meanwhile waits for the next one. Returns the mail's id, if one was queued.
 */
export async function writeDigest(
  db: Database,
  userId: number,
  timing: DigestTiming,
): Promise<number | undefined> {
  return db.transaction(async (tx) => {
    await tx.insert(orderMailDigests).values({ userId }).onConflictDoNothing();
    const [due] = await tx
      .select({ userId: orderMailDigests.userId })
      .from(orderMailDigests)
      .where(
        and(
          eq(orderMailDigests.userId, userId),
          or(
            isNull(orderMailDigests.lastSentAt),
            sql`${orderMailDigests.lastSentAt} <= now() - make_interval(secs => ${timing.digestSeconds})`,
          ),
        ),
      )
      .for('update', { skipLocked: true });
    if (!due) return undefined;
    const taken = await tx
      .delete(orderMailNotices)
      .where(eq(orderMailNotices.userId, userId))
      .returning({ orderId: orderMailNotices.orderId });
    const [user] = await tx.select().from(users).where(eq(users.id, userId));
    if (taken.length === 0 || !user?.notifyOrders || !user.active) return undefined;
    const lines = await answeredLines(
      tx,
      taken.map((notice) => notice.orderId),
    );
    if (lines.length === 0) return undefined;
    const mailId = await queueMail(tx, {
      kind: 'orders_answered',
      userId,
      recipient: user.email,
      locale: user.locale,
      payload: { name: user.name, orders: lines },
    });
    await tx
      .update(orderMailDigests)
      .set({ lastSentAt: sql`now()` })
      .where(eq(orderMailDigests.userId, userId));
    return mailId;
  });
}
