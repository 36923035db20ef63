import { sql } from 'drizzle-orm';
import pg from 'pg';
import type { Executor } from '../../src/db/client.js';
import { rowsOf } from '../../src/db/rows.js';

/**
 * PostgreSQL only: resolves once `count` statements of this database wait for a lock (a row
 * another connection holds), so a test can act while requests are stopped at known points.
 */
export async function untilWaitingForLocks(
  db: Executor,
  count: number,
  timeoutMs = 10_000,
): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const [row] = await rowsOf<{ waiting: number }>(
      db,
      sql`SELECT count(*)::int AS waiting FROM pg_stat_activity
        WHERE datname = current_database() AND wait_event_type = 'Lock'`,
    );
    if (Number(row?.waiting) >= count) return;
    if (Date.now() > deadline) throw new Error(`fewer than ${count} statements waited for a lock`);
    await new Promise((resolve) => setTimeout(resolve, 10));
  }
}

/** PostgreSQL only: resolves once a statement of this database waits for a lock. */
export const untilSomeoneWaitsForALock = (db: Executor, timeoutMs = 10_000): Promise<void> =>
  untilWaitingForLocks(db, 1, timeoutMs);

/** A connection of its own to the test database, for a transaction held open by the test. */
export async function otherConnection(url: string | undefined): Promise<pg.Client> {
  if (!url) throw new Error('a second connection needs the PostgreSQL test database');
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  return client;
}
