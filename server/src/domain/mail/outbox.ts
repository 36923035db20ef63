import { and, asc, eq, inArray, lt, lte, sql } from 'drizzle-orm';
import type { Executor, Transaction } from '../../db/client.js';
import { mailOutbox, users } from '../../db/schema.js';
import { MAIL_SEND_QUEUE, type MailSendJob } from '../../jobs/mailQueues.js';
import { sendInTransaction } from '../../jobs/queues.js';
import type { MailKind, MailToQueue } from './kinds.js';

export type OutboxRow = typeof mailOutbox.$inferSelect;

/** The longest wait between two attempts of a mail. */
const MAX_BACKOFF_SECONDS = 6 * 3600;

/** The wait after a mail's `attempts`-th refused attempt: `retrySeconds`, doubled each time. */
export const retryWaitSeconds = (attempts: number, retrySeconds: number): number =>
  Math.min(MAX_BACKOFF_SECONDS, retrySeconds * 2 ** (attempts - 1));

/**
 * Writes a mail to the outbox and its send job, in the caller's transaction: the mail exists
 * exactly when the change it tells about does, and is sent after the commit, never during the
 * request.
 */
export async function queueMail(tx: Transaction, mail: MailToQueue): Promise<number> {
  const [row] = await tx
    .insert(mailOutbox)
    .values({
      kind: mail.kind,
      userId: mail.userId,
      recipient: mail.recipient,
      locale: mail.locale,
      payload: mail.payload as unknown as Record<string, unknown>,
    })
    .returning({ id: mailOutbox.id });
  if (!row) throw new Error('mail not queued');
  await sendInTransaction(tx, MAIL_SEND_QUEUE, { mailId: row.id } satisfies MailSendJob);
  return row.id;
}

/**
 * Takes a queued mail that is due for one attempt: `sending`, committed before any SMTP call. A
 * job delivered twice, or to two processes, finds it taken and does nothing.
 *
 * A mail to an account goes to the address the account has now: one written before the customer
 * changed it (a digest of codes, refused for a while by the mail server) must not go to the
 * address the account left. A reset mail keeps its address: its link is sent only while that is
 * still the account's (passwordResets.ts's issueResetToken).
 */
export async function claimMail(tx: Executor, id: number): Promise<OutboxRow | undefined> {
  const [row] = await tx
    .update(mailOutbox)
    .set({
      state: 'sending',
      attempts: sql`${mailOutbox.attempts} + 1`,
      sendingAt: sql`now()`,
      recipient: sql`CASE WHEN ${mailOutbox.kind} = ${'password_reset' satisfies MailKind}
        THEN ${mailOutbox.recipient}
        ELSE coalesce((SELECT ${users.email} FROM ${users} WHERE ${users.id} = ${mailOutbox.userId}),
          ${mailOutbox.recipient}) END`,
    })
    .where(
      and(
        eq(mailOutbox.id, id),
        eq(mailOutbox.state, 'queued'),
        lte(mailOutbox.nextAttemptAt, sql`now()`),
      ),
    )
    .returning();
  return row;
}

/** The alerts every active admin gets (adminMails.ts). */
const ADMIN_MAILS: ReadonlySet<string> = new Set<MailKind>([
  'supplier_low_balance',
  'orders_late',
  'supplier_prices_above',
  'backup_failed',
]);

/**
 * Whether the account still wants this mail now, at its attempt: a digest written before the
 * customer turned the order mails off (or was deactivated), or an alert to an admin who is no
 * longer one, waiting out a refusal, is not sent. A reset mail is checked by its link's token.
 */
export async function stillWanted(tx: Executor, row: OutboxRow): Promise<boolean> {
  const [user] = await tx
    .select({ active: users.active, admin: users.admin, notifyOrders: users.notifyOrders })
    .from(users)
    .where(eq(users.id, row.userId));
  if (!user?.active) return false;
  if (row.kind === 'orders_answered') return user.notifyOrders;
  if (ADMIN_MAILS.has(row.kind)) return user.admin;
  return true;
}

/** The server took it (also after the sweep gave it up as unknown: it did arrive). */
export async function markSent(db: Executor, id: number): Promise<void> {
  await db
    .update(mailOutbox)
    .set({ state: 'sent', sentAt: sql`now()`, lastError: null })
    .where(and(eq(mailOutbox.id, id), inArray(mailOutbox.state, ['sending', 'unknown'])));
}

/**
 * Never sent again: `unknown` (it may have arrived), `dropped` (nothing left to say) or `failed`
 * (refused for good: no such mailbox, content refused).
 */
export async function markFinal(
  db: Executor,
  id: number,
  state: 'unknown' | 'dropped' | 'failed',
  why: string,
): Promise<void> {
  await db
    .update(mailOutbox)
    .set({ state, lastError: why.slice(0, 2000) })
    .where(and(eq(mailOutbox.id, id), eq(mailOutbox.state, 'sending')));
}

/**
 * A refused attempt: queued again after `retrySeconds`, doubled each attempt, with a job for that
 * moment; `failed` once `retryLimit` attempts were refused. Returns the new state.
 */
export async function markRefused(
  db: Executor,
  row: OutboxRow,
  why: string,
  retry: { retrySeconds: number; retryLimit: number },
): Promise<'queued' | 'failed'> {
  const lastError = why.slice(0, 2000);
  const mine = and(eq(mailOutbox.id, row.id), eq(mailOutbox.state, 'sending'));
  if (row.attempts >= retry.retryLimit) {
    await db.update(mailOutbox).set({ state: 'failed', lastError }).where(mine);
    return 'failed';
  }
  const wait = retryWaitSeconds(row.attempts, retry.retrySeconds);
  await db.transaction(async (tx) => {
    const [requeued] = await tx
      .update(mailOutbox)
      .set({
        state: 'queued',
        lastError,
        nextAttemptAt: sql`now() + make_interval(secs => ${wait})`,
      })
      .where(mine)
      .returning({ id: mailOutbox.id });
    if (requeued) {
      await sendInTransaction(tx, MAIL_SEND_QUEUE, { mailId: row.id } satisfies MailSendJob, {
        startAfterSeconds: wait,
      });
    }
  });
  return 'queued';
}

/**
 * Mails still `sending` well past an attempt's limit: their process stopped mid-send, perhaps
 * after the server took the message. They become `unknown` and are never sent again.
 */
export async function markCutOffMails(db: Executor, timeoutSeconds: number): Promise<number[]> {
  const rows = await db
    .update(mailOutbox)
    .set({
      state: 'unknown',
      lastError:
        'The attempt was cut off (its server process stopped) and the message may have gone out: it is not sent again.',
    })
    .where(
      and(
        eq(mailOutbox.state, 'sending'),
        lt(mailOutbox.sendingAt, sql`now() - make_interval(secs => ${timeoutSeconds * 2 + 30})`),
      ),
    )
    .returning({ id: mailOutbox.id });
  return rows.map((row) => row.id);
}

/**
 * How long past its time a queued mail must be before its job is taken for lost: longer than a
 * job's own retries and a backlog of mails waiting their turn.
 */
export const LOST_JOB_AFTER_SECONDS = 600;

/**
 * Queued mails long past their time, whose job was lost (failed for good): each is claimed for a
 * new job by moving its time to now, so the next claim of the same mail comes only after another
 * `LOST_JOB_AFTER_SECONDS`, however many clocks look and however long the backlog. A mail whose
 * old job runs after all is still sent once: the attempt claims the mail before it sends.
 */
export async function claimMailsWithLostJobs(db: Executor): Promise<number[]> {
  const lost = db
    .select({ id: mailOutbox.id })
    .from(mailOutbox)
    .where(
      and(
        eq(mailOutbox.state, 'queued'),
        lt(mailOutbox.nextAttemptAt, sql`now() - make_interval(secs => ${LOST_JOB_AFTER_SECONDS})`),
      ),
    )
    .orderBy(asc(mailOutbox.id))
    .limit(100)
    .for('update', { skipLocked: true });
  const rows = await db
    .update(mailOutbox)
    .set({ nextAttemptAt: sql`now()` })
    .where(inArray(mailOutbox.id, lost))
    .returning({ id: mailOutbox.id });
  return rows.map((row) => row.id);
}

/** Days a mail that is done with (sent, failed, unknown, dropped) is kept for looking into. */
export const MAIL_KEPT_DAYS = 30;

/** Forgets the mails done with for `MAIL_KEPT_DAYS`: their content (codes) need not stay. */
export async function forgetOldMails(db: Executor): Promise<void> {
  await db
    .delete(mailOutbox)
    .where(
      and(
        inArray(mailOutbox.state, ['sent', 'failed', 'unknown', 'dropped']),
        lt(mailOutbox.createdAt, sql`now() - make_interval(days => ${MAIL_KEPT_DAYS})`),
      ),
    );
}
