import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { mailOutbox } from '../../src/db/schema.js';
import { MAIL_TICK_QUEUE } from '../../src/jobs/mailQueues.js';
import { JOB_SCHEMA } from '../../src/jobs/queues.js';
import type { TestUser } from '../helpers/testApp.js';
import { createMailTestApp, eventually, type MailTestApp, outboxRow } from './mailFixtures.js';

let m: MailTestApp;
let customer: TestUser;

/**
 * As a server process killed mid-tick leaves the mail clock: its tick job `active` for good,
 * started long ago, and no next tick (the killed handler never sent it).
 */
async function killTheClockMidTick(): Promise<void> {
  const jobs = sql.raw(`${JOB_SCHEMA}.job`);
  await eventually(async () => {
    try {
      // Both drivers answer raw queries with `{ rows }`.
      const turned = (await m.t.db.execute(sql`
        UPDATE ${jobs} SET state = 'active', started_on = now() - interval '10 minutes'
        WHERE name = ${MAIL_TICK_QUEUE} AND state = 'created'
          AND NOT EXISTS (SELECT 1 FROM ${jobs} WHERE name = ${MAIL_TICK_QUEUE} AND state = 'active')
        RETURNING id`)) as { rows: unknown[] };
      return turned.rows.length === 1;
    } catch {
      return false; // the live tick took it meanwhile: try again
    }
  }, 'the tick job left active by a killed process');
}

describe('the mail clock when a process is killed mid-tick', () => {
  beforeAll(async () => {
    // As in production with SUPPLIER_WORKERS=false: no supplier workers in this process.
    m = await createMailTestApp({ queueUpkeepSeconds: 1 });
    expect(m.t.config.suppliers.workers).toBe(false);
    customer = await m.t.createUser({ name: 'Kim' });
  });
  afterAll(() => m.close());

  it('starts again once the dead tick expires, also without supplier workers', async () => {
    await killTheClockMidTick();
    // A mail cut off mid-send: only the clock marks it unknown.
    const [stuck] = await m.t.db
      .insert(mailOutbox)
      .values({
        kind: 'orders_answered',
        userId: customer.id,
        recipient: customer.email,
        locale: 'en',
        payload: { name: 'Kim', orders: [] },
        state: 'sending',
        attempts: 1,
        sendingAt: sql`now() - interval '10 minutes'`,
      })
      .returning();
    await eventually(
      async () => (await outboxRow(m.t.db, stuck?.id ?? 0))?.state === 'unknown',
      'the clock ticking again',
      30_000,
    );
    expect((await outboxRow(m.t.db, stuck?.id ?? 0))?.lastError).toMatch(/cut off/);
  }, 60_000);
});
