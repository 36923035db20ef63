import type { AppConfig } from '../config.js';
import type { Executor } from '../db/client.js';
import { InvalidInputError, TooManyAttemptsError } from './errors.js';
import { dummyPasswordHash, verifyPassword } from './passwords.js';
import * as rateLimits from './rateLimits.js';
import { issueTokenAsVerified, type UserRow } from './tokens.js';
import { requireSecondFactor } from './twoFactor.js';
import { findUserByEmail, normalizeEmail } from './users.js';

export const FAILED_SIGN_IN = 'These credentials do not match our records.';

type LimitConfig = Pick<
  AppConfig,
  'loginMaxFailures' | 'loginMaxFailuresPerAddress' | 'loginWindowSeconds'
>;

function tooMany(retryAfter: number): TooManyAttemptsError {
  return new TooManyAttemptsError(
    `Too many login attempts. Please try again in ${retryAfter} seconds.`,
    retryAfter,
  );
}

/**
 * Checks email and password and issues a token. Every attempt is counted before the password is
 * verified — per account and address pair, and per address across accounts — so at most
 * `loginMaxFailures` guesses per window are ever verified for an account from one address, and an
 * attacker slows only their own address: the owner signs in from theirs. A success forgives its
 * pair's count and gives the address its attempt back.
 */
export async function signIn(
  db: Executor,
  config: LimitConfig,
  input: { email: string; password: string; otp?: string; ip: string },
): Promise<{ user: UserRow; token: string }> {
  const email = normalizeEmail(input.email);
  const pair = rateLimits.pairKey('login', email, input.ip);
  const address = rateLimits.addressKey('login', input.ip);
  const attempt = await rateLimits.countAttempt(
    db,
    [
      { key: pair, limit: config.loginMaxFailures },
      { key: address, limit: config.loginMaxFailuresPerAddress },
    ],
    config.loginWindowSeconds,
  );
  if (!attempt.allowed) throw tooMany(attempt.retryAfter);
  const user = await findUserByEmail(db, email);
  const valid = await verifyPassword(
    user?.passwordHash ?? (await dummyPasswordHash()),
    input.password,
  );
  if (!user || !valid) throw InvalidInputError.field('email', FAILED_SIGN_IN);
  if (!user.active) {
    throw InvalidInputError.field('email', 'This account has been deactivated.');
  }
  // A missing or wrong second factor leaves the attempt counted, like a wrong password.
  await requireSecondFactor(db, user, input.otp);
  // The password, second factor or role may have changed since the row was read (a reset that
  // ended every session): then the password verified is no longer the account's.
  const token = await issueTokenAsVerified(db, user);
  if (!token) throw InvalidInputError.field('email', FAILED_SIGN_IN);
  await rateLimits.forgiveAttempt(db, { cleared: [pair], givenBack: [address] });
  return { user, token };
}
