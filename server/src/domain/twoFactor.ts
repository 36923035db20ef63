import { randomBytes } from 'node:crypto';
import { and, eq, isNull, lt, or, sql } from 'drizzle-orm';
import { Secret, TOTP } from 'otpauth';
import type { Executor } from '../db/client.js';
import { recoveryCodes, users } from '../db/schema.js';
import { type Actor, recordAudit } from './audit/index.js';
import { ConflictError, InvalidInputError, NotFoundError, TooManyAttemptsError } from './errors.js';
import * as rateLimits from './rateLimits.js';
import { sha256 } from './secrets.js';
import { revokeUserTokens, type UserRow } from './tokens.js';

/** RFC 6238 defaults, which every authenticator app reads. */
const PERIOD_SECONDS = 30;
const DIGITS = 6;
/** A code of the step before or after the current one is accepted too (clock drift). */
const WINDOW_STEPS = 1;
const RECOVERY_CODE_COUNT = 10;

export const OTP_REQUIRED = 'Enter the 6-digit code from your authenticator app.';
export const OTP_INVALID = 'The code is not valid.';

const totpOf = (secret: string, label = '', issuer = 'Unlock Portal') =>
  new TOTP({
    issuer,
    label,
    algorithm: 'SHA1',
    digits: DIGITS,
    period: PERIOD_SECONDS,
    secret: Secret.fromBase32(secret),
  });

const currentStep = () => Math.floor(Date.now() / 1000 / PERIOD_SECONDS);

/** A recovery code as people type it: letter case, spaces and dashes do not matter. */
const normalizeRecoveryCode = (code: string) => code.toLowerCase().replace(/[\s-]/g, '');

const otpError = (message: string) => InvalidInputError.field('otp', message);

const ALREADY_ON = 'Two-factor sign-in is already on.';

/** The step a TOTP code belongs to, or undefined when it matches none near now. */
function stepOfCode(secret: string, otp: string): number | undefined {
  if (!/^\d{6}$/.test(otp)) return undefined;
  const delta = totpOf(secret).validate({ token: otp, window: WINDOW_STEPS });
  return delta === null ? undefined : currentStep() + delta;
}

/**
 * Starts setting up two-factor sign-in: a new secret, kept aside until a first code confirms it.
 * Returns the secret to type and the otpauth:// URL a QR code carries.
 */
export async function startTwoFactor(
  db: Executor,
  user: UserRow,
  issuer: string,
): Promise<{ secret: string; otpauthUrl: string }> {
  if (user.totpSecret) throw new ConflictError(ALREADY_ON);
  const secret = new Secret({ size: 20 }).base32;
  // Only while it is still off: the row read at the request's start may be older than a
  // confirmation that turned it on meanwhile.
  const waiting = await db
    .update(users)
    .set({ totpPendingSecret: secret })
    .where(and(eq(users.id, user.id), isNull(users.totpSecret)))
    .returning({ id: users.id });
  if (waiting.length === 0) throw new ConflictError(ALREADY_ON);
  return { secret, otpauthUrl: totpOf(secret, user.email, issuer).toString() };
}

/**
 * Turns two-factor sign-in on with a first code; returns the recovery codes, shown once. Ends the
 * account's other sessions in the same transaction (they were signed in with the password alone,
 * perhaps by someone who has it), keeping `keepToken`, the one that turns it on.
 */
export async function confirmTwoFactor(
  db: Executor,
  userId: number,
  otp: string,
  actor: Actor,
  keepToken: string | null,
): Promise<string[]> {
  return db.transaction(async (tx) => {
    const [user] = await tx.select().from(users).where(eq(users.id, userId)).for('update');
    // A secret in use is replaced only by turning two-factor off (with a code of it) first.
    if (user?.totpSecret) throw new ConflictError(ALREADY_ON);
    if (!user?.totpPendingSecret) {
      throw otpError('Start the set-up first: no two-factor secret is waiting for a code.');
    }
    const step = stepOfCode(user.totpPendingSecret, otp.trim());
    if (step === undefined) throw otpError(OTP_INVALID);
    await tx
      .update(users)
      .set({
        totpSecret: user.totpPendingSecret,
        totpPendingSecret: null,
        totpEnabledAt: sql`now()`,
        totpLastStep: step,
      })
      .where(eq(users.id, userId));
    await revokeUserTokens(tx, userId, keepToken ?? undefined);
    const codes = Array.from({ length: RECOVERY_CODE_COUNT }, () => {
      const hex = randomBytes(5).toString('hex');
      return `${hex.slice(0, 5)}-${hex.slice(5)}`;
    });
    await tx.delete(recoveryCodes).where(eq(recoveryCodes.userId, userId));
    await tx
      .insert(recoveryCodes)
      .values(codes.map((code) => ({ userId, codeHash: sha256(normalizeRecoveryCode(code)) })));
    await recordAudit(tx, actor, {
      kind: 'user.two_factor_enabled',
      target: { type: 'user', id: userId },
      targetUserId: userId,
      before: { two_factor: 'off' },
      after: { two_factor: 'on' },
    });
    return codes;
  });
}

/**
 * Accepts a second factor: a TOTP code not used before (its step must be newer than the last
 * accepted one, taken atomically, so a code seen by someone else cannot be replayed) or an unused
 * recovery code (spent atomically). False for anything else.
 */
export async function acceptSecondFactor(
  db: Executor,
  user: UserRow,
  otp: string,
): Promise<boolean> {
  if (!user.totpSecret) return false;
  const typed = otp.trim();
  const step = stepOfCode(user.totpSecret, typed);
  if (step !== undefined) {
    const taken = await db
      .update(users)
      .set({ totpLastStep: step })
      .where(
        and(eq(users.id, user.id), or(isNull(users.totpLastStep), lt(users.totpLastStep, step))),
      )
      .returning({ id: users.id });
    return taken.length === 1;
  }
  const spent = await db
    .update(recoveryCodes)
    .set({ usedAt: sql`now()` })
    .where(
      and(
        eq(recoveryCodes.userId, user.id),
        eq(recoveryCodes.codeHash, sha256(normalizeRecoveryCode(typed))),
        isNull(recoveryCodes.usedAt),
      ),
    )
    .returning({ id: recoveryCodes.id });
  return spent.length === 1;
}

/**
 * Codes tried to turn one's two-factor sign-in off, per account and window. Without a limit a
 * stolen session could try every code (about three in a million are valid at any moment) and
 * remove the second factor in minutes.
 */
export const DISABLE_LIMITS = { perAccount: 5, windowSeconds: 900 } as const;

/** Counts one code tried against an account's limit, before it is checked: 429 past it. */
async function countCodeTry(
  db: Executor,
  key: string,
  limits: { perAccount: number; windowSeconds: number },
): Promise<void> {
  const attempt = await rateLimits.countAttempt(
    db,
    [{ key, limit: limits.perAccount }],
    limits.windowSeconds,
  );
  if (!attempt.allowed) {
    throw new TooManyAttemptsError(
      `Too many codes tried. Please try again in ${attempt.retryAfter} seconds.`,
      attempt.retryAfter,
    );
  }
}

/**
 * Turns two-factor sign-in off, after a valid code (or recovery code) of the user's own. Each
 * try is counted first, outside the transaction, so a refused one stays counted; a success
 * forgives the account's earlier tries.
 */
export async function disableTwoFactor(
  db: Executor,
  user: UserRow,
  otp: string,
  actor: Actor,
): Promise<void> {
  if (!user.totpSecret) throw new ConflictError('Two-factor sign-in is not on.');
  const key = `2fa-off:user:${user.id}`;
  await countCodeTry(db, key, DISABLE_LIMITS);
  await db.transaction(async (tx) => {
    if (!(await acceptSecondFactor(tx, user, otp))) throw otpError(OTP_INVALID);
    await clearTwoFactor(tx, user.id);
    await recordTwoFactorOff(tx, actor, user.id, 'user.two_factor_disabled', 'on');
  });
  await rateLimits.forgiveAttempt(db, { cleared: [key], givenBack: [] });
}

export const RESET_OWN_TWO_FACTOR =
  'Turn your own two-factor sign-in off in My Profile, with a code.';

/**
 * Another admin's reset of an account's two-factor sign-in (a lost phone). Not one's own: that
 * takes a code, so a stolen session cannot remove the second factor. When there was something to
 * reset, ends every session of the account (the lost phone's too) and writes an audit row, in the
 * same transaction.
 */
export async function resetTwoFactor(db: Executor, userId: number, actor: Actor): Promise<void> {
  if (userId === actor.userId) throw InvalidInputError.field('user', RESET_OWN_TWO_FACTOR);
  await db.transaction(async (tx) => {
    const [user] = await tx.select().from(users).where(eq(users.id, userId)).for('update');
    if (!user) throw new NotFoundError('User');
    if (user.totpSecret === null && user.totpPendingSecret === null) return;
    await clearTwoFactor(tx, userId);
    await revokeUserTokens(tx, userId);
    const was = user.totpSecret === null ? 'being set up' : 'on';
    await recordTwoFactorOff(tx, actor, userId, 'user.two_factor_reset', was);
  });
}

async function recordTwoFactorOff(
  tx: Executor,
  actor: Actor,
  userId: number,
  kind: 'user.two_factor_disabled' | 'user.two_factor_reset',
  was: 'on' | 'being set up',
): Promise<void> {
  await recordAudit(tx, actor, {
    kind,
    target: { type: 'user', id: userId },
    targetUserId: userId,
    before: { two_factor: was },
    after: { two_factor: 'off' },
  });
}

/** Removes a user's two-factor sign-in and recovery codes (their own choice, or an admin's reset). */
export async function clearTwoFactor(db: Executor, userId: number): Promise<void> {
  await db
    .update(users)
    .set({ totpSecret: null, totpPendingSecret: null, totpEnabledAt: null, totpLastStep: null })
    .where(eq(users.id, userId));
  await db.delete(recoveryCodes).where(eq(recoveryCodes.userId, userId));
}

/**
 * Codes checked per account for sign-ins, from every address together. The sign-in limits count
 * per address (an IPv6 client per /64), and someone who has the password and many networks could
 * otherwise try every code within minutes; only someone who has the password can use this up.
 */
export const SIGN_IN_CODE_LIMITS = { perAccount: 10, windowSeconds: 900 } as const;

/**
 * Checks the second factor of a sign-in: 422 on `otp` when it is missing or wrong, 429 once the
 * account's codes for the window are used up (each is counted before it is checked; a right one
 * forgives the others).
 */
export async function requireSecondFactor(
  db: Executor,
  user: UserRow,
  otp: string | undefined,
): Promise<void> {
  if (!user.totpSecret) return;
  if (otp === undefined || otp.trim() === '') throw otpError(OTP_REQUIRED);
  const key = `2fa-sign-in:user:${user.id}`;
  await countCodeTry(db, key, SIGN_IN_CODE_LIMITS);
  if (!(await acceptSecondFactor(db, user, otp))) throw otpError(OTP_INVALID);
  await rateLimits.forgiveAttempt(db, { cleared: [key], givenBack: [] });
}
