import type PgBoss from 'pg-boss';
import { JOB_SCHEMA } from './queues.js';

/**
 * Deletes a queue an earlier version used, with its jobs, once: a queue's policy cannot change,
 * so a queue given another policy gets another name. Safe from every process at every start (it
 * does nothing where the queue is gone). A failed deletion is told to `onError` and tried again
 * at the next start.
 */
export async function retireQueue(
  boss: PgBoss,
  formerQueue: string,
  onError: (error: unknown) => void,
): Promise<void> {
  if (!(await boss.getQueue(formerQueue))) return;
  try {
    // Its jobs first, the running ones too (pg-boss deletes only a queue without jobs). Two
    // processes starting together may both get here: the second finds nothing left to delete.
    await boss.getDb().executeSql(`DELETE FROM ${JOB_SCHEMA}.job WHERE name = $1`, [formerQueue]);
    await boss.deleteQueue(formerQueue);
  } catch (error) {
    onError(error);
  }
}
