import type { AppConfig } from '../config.js';
import type { Executor } from '../db/client.js';
import { InvalidInputError, TooManyAttemptsError } from './errors.js';
import { dummyPasswordHash, verifyPassword } from './passwords.js';
import * as rateLimits from './rateLimits.js';
import { issueToken, type UserRow } from './tokens.js';
import { findUserByEmail, normalizeEmail } from './users.js';

export const FAILED_SIGN_IN = 'These credentials do not match our records.';

type LimitConfig = Pick<AppConfig, 'loginMaxFailures' | 'loginWindowSeconds'>;

function tooMany(retryAfter: number): TooManyAttemptsError {
  return new TooManyAttemptsError(
    `Too many login attempts. Please try again in ${retryAfter} seconds.`,
    retryAfter,
  );
}

/**
 * Checks email and password and issues a token. Failed attempts are counted per account and
 * per IP in the shared database; past the limit every attempt is refused (TooManyAttemptsError)
 * until the window ends.
 */
export async function signIn(
  db: Executor,
  config: LimitConfig,
  input: { email: string; password: string; ip: string },
): Promise<{ user: UserRow; token: string }> {
  const email = normalizeEmail(input.email);
  const keys = [`login:email:${email}`, `login:ip:${input.ip}`];
  for (const key of keys) {
    const { hits, retryAfter } = await rateLimits.current(db, key, config.loginWindowSeconds);
    if (hits >= config.loginMaxFailures) throw tooMany(retryAfter);
  }
  const user = await findUserByEmail(db, email);
  const valid = await verifyPassword(
    user?.passwordHash ?? (await dummyPasswordHash()),
    input.password,
  );
  if (!user || !valid) {
    for (const key of keys) await rateLimits.hit(db, key, config.loginWindowSeconds);
    throw InvalidInputError.field('email', FAILED_SIGN_IN);
  }
  if (!user.active) {
    throw InvalidInputError.field('email', 'This account has been deactivated.');
  }
  await rateLimits.reset(db, keys[0] as string);
  return { user, token: await issueToken(db, user.id) };
}
