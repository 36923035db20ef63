import type pg from 'pg';

/**
 * Work done in one place at a time among every server process on one database, such as one
 * supplier's poll. A lock held by a process that dies is free again at once: PostgreSQL's
 * advisory lock belongs to the connection that took it, and ends with it. (A job queue's
 * `active` job of a killed process, by contrast, holds its place until it expires.)
 */
export interface SessionLocks {
  /**
   * Runs `work` holding the lock named `key`, unless someone holds it already: then it does not
   * run. Answers whether it ran; an error of `work` is thrown after the lock is let go.
   */
  runAlone(key: string, work: () => Promise<void>): Promise<boolean>;
}

/** A lock's name as PostgreSQL's advisory locks number them (64 bits of its hash). */
const LOCK_ID = 'hashtextextended($1, 0)';

/**
 * Session-level advisory locks, each held on a connection of the pool taken for the work's
 * length: the lock dies with that connection, a killed process's too.
 */
export function postgresSessionLocks(pool: pg.Pool): SessionLocks {
  return {
    async runAlone(key, work) {
      const client = await pool.connect();
      let taken: boolean;
      try {
        const answer = await client.query<{ held: boolean }>(
          `SELECT pg_try_advisory_lock(${LOCK_ID}) AS held`,
          [key],
        );
        taken = answer.rows[0]?.held === true;
      } catch (error) {
        client.release(asError(error));
        throw error;
      }
      if (!taken) {
        client.release();
        return false;
      }
      try {
        await work();
      } finally {
        // A connection whose lock could not be let go is closed, which lets it go.
        let unusable: Error | undefined;
        try {
          await client.query(`SELECT pg_advisory_unlock(${LOCK_ID})`, [key]);
        } catch (error) {
          unusable = asError(error);
        }
        client.release(unusable);
      }
      return true;
    },
  };
}

const asError = (error: unknown): Error =>
  error instanceof Error ? error : new Error(String(error));

/** Locks of this process alone: the embedded database has no other. */
export function processLocks(): SessionLocks {
  const held = new Set<string>();
  return {
    async runAlone(key, work) {
      if (held.has(key)) return false;
      held.add(key);
      try {
        await work();
      } finally {
        held.delete(key);
      }
      return true;
    },
  };
}
