import { sql } from 'drizzle-orm';
import type { Database } from '../../src/db/client.js';
import { JOB_SCHEMA } from '../../src/jobs/queues.js';

/** The state of one job of the queue (pg-boss), by its id. */
export async function jobState(db: Database, jobId: string): Promise<string | undefined> {
  // Both drivers answer raw queries with `{ rows }`.
  const result = (await db.execute(
    sql`SELECT state FROM ${sql.raw(`${JOB_SCHEMA}.job`)} WHERE id = ${jobId}`,
  )) as { rows: { state: string }[] };
  return result.rows[0]?.state;
}

/**
 * As a server process killed mid-tick leaves a clock: its tick `active` for good, started long
 * ago, and no next tick sent by it. The clock's waiting tick is turned into that (tried until
 * one waits: the live process may be running the tick). Answers the dead tick's job id.
 */
export async function leaveTickDead(db: Database, queue: string): Promise<string> {
  const deadline = Date.now() + 20_000;
  for (;;) {
    const turned = (await db.execute(sql`
      UPDATE ${sql.raw(`${JOB_SCHEMA}.job`)}
      SET state = 'active', started_on = now() - interval '10 minutes'
      WHERE name = ${queue} AND state = 'created'
      RETURNING id`)) as { rows: { id: string }[] };
    const [dead] = turned.rows;
    if (dead) return dead.id;
    if (Date.now() > deadline) throw new Error(`no tick of ${queue} waited to be left dead`);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

/**
 * As a server process killed mid-poll leaves its supplier's poll job: `active` for good, started
 * long ago, under its queue's policy as pg-boss writes it (tried until it fits beside the live
 * poll jobs that policy allows). Answers its job id.
 */
export async function leavePollDead(
  db: Database,
  queue: string,
  supplierId: number,
): Promise<string> {
  const deadline = Date.now() + 20_000;
  for (;;) {
    try {
      const inserted = (await db.execute(sql`
        INSERT INTO ${sql.raw(`${JOB_SCHEMA}.job`)}
          (name, data, singleton_key, policy, state, started_on)
        SELECT ${queue}, ${JSON.stringify({ supplierId })}::jsonb, ${`supplier-${supplierId}`},
          policy, 'active', now() - interval '10 minutes'
        FROM ${sql.raw(`${JOB_SCHEMA}.queue`)} WHERE name = ${queue}
        RETURNING id`)) as { rows: { id: string }[] };
      const [dead] = inserted.rows;
      if (dead) return dead.id;
    } catch (error) {
      if (Date.now() > deadline) throw error;
    }
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}
