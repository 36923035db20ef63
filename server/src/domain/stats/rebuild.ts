import { sql } from 'drizzle-orm';
import type { Executor } from '../../db/client.js';

/**
 * Recomputes the dashboard's hourly summary from the orders. Only needed after loading orders
 * with the triggers bypassed (the bench seed); every normal change keeps it up to date itself.
 */
export async function rebuildOrderStats(db: Executor): Promise<void> {
  await db.execute(sql`SELECT order_stats_rebuild()`);
}
