import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { mailOutbox } from '../../src/db/schema.js';
import { MAIL_CLOCK_QUEUE } from '../../src/jobs/mailQueues.js';
import { jobState, leaveTickDead } from '../helpers/deadTick.js';
import type { TestUser } from '../helpers/testApp.js';
import { createMailTestApp, eventually, type MailTestApp, outboxRow } from './mailFixtures.js';

let m: MailTestApp;
let customer: TestUser;

describe('the mail clock when a process is killed mid-tick', () => {
  beforeAll(async () => {
    // As in production with SUPPLIER_WORKERS=false: no supplier workers in this process.
    m = await createMailTestApp();
    expect(m.t.config.suppliers.workers).toBe(false);
    customer = await m.t.createUser({ name: 'Kim' });
  });
  afterAll(() => m.close());

  it('goes on at once, the dead tick still active, also without supplier workers', async () => {
    const deadTick = await leaveTickDead(m.t.db, MAIL_CLOCK_QUEUE);
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
      'the clock going on',
      15_000,
    );
    expect((await outboxRow(m.t.db, stuck?.id ?? 0))?.lastError).toMatch(/cut off/);
    // Not after the dead tick's expiry (60 s) and the queue's upkeep: it is still there.
    expect(await jobState(m.t.db, deadTick)).toBe('active');
  }, 30_000);
});
