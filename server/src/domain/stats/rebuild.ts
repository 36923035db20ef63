import { sql } from 'drizzle-orm';
import type { Executor } from '../../db/client.js';

/**
 * Recomputes the summaries the triggers keep (the dashboard's hourly figures and the answered
 * orders per id block) from the orders. Only needed after loading orders with the triggers
 * bypassed (the bench seed); every normal change keeps them up to date itself.
 */
export async function rebuildOrderStats(db: Executor): Promise<void> {
  await db.execute(sql`SELECT order_stats_rebuild()`);
  await db.execute(sql`SELECT order_blocks_rebuild()`);
}
