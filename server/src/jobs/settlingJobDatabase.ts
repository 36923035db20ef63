import { setTimeout as delay } from 'node:timers/promises';
import type PgBoss from 'pg-boss';
import type { JobDatabase } from '../db/client.js';

export interface SettlingJobDatabase extends JobDatabase {
  /** The same job handler, its runs counted as work under way. */
  counted<Args extends unknown[], Result>(
    handler: (...args: Args) => Promise<Result>,
  ): (...args: Args) => Promise<Result>;
  /**
   * Resolves once neither a statement nor a handler has been under way at two checks in a row
   * (25 ms apart), or after `timeoutMs`.
   */
  settled(timeoutMs: number): Promise<void>;
}

/**
 * The job database as one pg-boss instance uses it, with its statements and its handlers'
 * runs counted, so that the app can wait for them to end before it ends the pool. pg-boss's
 * stop waits for the jobs its workers hold, but not for a fetch already sent: those jobs come
 * back after stop has returned and are worked, and their completion or failure is written
 * without anyone waiting for it (pg-boss does not await it). On a pool the app had ended by
 * then, that write was an unhandled rejection, and the job's outcome was lost.
 */
export function settlingJobDatabase(database: JobDatabase): SettlingJobDatabase {
  let underWay = 0;
  const count = async <Result>(work: () => Promise<Result>): Promise<Result> => {
    underWay += 1;
    try {
      return await work();
    } finally {
      underWay -= 1;
    }
  };
  return {
    executeSql: (text, values) => count(() => database.executeSql(text, values)),
    counted:
      (handler) =>
      (...args) =>
        count(() => handler(...args)),
    async settled(timeoutMs) {
      const until = Date.now() + timeoutMs;
      let quietChecks = 0;
      while (quietChecks < 2 && Date.now() < until) {
        await delay(25);
        quietChecks = underWay === 0 ? quietChecks + 1 : 0;
      }
    },
  };
}

/** `boss.work` with each handler's runs counted by the job database (see `settled`). */
export function countedWork(boss: PgBoss, jobDatabase: SettlingJobDatabase) {
  return <Data>(queue: string, options: PgBoss.WorkOptions, handler: PgBoss.WorkHandler<Data>) =>
    boss.work<Data>(queue, options, jobDatabase.counted(handler));
}
