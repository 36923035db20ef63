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
 * How long a call with the right key may wait, in all, for a slot that calls still being checked
 * hold: a reseller's server firing more calls at once than the limit gets each in turn instead
 * of "Too many failed attempts". The waits grow from 5 ms to 100 ms, with jitter.
 */
const SLOT_WAIT_LIMIT_MS = 5000;
const FIRST_WAIT_MS = 5;
const LONGEST_WAIT_MS = 100;

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * Counts the call before its key is checked (at most the limit are checked at once, or failed,
 * per window). Over the limit, the count is given back (an unchecked call is no guess) and the
 * failures recorded so far decide: at the limit, the call is refused at once; below it, the slots
 * are held by calls still being checked, and this one waits for one of them.
 */
async function takeSlot(
  db: Executor,
  window: number,
  slots: rateLimits.Counter[],
  failures: rateLimits.Counter[],
): Promise<rateLimits.Attempt> {
  const deadline = Date.now() + SLOT_WAIT_LIMIT_MS;
  for (let wait = FIRST_WAIT_MS; ; wait = Math.min(wait * 2, LONGEST_WAIT_MS)) {
    const attempt = await rateLimits.countAttempt(db, slots, window);
    if (attempt.allowed) return attempt;
    await rateLimits.forgiveAttempt(db, { cleared: [], givenBack: slots.map(({ key }) => key) });
    if (await rateLimits.limitReached(db, failures, window)) return attempt;
    const jittered = wait * (0.5 + Math.random());
    if (Date.now() + jittered > deadline) return attempt;
    await sleep(jittered);
  }
}

/**
 * The active account whose api key and name match, or a DhruError 'Authentication Failed'.
 * The key is looked up as stored, so a regenerated key fails at once; the name is compared
 * ignoring letter case and surrounding spaces. Every call takes a slot before the key is checked
 * — per username and address pair, and per address — so a flood of wrong keys is cut off at the
 * limit however many arrive at once, and locks out only the address it comes from. A success
 * gives its slot back and forgives its pair; a failure keeps its slot and is recorded, so that
 * more right-key calls at once than the limit wait for a slot rather than being refused.
 */
export async function authenticateReseller(
  db: Executor,
  config: LimitConfig,
  credentials: ResellerCredentials,
): Promise<UserRow> {
  const pair = rateLimits.pairKey('dhru', credentials.username, credentials.ip);
  const address = rateLimits.addressKey('dhru', credentials.ip);
  const failedPair = rateLimits.pairKey('dhru-failed', credentials.username, credentials.ip);
  const failedAddress = rateLimits.addressKey('dhru-failed', credentials.ip);
  const window = config.loginWindowSeconds;
  const attempt = await takeSlot(
    db,
    window,
    [
      { key: pair, limit: config.loginMaxFailures },
      { key: address, limit: config.loginMaxFailuresPerAddress },
    ],
    [
      { key: failedPair, limit: config.loginMaxFailures },
      { key: failedAddress, limit: config.loginMaxFailuresPerAddress },
    ],
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
    const unlimited = Number.POSITIVE_INFINITY;
    await rateLimits.countAttempt(
      db,
      [
        { key: failedPair, limit: unlimited },
        { key: failedAddress, limit: unlimited },
      ],
      window,
    );
    throw new DhruError(AUTHENTICATION_FAILED);
  }
  await rateLimits.forgiveAttempt(db, { cleared: [pair, failedPair], givenBack: [address] });
  return user;
}
