import { eq, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client.js';
import { orders } from '../../db/schema.js';
import { ORDER_PENDING } from './types.js';

/** How many orders wait for an answer: the pending queue's total (read on the status index). */
export async function countPendingOrders(db: Executor): Promise<number> {
  const [row] = await db
    .select({ count: sql<number>`count(*)::int` })
    .from(orders)
    .where(eq(orders.status, ORDER_PENDING));
  return row?.count ?? 0;
}
