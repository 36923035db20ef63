import { and, eq } from 'drizzle-orm';
import type { AppConfig } from '../config.js';
import type { Executor } from '../db/client.js';
import { users } from '../db/schema.js';
import * as rateLimits from '../domain/rateLimits.js';
import type { UserRow } from '../domain/tokens.js';
import { AUTHENTICATION_FAILED, DhruError } from './errors.js';

type LimitConfig = Pick<
  AppConfig,
  'loginMaxFailures' | 'loginMaxFailuresPerAddress' | 'loginWindowSeconds'
>;

export interface ResellerCredentials {
  /** The account's name, as the profile shows it ("username equal to the name"). */
  username: string;
  apiKey: string;
  ip: string;
}

const sameName = (a: string, b: string) => a.trim().toLowerCase() === b.trim().toLowerCase();

/**
 * The active account whose api key and name match, or a DhruError 'Authentication Failed'.
 * The key is looked up as stored, so a regenerated key fails at once; the name is compared
 * ignoring letter case and surrounding spaces. Every call is counted before the key is checked —
 * per username and address pair, and per address — so a flood of wrong keys is cut off at the
 * limit however many arrive at once, and locks out only the address it comes from; a success
 * forgives its pair and gives the address its call back.
 */
export async function authenticateReseller(
  db: Executor,
  config: LimitConfig,
  credentials: ResellerCredentials,
): Promise<UserRow> {
  const pair = rateLimits.pairKey('dhru', credentials.username, credentials.ip);
  const address = rateLimits.addressKey('dhru', credentials.ip);
  const attempt = await rateLimits.countAttempt(
    db,
    [
      { key: pair, limit: config.loginMaxFailures },
      { key: address, limit: config.loginMaxFailuresPerAddress },
    ],
    config.loginWindowSeconds,
  );
  if (!attempt.allowed) {
    throw new DhruError(
      'Too many failed attempts',
      `Too many failed authentications. Please try again in ${attempt.retryAfter} seconds.`,
    );
  }
  const rows =
    credentials.apiKey.length > 64
      ? []
      : await db
          .select()
          .from(users)
          .where(and(eq(users.apiKey, credentials.apiKey), eq(users.active, true)))
          .limit(1);
  const user = rows[0];
  if (!user || !sameName(user.name, credentials.username)) {
    throw new DhruError(AUTHENTICATION_FAILED);
  }
  await rateLimits.forgiveAttempt(db, { cleared: [pair], givenBack: [address] });
  return user;
}
