import { and, eq, sql } from 'drizzle-orm';
import type { Executor } from '../db/client.js';
import { rowsOf } from '../db/rows.js';
import { rateLimits } from '../db/schema.js';
import { countAttempt, windowEnded } from './rateLimits.js';

/**
 * A limit on guesses for secrets that are checked often and at once by their rightful owner
 * (reseller API keys): failures are counted in one row, the calls being checked right now in
 * another. A call is admitted to the check while failures plus calls in flight stay within the
 * limit, so however many arrive at once at most `limit` wrong guesses are ever checked per window;
 * a right key gives its slot back at once, so a burst of right keys waits its turn instead of
 * being refused.
 */
export interface CheckLimit {
  /** The counter of failures in the window (a success of the pair clears it). */
  failures: string;
  /** The counter of calls being checked now: every admitted call gives its slot back. */
  inFlight: string;
  limit: number;
}

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

interface SlotRow {
  key: string;
  hits: number;
  window_start: string;
  failures: number;
  retry_after: number | null;
}

/**
 * Takes a slot under every limit, in one statement: the in-flight counters are raised (rows
 * locked in key order, so two calls cannot deadlock) and read with the failures beside them.
 * A call that is not admitted gives back what it took.
 */
export async function admitCheck(
  db: Executor,
  limits: CheckLimit[],
  windowSeconds: number,
): Promise<Admission> {
  const sorted = [...limits].sort((a, b) => (a.inFlight < b.inFlight ? -1 : 1));
  const expired = windowEnded(windowSeconds);
  const failuresKey = sql.join(
    sorted.map(({ inFlight, failures }) => sql`WHEN ${inFlight} THEN ${failures}`),
    sql` `,
  );
  const rows = await rowsOf<SlotRow>(
    db,
    sql`WITH held AS (
      INSERT INTO ${rateLimits} (key, window_start, hits)
      VALUES ${sql.join(
        sorted.map(({ inFlight }) => sql`(${inFlight}, now(), 1)`),
        sql`, `,
      )}
      ON CONFLICT (key) DO UPDATE SET
        hits = CASE WHEN ${expired} THEN 1 ELSE ${rateLimits.hits} + 1 END,
        window_start = CASE WHEN ${expired} THEN now() ELSE ${rateLimits.windowStart} END
      RETURNING key, hits, window_start
    )
    SELECT held.key, held.hits, held.window_start::text AS window_start,
      coalesce(failed.hits, 0) AS failures,
      ceil(extract(epoch from (failed.window_start + make_interval(secs => ${windowSeconds}) - now())))::int AS retry_after
    FROM held
    LEFT JOIN ${rateLimits} AS failed
      ON failed.key = CASE held.key ${failuresKey} END
      AND failed.window_start >= now() - make_interval(secs => ${windowSeconds})`,
  );
  const limitOf = new Map(sorted.map(({ inFlight, limit }) => [inFlight, limit]));
  const held = rows.map((row) => ({ key: row.key, windowStart: row.window_start }));
  const over = rows.filter(
    (row) => Number(row.hits) + Number(row.failures) > (limitOf.get(row.key) ?? 0),
  );
  if (over.length === 0) return { kind: 'admitted', held };
  await giveBack(db, held);
  const locked = over.filter((row) => Number(row.failures) >= (limitOf.get(row.key) ?? 0));
  if (locked.length === 0) return { kind: 'busy' };
  return {
    kind: 'locked',
    retryAfter: Math.max(1, ...locked.map((row) => Number(row.retry_after ?? 1))),
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
