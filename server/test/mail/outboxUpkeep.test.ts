import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { mailOutbox, passwordResets } from '../../src/db/schema.js';
import {
  claimMailsWithLostJobs,
  forgetOldMails,
  LOST_JOB_AFTER_SECONDS,
} from '../../src/domain/mail/outbox.js';
import { forgetOldResetLinks } from '../../src/domain/passwordResets.js';
import { createTestApp, type TestApp, type TestUser } from '../helpers/testApp.js';

let t: TestApp;
let carla: TestUser;

const mailRow = (state: string, daysAgo: number) => ({
  kind: 'orders_answered',
  userId: carla.id,
  recipient: carla.email,
  locale: 'en',
  payload: { name: 'Carla', orders: [] },
  state,
  createdAt: sql`now() - make_interval(days => ${daysAgo})`,
});

describe('the mail clock’s upkeep', () => {
  beforeAll(async () => {
    t = await createTestApp();
    carla = await t.createUser({ name: 'carla' });
  });
  afterAll(() => t.close());

  it('forgets mails done with for 30 days, never one still to send', async () => {
    await t.db
      .insert(mailOutbox)
      .values([
        mailRow('sent', 31),
        mailRow('failed', 31),
        mailRow('unknown', 31),
        mailRow('dropped', 31),
        mailRow('queued', 31),
        mailRow('sent', 29),
      ]);
    await forgetOldMails(t.db);
    const left = await t.db.select({ state: mailOutbox.state }).from(mailOutbox);
    expect(left.map((row) => row.state).sort()).toEqual(['queued', 'sent']);
  });

  it('gives a new job to a queued mail long past its time, once per period, not to a mail merely late', async () => {
    const overdue = (seconds: number) => ({
      ...mailRow('queued', 0),
      nextAttemptAt: sql`now() - make_interval(secs => ${seconds})`,
    });
    const [lost, late] = await t.db
      .insert(mailOutbox)
      .values([overdue(LOST_JOB_AFTER_SECONDS + 60), overdue(120)])
      .returning({ id: mailOutbox.id });
    const claimed = await claimMailsWithLostJobs(t.db);
    expect(claimed).toContain(lost?.id);
    expect(claimed).not.toContain(late?.id);
    // Claimed: the next clock does not give it another job (a backlog is no flood of jobs).
    expect(await claimMailsWithLostJobs(t.db)).not.toContain(lost?.id);
  });

  it('forgets reset links a day after they expired', async () => {
    await t.db.insert(passwordResets).values([
      { userId: carla.id, tokenHash: 'a'.repeat(64), expiresAt: sql`now() - interval '25 hours'` },
      { userId: carla.id, tokenHash: 'b'.repeat(64), expiresAt: sql`now() - interval '23 hours'` },
    ]);
    await forgetOldResetLinks(t.db);
    const left = await t.db.select({ hash: passwordResets.tokenHash }).from(passwordResets);
    expect(left).toEqual([{ hash: 'b'.repeat(64) }]);
  });
});
