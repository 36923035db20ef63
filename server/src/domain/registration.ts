import type { AppConfig } from '../config.js';
import type { Executor } from '../db/client.js';
import { TooManyAttemptsError } from './errors.js';
import * as rateLimits from './rateLimits.js';
import { issueToken, type UserRow } from './tokens.js';
import { createUser, emailTaken } from './users.js';

type RegisterLimits = Pick<AppConfig, 'registerMaxPerAddress' | 'registerWindowSeconds'>;

/**
 * Emails the sign-up form may look up per client address and registration window: two for each
 * registration allowed (one mistyped address each). "The email has already been taken" tells
 * whether an account exists, which the "forgot password" form is careful not to; without a limit,
 * anyone could check a list of addresses against the shop's customers.
 */
const EMAIL_LOOKUPS_PER_REGISTRATION = 2;

const tooManyFrom = (retryAfter: number) =>
  new TooManyAttemptsError(
    `Too many registrations from this address. Please try again in ${retryAfter} seconds.`,
    retryAfter,
  );

/** Whether a sign-up's email belongs to an account already, each look-up counted first. */
export async function registrationEmailTaken(
  db: Executor,
  limits: RegisterLimits,
  input: { email: string; ip: string },
): Promise<boolean> {
  const attempt = await rateLimits.countAttempt(
    db,
    [
      {
        key: rateLimits.addressKey('register-email', input.ip),
        limit: limits.registerMaxPerAddress * EMAIL_LOOKUPS_PER_REGISTRATION,
      },
    ],
    limits.registerWindowSeconds,
  );
  if (!attempt.allowed) throw tooManyFrom(attempt.retryAfter);
  return emailTaken(db, input.email);
}

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
  if (!attempt.allowed) throw tooManyFrom(attempt.retryAfter);
  // Whatever the payload says, a registered account is a customer.
  const user = await createUser(db, { ...input, admin: false });
  return { user, token: await issueToken(db, user.id) };
}
