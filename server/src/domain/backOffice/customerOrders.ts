import { count, desc, eq } from 'drizzle-orm';
import type { Executor } from '../../db/client.js';
import { orders, services, users } from '../../db/schema.js';
import type { PageRequest } from '../../http/pagination.js';
import { findUser } from './customers.js';

export type OrderRow = typeof orders.$inferSelect;

export interface CustomerOrder {
  order: OrderRow;
  serviceName: string;
  userName: string;
}

/** One page of one customer's orders, newest first, read through the (user_id, id) index. */
export async function customerOrdersPage(
  db: Executor,
  userId: number,
  page: PageRequest,
): Promise<{ total: number; rows: CustomerOrder[] }> {
  await findUser(db, userId);
  const [totals] = await db.select({ n: count() }).from(orders).where(eq(orders.userId, userId));
  const rows = await db
    .select({ order: orders, serviceName: services.name, userName: users.name })
    .from(orders)
    .innerJoin(services, eq(services.id, orders.serviceId))
    .innerJoin(users, eq(users.id, orders.userId))
    .where(eq(orders.userId, userId))
    .orderBy(desc(orders.id))
    .limit(page.perPage)
    .offset(page.offset);
  return { total: Number(totals?.n ?? 0), rows };
}
