import { and, eq, inArray, sql } from 'drizzle-orm';
import type { Executor } from '../db/client.js';
import { rateLimits } from '../db/schema.js';
import { countAttempt, inWindow, raiseCounters, secondsLeft } from './rateLimits.js';

/**
 * A limit on guesses for secrets that are checked often and at once by their rightful owner
 * (reseller API keys): failures are counted in one row, the calls being checked right now in
 * another. A call is admitted to the check while failures plus calls in flight stay within the
 * limit, so however many arrive at once at most `limit` wrong guesses are ever checked per window;
 * a right key gives its slot back at once, so a burst of right keys waits its turn instead of
 * being refused. The calls in flight are counted over `IN_FLIGHT_SECONDS`, the failures over
 * the limit's window.
 */
export interface CheckLimit {
  /** The counter of failures in the window (a success of the pair clears it). */
  failures: string;
  /** The counter of calls being checked now: every admitted call gives its slot back. */
  inFlight: string;
  limit: number;
}

/**
 * How long a count of calls being checked lasts: a call is checked in milliseconds, so a count
 * older than this holds only slots that were never given back, those of a process that died
 * mid-check (kill -9, out of memory). On the failures' window (15 minutes by default) such
 * slots locked a reseller's right key out of every process until it ended. The price: calls
 * still being checked when a count starts afresh are not in the new one, so a flood of wrong
 * keys timed on that moment may have twice the limit checked in a window, never more (the
 * failures, counted over the whole window, lock it out at the limit).
 */
export const IN_FLIGHT_SECONDS = 30;

/** A slot taken: given back in the same window only (a later window counts its own calls). */
export interface HeldSlot {
  key: string;
  windowStart: string;
}

export type Admission =
  | { kind: 'admitted'; held: HeldSlot[] }
  /** The failures have reached a limit: refused until its window ends. */
  | { kind: 'locked'; retryAfter: number }
  /** Every slot is held by calls still being checked: ask again in a moment. */
  | { kind: 'busy' };

interface HeldRow {
  key: string;
  hits: number;
  windowStart: string;
}

interface FailureRow {
  key: string;
  hits: number;
  retryAfter: number;
}

/**
 * Takes a slot under every limit: the in-flight counters are raised (rows locked in key order,
 * so two calls cannot deadlock), and then the failures are read, in a statement of their own. A
 * call that is not admitted gives back what it took.
 *
 * The order matters when calls race: a failed call counts its failure before it gives its slot
 * back, so a call that no longer sees that slot reads the failure in its next statement. Read in
 * the same statement, the failures would come from the snapshot taken before the slot was
 * waited for, and a call could pass a failure counted meanwhile.
 */
export async function admitCheck(
  db: Executor,
  limits: CheckLimit[],
  windowSeconds: number,
): Promise<Admission> {
  const sorted = [...limits].sort((a, b) => (a.inFlight < b.inFlight ? -1 : 1));
  const heldRows: HeldRow[] = await raiseCounters(
    db,
    sorted.map(({ inFlight }) => inFlight),
    Math.min(IN_FLIGHT_SECONDS, windowSeconds),
  ).returning({
    key: rateLimits.key,
    hits: rateLimits.hits,
    windowStart: sql<string>`${rateLimits.windowStart}::text`,
  });
  const held = heldRows.map(({ key, windowStart }) => ({ key, windowStart }));
  const failureRows: FailureRow[] = await db
    .select({
      key: rateLimits.key,
      hits: rateLimits.hits,
      retryAfter: secondsLeft(windowSeconds),
    })
    .from(rateLimits)
    .where(
      and(
        inArray(
          rateLimits.key,
          sorted.map(({ failures }) => failures),
        ),
        inWindow(windowSeconds),
      ),
    );
  const failuresOf = new Map(failureRows.map((row) => [row.key, row]));
  const judged = sorted.map((limit) => {
    const inFlight = heldRows.find((row) => row.key === limit.inFlight);
    const failed = failuresOf.get(limit.failures);
    const failures = Number(failed?.hits ?? 0);
    return {
      over: Number(inFlight?.hits ?? 0) + failures > limit.limit,
      locked: failures >= limit.limit,
      retryAfter: Number(failed?.retryAfter ?? 1),
    };
  });
  if (!judged.some(({ over }) => over)) return { kind: 'admitted', held };
  await giveBack(db, held);
  const locked = judged.filter((limit) => limit.over && limit.locked);
  if (locked.length === 0) return { kind: 'busy' };
  return {
    kind: 'locked',
    retryAfter: Math.max(1, ...locked.map((limit) => limit.retryAfter)),
  };
}

/** Gives the slots back, each in its own statement (one row locked at a time). */
export async function giveBack(db: Executor, held: HeldSlot[]): Promise<void> {
  for (const slot of held) {
    await db
      .update(rateLimits)
      .set({ hits: sql`greatest(${rateLimits.hits} - 1, 0)` })
      .where(
        and(
          eq(rateLimits.key, slot.key),
          sql`${rateLimits.windowStart} = ${slot.windowStart}::timestamptz`,
        ),
      );
  }
}

/** A wrong guess: counted under every limit's failures, then its slots given back. */
export async function recordFailure(
  db: Executor,
  limits: CheckLimit[],
  held: HeldSlot[],
  windowSeconds: number,
): Promise<void> {
  const failures = [...limits]
    .sort((a, b) => (a.failures < b.failures ? -1 : 1))
    .map(({ failures: key }) => ({ key, limit: Number.POSITIVE_INFINITY }));
  // Counted before the slots are given back: failures plus calls in flight never dip below
  // what has been checked. The slots go back even if the count fails.
  try {
    await countAttempt(db, failures, windowSeconds);
  } finally {
    await giveBack(db, held);
  }
}
