import { and, eq } from 'drizzle-orm';
import type { AppConfig } from '../config.js';
import type { Executor } from '../db/client.js';
import { users } from '../db/schema.js';
import {
  admitCheck,
  type CheckLimit,
  giveBack,
  type HeldSlot,
  recordFailure,
} from '../domain/checkSlots.js';
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

const tooManyFailures = (retryAfter: number) =>
  new DhruError(
    'Too many failed attempts',
    `Too many failed authentications. Please try again in ${retryAfter} seconds.`,
  );

/** A slot to check the key in (`checkSlots.ts`), waiting while calls in flight hold them all. */
async function admitted(db: Executor, limits: CheckLimit[], window: number): Promise<HeldSlot[]> {
  const deadline = Date.now() + SLOT_WAIT_LIMIT_MS;
  for (let wait = FIRST_WAIT_MS; ; wait = Math.min(wait * 2, LONGEST_WAIT_MS)) {
    const admission = await admitCheck(db, limits, window);
    if (admission.kind === 'admitted') return admission.held;
    if (admission.kind === 'locked') throw tooManyFailures(admission.retryAfter);
    const jittered = wait * (0.5 + Math.random());
    if (Date.now() + jittered > deadline) throw tooManyFailures(1);
    await sleep(jittered);
  }
}

/**
 * The active account whose api key and name match, or a DhruError 'Authentication Failed'.
 * The key is looked up as stored, so a regenerated key fails at once; the name is compared
 * ignoring letter case and surrounding spaces. A call is checked only in a free slot — per
 * username and address pair, and per address — where failures and calls being checked together
 * stay within the limit: a flood of wrong keys is cut off at the limit however many arrive at
 * once, and locks out only the address it comes from, while more right-key calls at once than
 * the limit wait their turn. A success forgives its pair's failures.
 */
export async function authenticateReseller(
  db: Executor,
  config: LimitConfig,
  credentials: ResellerCredentials,
): Promise<UserRow> {
  const { username, ip } = credentials;
  const pairFailures = rateLimits.pairKey('dhru', username, ip);
  const limits: CheckLimit[] = [
    {
      failures: pairFailures,
      inFlight: rateLimits.pairKey('dhru-checking', username, ip),
      limit: config.loginMaxFailures,
    },
    {
      failures: rateLimits.addressKey('dhru', ip),
      inFlight: rateLimits.addressKey('dhru-checking', ip),
      limit: config.loginMaxFailuresPerAddress,
    },
  ];
  const window = config.loginWindowSeconds;
  const held = await admitted(db, limits, window);
  let rows: UserRow[];
  try {
    rows =
      credentials.apiKey.length > 64
        ? []
        : await db
            .select()
            .from(users)
            .where(and(eq(users.apiKey, credentials.apiKey), eq(users.active, true)))
            .limit(1);
  } catch (error) {
    // The check itself failed (the database is busy or away): no guess was checked.
    await giveBack(db, held).catch(() => undefined);
    throw error;
  }
  const user = rows[0];
  if (!user || !sameName(user.name, username)) {
    await recordFailure(db, limits, held, window);
    throw new DhruError(AUTHENTICATION_FAILED);
  }
  await giveBack(db, held);
  await rateLimits.forgiveAttempt(db, { cleared: [pairFailures], givenBack: [] });
  return user;
}
