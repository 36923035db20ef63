import { eq, sql } from 'drizzle-orm';
import type { Executor } from '../db/client.js';
import { rateLimits } from '../db/schema.js';

/**
 * Fixed-window counters kept in the database, so every server process shares them.
 * `hit` counts one more event and returns the count in the current window.
 */
export async function hit(db: Executor, key: string, windowSeconds: number): Promise<number> {
  const expired = sql`${rateLimits.windowStart} < now() - make_interval(secs => ${windowSeconds})`;
  const rows = await db
    .insert(rateLimits)
    .values({ key, windowStart: sql`now()`, hits: 1 })
    .onConflictDoUpdate({
      target: rateLimits.key,
      set: {
        hits: sql`CASE WHEN ${expired} THEN 1 ELSE ${rateLimits.hits} + 1 END`,
        windowStart: sql`CASE WHEN ${expired} THEN now() ELSE ${rateLimits.windowStart} END`,
      },
    })
    .returning({ hits: rateLimits.hits });
  return rows[0]?.hits ?? 1;
}

/** Events counted in the current window, and seconds until it ends. */
export async function current(
  db: Executor,
  key: string,
  windowSeconds: number,
): Promise<{ hits: number; retryAfter: number }> {
  const rows = await db
    .select({
      hits: rateLimits.hits,
      retryAfter: sql<number>`ceil(extract(epoch from (${rateLimits.windowStart} + make_interval(secs => ${windowSeconds}) - now())))::int`,
    })
    .from(rateLimits)
    .where(eq(rateLimits.key, key));
  const row = rows[0];
  if (!row || row.retryAfter <= 0) return { hits: 0, retryAfter: 0 };
  return { hits: row.hits, retryAfter: row.retryAfter };
}

export async function reset(db: Executor, key: string): Promise<void> {
  await db.delete(rateLimits).where(eq(rateLimits.key, key));
}
