import { and, eq, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client.js';
import { mailSwitch, orderMailNotices, users } from '../../db/schema.js';

/**
 * Called in the transaction that answers an order (completed or rejected): notes it for its
 * customer's next "orders answered" mail — while mail is on and the customer wants those mails.
 * One statement; the mail itself is written later by the mail clock (orderDigest.ts).
 */
export async function noteAnsweredOrder(
  tx: Executor,
  order: { id: number; userId: number },
): Promise<void> {
  await tx
    .insert(orderMailNotices)
    .select(
      tx
        .select({
          orderId: sql<number>`${order.id}::bigint`.as('order_id'),
          userId: users.id,
          createdAt: sql<Date>`now()`.as('created_at'),
        })
        .from(users)
        .innerJoin(mailSwitch, eq(mailSwitch.enabled, true))
        .where(and(eq(users.id, order.userId), eq(users.notifyOrders, true))),
    )
    .onConflictDoNothing({ target: orderMailNotices.orderId });
}
