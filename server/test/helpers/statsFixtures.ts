import { eq, sql } from 'drizzle-orm';
import type { Database } from '../../src/db/client.js';
import { categories, orders, services } from '../../src/db/schema.js';

export type TierName = 'none' | 'clean' | 'base' | 'premium';

/** A category and one service per tier, each costing the shop `cost`. */
export async function createTieredServices(
  db: Database,
  cost = '2.00',
): Promise<Record<TierName, number>> {
  const [category] = await db.insert(categories).values({ name: 'Stats' }).returning();
  if (!category) throw new Error('category not created');
  const ids = {} as Record<TierName, number>;
  for (const tier of ['none', 'clean', 'base', 'premium'] as const) {
    const [service] = await db
      .insert(services)
      .values({ name: `Service ${tier}`, price: '10.00', cost, tier, categoryId: category.id })
      .returning({ id: services.id });
    if (!service) throw new Error('service not created');
    ids[tier] = service.id;
  }
  return ids;
}

let imeiCounter = 0;

/** An order written straight into the table, answered (or not) at the given instant. */
export async function insertOrder(
  db: Database,
  values: {
    userId: number;
    serviceId: number;
    status: 1 | 3 | 4;
    answeredAt?: Date | string | null;
    price?: string;
    cost?: string;
  },
): Promise<number> {
  imeiCounter += 1;
  const answeredAt =
    values.answeredAt === undefined || values.answeredAt === null
      ? null
      : new Date(values.answeredAt);
  const [row] = await db
    .insert(orders)
    .values({
      userId: values.userId,
      serviceId: values.serviceId,
      imei: String(350000000000000 + imeiCounter),
      price: values.price ?? '10.00',
      cost: values.cost ?? '2.00',
      status: values.status,
      answeredAt,
    })
    .returning({ id: orders.id });
  if (!row) throw new Error('order not inserted');
  return row.id;
}

/** Rejects a completed order from the history, as the admin's answer does: status 3, answered now. */
export async function rejectFromHistory(
  db: Database,
  orderId: number,
  at: Date | string,
): Promise<void> {
  await db
    .update(orders)
    .set({ status: 3, answeredAt: new Date(at), updatedAt: sql`now()` })
    .where(eq(orders.id, orderId));
}

interface SummaryRow {
  bucket: string;
  tier: string;
  completed: number;
  rejected: number;
  profit: string;
}

/** The hourly summary as kept by the triggers, and as recomputed from the orders: they must agree. */
export async function summaryAndRecount(
  db: Database,
): Promise<{ kept: SummaryRow[]; recounted: SummaryRow[] }> {
  const kept = (await db.execute(sql`
    SELECT to_char(bucket AT TIME ZONE 'UTC', 'YYYY-MM-DD HH24') AS bucket, tier::text AS tier,
           completed, rejected, profit::text AS profit
    FROM order_stats_hourly
    WHERE completed <> 0 OR rejected <> 0 OR profit <> 0
    ORDER BY 1, 2`)) as unknown as { rows: SummaryRow[] };
  const recounted = (await db.execute(sql`
    SELECT to_char(o.answered_at AT TIME ZONE 'UTC', 'YYYY-MM-DD HH24') AS bucket, s.tier::text AS tier,
           count(*) FILTER (WHERE o.status = 4)::int AS completed,
           count(*) FILTER (WHERE o.status = 3)::int AS rejected,
           coalesce(sum(o.price - o.cost) FILTER (WHERE o.status = 4), 0)::numeric(16, 2)::text AS profit
    FROM orders o JOIN services s ON s.id = o.service_id
    WHERE o.answered_at IS NOT NULL AND o.status IN (3, 4)
    GROUP BY 1, 2
    ORDER BY 1, 2`)) as unknown as { rows: SummaryRow[] };
  return { kept: kept.rows, recounted: recounted.rows };
}
