import { and, eq, inArray } from 'drizzle-orm';
import type { Executor } from '../db/client.js';
import { orders } from '../db/schema.js';
import type { OrderRow } from '../domain/orders/index.js';

/**
 * Many of one customer's orders by id in one query — the bulk form of `findOrderForUser`: another
 * customer's order is absent from the map, exactly like a missing one.
 */
export async function ordersOfUserById(
  db: Executor,
  userId: number,
  orderIds: number[],
): Promise<Map<number, OrderRow>> {
  const ids = [...new Set(orderIds)];
  if (ids.length === 0) return new Map();
  const rows = await db
    .select()
    .from(orders)
    .where(and(eq(orders.userId, userId), inArray(orders.id, ids)));
  return new Map(rows.map((order) => [order.id, order]));
}
