import type { AppConfig } from '../config.js';
import type { Executor } from '../db/client.js';
import { TooManyAttemptsError } from './errors.js';
import * as rateLimits from './rateLimits.js';
import { issueToken, type UserRow } from './tokens.js';
import { createUser } from './users.js';

type RegisterLimits = Pick<AppConfig, 'registerMaxPerAddress' | 'registerWindowSeconds'>;

/**
 * Opens a customer account and signs it in. Registrations are counted per address before the
 * account is created, so a burst of them — however many arrive at once — opens at most
 * `registerMaxPerAddress` accounts per window.
 */
export async function registerCustomer(
  db: Executor,
  limits: RegisterLimits,
  input: { name: string; email: string; password: string; ip: string },
): Promise<{ user: UserRow; token: string }> {
  const attempt = await rateLimits.countAttempt(
    db,
    [{ key: rateLimits.addressKey('register', input.ip), limit: limits.registerMaxPerAddress }],
    limits.registerWindowSeconds,
  );
  if (!attempt.allowed) {
    throw new TooManyAttemptsError(
      `Too many registrations from this address. Please try again in ${attempt.retryAfter} seconds.`,
      attempt.retryAfter,
    );
  }
  // Whatever the payload says, a registered account is a customer.
  const user = await createUser(db, { ...input, admin: false });
  return { user, token: await issueToken(db, user.id) };
}
