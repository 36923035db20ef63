import type { JobDatabase } from '../db/client.js';

export interface ShuttableJobDatabase extends JobDatabase {
  /** From now on, read no jobs and write nothing. */
  shut(): void;
}

/**
 * The job database as one pg-boss instance uses it, shut once pg-boss has stopped. pg-boss's
 * stop waits for the jobs its workers hold, but not for a fetch already sent: those jobs come
 * back after stop has returned, are worked, and their completion or failure is written without
 * anyone waiting for it (pg-boss does not await it), by then on a pool the app has ended — an
 * unhandled rejection. Once shut, such late calls read no rows and write nothing: the jobs stay
 * active, expire and are retried, as a stopped process's would.
 */
export function shuttableJobDatabase(database: JobDatabase): ShuttableJobDatabase {
  let shut = false;
  return {
    executeSql: (text, values) =>
      shut ? Promise.resolve({ rows: [] }) : database.executeSql(text, values),
    shut: () => {
      shut = true;
    },
  };
}
