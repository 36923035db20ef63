import { and, eq, gt, isNull, lt, sql } from 'drizzle-orm';
import type { Database, Executor, Transaction } from '../db/client.js';
import { passwordResets, users } from '../db/schema.js';
import { MAIL_FORGOT_QUEUE, type MailForgotJob } from '../jobs/mailQueues.js';
import { sendInTransaction } from '../jobs/queues.js';
import { recordAudit } from './audit/index.js';
import { InvalidInputError, TooManyAttemptsError } from './errors.js';
import { queueMail } from './mail/outbox.js';
import { RESET_LINK_MINUTES } from './mail/rendering.js';
import { hashPassword } from './passwords.js';
import * as rateLimits from './rateLimits.js';
import { newToken, sha256 } from './secrets.js';
import { revokeUserTokens } from './tokens.js';
import { findUserByEmail, normalizeEmail } from './users.js';

/** "Forgot password" requests allowed per window: per e-mail address asked about, per client. */
export const FORGOT_LIMITS = { perAccount: 3, perAddress: 10, windowSeconds: 3600 } as const;
/** Reset attempts (each hashes a password) allowed per client address per window. */
export const RESET_LIMITS = { perAddress: 20, windowSeconds: 3600 } as const;

export const INVALID_RESET_LINK =
  'This password reset link is invalid or has expired. Ask for a new one.';

function tooMany(retryAfter: number): TooManyAttemptsError {
  return new TooManyAttemptsError(
    `Too many password reset requests. Please try again in ${retryAfter} seconds.`,
    retryAfter,
  );
}

/**
 * "Forgot password": counted per address asked about and per client address, then handed to a
 * job. Nothing here looks the account up, so the answer and its timing are the same whether it
 * exists or not; the job writes the mail when it does.
 */
export async function requestPasswordReset(
  db: Database,
  input: { email: string; ip: string },
): Promise<void> {
  const email = normalizeEmail(input.email);
  const attempt = await rateLimits.countAttempt(
    db,
    [
      { key: `forgot:account:${sha256(email)}`, limit: FORGOT_LIMITS.perAccount },
      { key: rateLimits.addressKey('forgot', input.ip), limit: FORGOT_LIMITS.perAddress },
    ],
    FORGOT_LIMITS.windowSeconds,
  );
  if (!attempt.allowed) throw tooMany(attempt.retryAfter);
  await db.transaction((tx) =>
    sendInTransaction(tx, MAIL_FORGOT_QUEUE, { email } satisfies MailForgotJob),
  );
}

/**
 * The job's half: when the address is an active account's, a reset link (its token is made when
 * the mail is sent; until then it holds the hash of a token nobody has) and its mail, together.
 * Returns whether a mail was queued.
 */
export async function writePasswordResetMail(db: Database, email: string): Promise<boolean> {
  const user = await findUserByEmail(db, email);
  if (!user?.active) return false;
  await db.transaction(async (tx) => {
    const [link] = await tx
      .insert(passwordResets)
      .values({
        userId: user.id,
        tokenHash: sha256(newToken()),
        expiresAt: sql`now() + make_interval(mins => ${RESET_LINK_MINUTES})`,
      })
      .returning({ id: passwordResets.id });
    if (!link) throw new Error('reset link not written');
    await queueMail(tx, {
      kind: 'password_reset',
      userId: user.id,
      recipient: user.email,
      locale: user.locale,
      payload: { name: user.name, resetId: link.id },
    });
  });
  return true;
}

/**
 * The token of a link, made as its mail is sent: only its SHA-256 is stored, and the link works
 * `RESET_LINK_MINUTES` from now. Undefined when the link was used (or replaced) meanwhile, or
 * when the account no longer has the address the mail goes to, or is deactivated: a link written
 * while the address was being changed must not go to the address the account left.
 */
export async function issueResetToken(
  tx: Transaction,
  resetId: number,
  recipient: string,
): Promise<string | undefined> {
  const token = newToken();
  const [issued] = await tx
    .update(passwordResets)
    .set({
      tokenHash: sha256(token),
      expiresAt: sql`now() + make_interval(mins => ${RESET_LINK_MINUTES})`,
    })
    .from(users)
    .where(
      and(
        eq(passwordResets.id, resetId),
        isNull(passwordResets.usedAt),
        eq(users.id, passwordResets.userId),
        eq(users.email, recipient),
        eq(users.active, true),
      ),
    )
    .returning({ id: passwordResets.id });
  return issued ? token : undefined;
}

/**
 * Sets a new password from a link: the link is taken (used once, also by two requests at once),
 * the password set, every session of the account ended, the account's other links invalidated,
 * and an audit row written, in one transaction. A link unknown, used, expired or of a
 * deactivated account is a 422 on `token`.
 */
export async function resetPassword(
  db: Database,
  input: { token: string; password: string; ip: string },
): Promise<void> {
  const attempt = await rateLimits.countAttempt(
    db,
    [{ key: rateLimits.addressKey('reset', input.ip), limit: RESET_LIMITS.perAddress }],
    RESET_LIMITS.windowSeconds,
  );
  if (!attempt.allowed) throw tooMany(attempt.retryAfter);
  // Hashing is slow: done before the transaction opens, so no row stays locked meanwhile.
  const passwordHash = await hashPassword(input.password);
  await db.transaction(async (tx) => {
    const [link] = await tx
      .update(passwordResets)
      .set({ usedAt: sql`now()` })
      .where(
        and(
          eq(passwordResets.tokenHash, sha256(input.token)),
          isNull(passwordResets.usedAt),
          gt(passwordResets.expiresAt, sql`now()`),
        ),
      )
      .returning({ userId: passwordResets.userId });
    if (!link) throw InvalidInputError.field('token', INVALID_RESET_LINK);
    const [user] = await tx
      .update(users)
      .set({ passwordHash, updatedAt: sql`now()` })
      .where(and(eq(users.id, link.userId), eq(users.active, true)))
      .returning({ id: users.id });
    if (!user) throw InvalidInputError.field('token', INVALID_RESET_LINK);
    await revokeUserTokens(tx, user.id);
    await endResetLinks(tx, user.id);
    await recordAudit(
      tx,
      { userId: user.id, address: input.ip },
      {
        kind: 'user.password_reset',
        target: { type: 'user', id: user.id },
        targetUserId: user.id,
        after: { password: 'changed' },
      },
    );
  });
}

/**
 * Every reset link of the account not used yet stops working: once its password is set (by a link,
 * an admin or ADMIN_PASSWORD), or its address changed, a link sent before must not set it again.
 */
export async function endResetLinks(db: Executor, userId: number): Promise<void> {
  await db
    .update(passwordResets)
    .set({ usedAt: sql`now()` })
    .where(and(eq(passwordResets.userId, userId), isNull(passwordResets.usedAt)));
}

/** Links expired or used a day ago: nothing can be done with them any more. */
export async function forgetOldResetLinks(db: Executor): Promise<void> {
  await db
    .delete(passwordResets)
    .where(lt(passwordResets.expiresAt, sql`now() - make_interval(days => 1)`));
}
