import { and, eq } from 'drizzle-orm';
import type { AppConfig } from '../config.js';
import type { Executor } from '../db/client.js';
import { users } from '../db/schema.js';
import * as rateLimits from '../domain/rateLimits.js';
import type { UserRow } from '../domain/tokens.js';
import { AUTHENTICATION_FAILED, DhruError } from './errors.js';

type LimitConfig = Pick<AppConfig, 'loginMaxFailures' | 'loginWindowSeconds'>;

export interface ResellerCredentials {
  /** The account's name, as the profile shows it ("username equal to the name"). */
  username: string;
  apiKey: string;
  ip: string;
}

const sameName = (a: string, b: string) => a.trim().toLowerCase() === b.trim().toLowerCase();

/** Rate-limit keys: failed attempts are counted per username and per IP. */
function limitKeys(credentials: ResellerCredentials): [string, string] {
  const name = credentials.username.trim().toLowerCase().slice(0, 200);
  return [`dhru:user:${name}`, `dhru:ip:${credentials.ip.slice(0, 100)}`];
}

/**
 * The active account whose api key and name match, or a DhruError 'Authentication Failed'.
 * The key is looked up as stored, so a regenerated key fails at once; the name is compared
 * ignoring letter case and surrounding spaces. Failed attempts are counted per username and per
 * IP in the shared database; past the limit every attempt is refused until the window ends.
 */
export async function authenticateReseller(
  db: Executor,
  config: LimitConfig,
  credentials: ResellerCredentials,
): Promise<UserRow> {
  const keys = limitKeys(credentials);
  const counts = await Promise.all(
    keys.map((key) => rateLimits.current(db, key, config.loginWindowSeconds)),
  );
  const blocked = counts.find((count) => count.hits >= config.loginMaxFailures);
  if (blocked) {
    throw new DhruError(
      'Too many failed attempts',
      `Too many failed authentications. Please try again in ${blocked.retryAfter} seconds.`,
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
    for (const key of keys) await rateLimits.hit(db, key, config.loginWindowSeconds);
    throw new DhruError(AUTHENTICATION_FAILED);
  }
  if ((counts[0]?.hits ?? 0) > 0) await rateLimits.reset(db, keys[0]);
  return user;
}
