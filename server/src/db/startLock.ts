import pg from 'pg';

/** The advisory lock key of a server's start ("unlock" in ASCII). */
const START_LOCK = 0x756e6c6f636b;

/**
 * Runs `work` (migrations, the demo seed, the job queues' creation) while this process holds the
 * start lock of the PostgreSQL database, so that server processes started at the same moment on
 * a new database start one after the other: at once, both apply the first migration and one
 * fails on a type the other has just created, and pg-boss's queue creations deadlock. A session
 * lock on a connection of its own, released when that connection ends, also if `work` throws.
 * The embedded database has one process: there `work` just runs.
 */
export async function whileStarting<T>(
  databaseUrl: string | undefined,
  work: () => Promise<T>,
): Promise<T> {
  if (!databaseUrl) return work();
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    await client.query('SELECT pg_advisory_lock($1)', [START_LOCK]);
    return await work();
  } finally {
    await client.end();
  }
}
