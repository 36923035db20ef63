import { inArray, not, type SQL, sql } from 'drizzle-orm';
import type { Executor } from '../db/client.js';
import { rateLimits } from '../db/schema.js';
import { ipv6Groups } from './ipv6.js';
import { sha256 } from './secrets.js';

/**
 * Fixed-window counters kept in the database, so every server process shares them. An attempt is
 * counted *before* anything is verified, in one atomic statement: however many requests arrive at
 * once, on however many processes, at most `limit` of them per window get past `countAttempt`.
 */
export interface Counter {
  key: string;
  limit: number;
}

export type Attempt = { allowed: true } | { allowed: false; retryAfter: number };

/**
 * The part of a client address the limits count: an IPv4 address whole (also written as
 * ::ffff:a.b.c.d), an IPv6 address by its /64 network. One subscriber is given a whole /64 and
 * could send each attempt from an address of its own; counted by network, the limit still falls
 * on that one client.
 */
export function countedAddress(address: string): string {
  const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/i.exec(address);
  if (mapped?.[1]) return mapped[1];
  const network = ipv6Groups(address)?.slice(0, 4);
  return network ? `${network.map((group) => group.toString(16)).join(':')}::/64` : address;
}

/** A counter key for one account from one address (hashed: emails and names can be long). */
export const pairKey = (scope: string, account: string, address: string): string =>
  `${scope}:pair:${sha256(`${account.trim().toLowerCase()}\n${countedAddress(address)}`)}`;

/** A counter key for one address, across accounts. */
export const addressKey = (scope: string, address: string): string =>
  `${scope}:ip:${countedAddress(address).slice(0, 100)}`;

/** A counter's row whose window has ended: the next attempt starts a new one. */
const windowEnded = (windowSeconds: number): SQL =>
  sql`${rateLimits.windowStart} < now() - make_interval(secs => ${windowSeconds})`;

/** A counter's row whose window is still running: its hits count. */
export const inWindow = (windowSeconds: number): SQL => not(windowEnded(windowSeconds));

/** Whole seconds until a counter's window ends. */
export const secondsLeft = (windowSeconds: number): SQL<number> =>
  sql<number>`ceil(extract(epoch from (${rateLimits.windowStart} + make_interval(secs => ${windowSeconds}) - now())))::int`;

/**
 * Raises each counter by one in one statement, a counter whose window has ended starting again
 * at one; the caller says what the statement returns.
 */
export function raiseCounters(db: Executor, keys: string[], windowSeconds: number) {
  const expired = windowEnded(windowSeconds);
  return db
    .insert(rateLimits)
    .values(keys.map((key) => ({ key, windowStart: sql`now()`, hits: 1 })))
    .onConflictDoUpdate({
      target: rateLimits.key,
      set: {
        hits: sql`CASE WHEN ${expired} THEN 1 ELSE ${rateLimits.hits} + 1 END`,
        windowStart: sql`CASE WHEN ${expired} THEN now() ELSE ${rateLimits.windowStart} END`,
      },
    });
}

/** Counts one attempt under every counter; refused when any of them is now over its limit. */
export async function countAttempt(
  db: Executor,
  counters: Counter[],
  windowSeconds: number,
): Promise<Attempt> {
  const rows = await raiseCounters(
    db,
    counters.map(({ key }) => key),
    windowSeconds,
  ).returning({
    key: rateLimits.key,
    hits: rateLimits.hits,
    retryAfter: secondsLeft(windowSeconds),
  });
  const limits = new Map(counters.map(({ key, limit }) => [key, limit]));
  const over = rows.filter((row) => row.hits > (limits.get(row.key) ?? Number.POSITIVE_INFINITY));
  if (over.length === 0) return { allowed: true };
  return { allowed: false, retryAfter: Math.max(1, ...over.map((row) => Number(row.retryAfter))) };
}

/**
 * After a success: the `cleared` counters start over (the account's failures from this address
 * are forgiven) and the `givenBack` ones lose the attempt just counted (a success is no guess).
 */
export async function forgiveAttempt(
  db: Executor,
  { cleared, givenBack }: { cleared: string[]; givenBack: string[] },
): Promise<void> {
  if (cleared.length > 0) await db.delete(rateLimits).where(inArray(rateLimits.key, cleared));
  if (givenBack.length > 0) {
    await db
      .update(rateLimits)
      .set({ hits: sql`greatest(${rateLimits.hits} - 1, 0)` })
      .where(inArray(rateLimits.key, givenBack));
  }
}

/** A day: counters younger than that are kept, whatever the windows (they may be in use). */
const KEPT_AT_LEAST_SECONDS = 86_400;

/**
 * Forgets the counters whose window ended long ago: they count nothing any more (the next attempt
 * starts them over), and without this the table keeps a row for every address and pair ever seen.
 * `longestWindowSeconds` is the longest window any counter uses.
 */
export async function forgetOldCounters(db: Executor, longestWindowSeconds: number): Promise<void> {
  const kept = Math.max(longestWindowSeconds, KEPT_AT_LEAST_SECONDS);
  await db
    .delete(rateLimits)
    .where(sql`${rateLimits.windowStart} < now() - make_interval(secs => ${kept})`);
}
