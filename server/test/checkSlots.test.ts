import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rateLimits } from '../src/db/schema.js';
import { admitCheck, type CheckLimit, giveBack, recordFailure } from '../src/domain/checkSlots.js';
import { countAttempt } from '../src/domain/rateLimits.js';
import { otherConnection, untilSomeoneWaitsForALock } from './helpers/lockWaits.js';
import { createTestApp, type TestApp } from './helpers/testApp.js';
import { TEST_DB_KIND } from './helpers/testDatabase.js';

const WINDOW = 60;

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

let counter = 0;
/** One limit of 3 with counters of its own. */
const freshLimit = (limit = 3): CheckLimit[] => {
  counter += 1;
  return [{ failures: `test-failed:${counter}`, inFlight: `test-checking:${counter}`, limit }];
};

const hitsOf = async (key: string) => {
  const [row] = await t.db.select().from(rateLimits).where(eq(rateLimits.key, key));
  return row?.hits ?? 0;
};

describe('slots to check a secret in', () => {
  it('admits at most the limit of many calls at once; the others are told the slots are busy', async () => {
    const limits = freshLimit(3);
    const admissions = await Promise.all(
      Array.from({ length: 20 }, () => admitCheck(t.db, limits, WINDOW)),
    );
    expect(admissions.filter((a) => a.kind === 'admitted')).toHaveLength(3);
    expect(admissions.filter((a) => a.kind === 'busy')).toHaveLength(17);
    // The calls not admitted gave back what they took: only the three admitted are in flight.
    expect(await hitsOf(limits[0]?.inFlight ?? '')).toBe(3);
  });

  it('counts failures and calls in flight together, and locks once the failures reach the limit', async () => {
    const limits = freshLimit(3);
    for (let failure = 0; failure < 2; failure += 1) {
      const admission = await admitCheck(t.db, limits, WINDOW);
      if (admission.kind !== 'admitted') throw new Error('expected a slot');
      await recordFailure(t.db, limits, admission.held, WINDOW);
    }
    const last = await admitCheck(t.db, limits, WINDOW);
    expect(last.kind).toBe('admitted');
    expect((await admitCheck(t.db, limits, WINDOW)).kind).toBe('busy');
    if (last.kind !== 'admitted') throw new Error('expected a slot');
    await recordFailure(t.db, limits, last.held, WINDOW);
    const locked = await admitCheck(t.db, limits, WINDOW);
    expect(locked.kind).toBe('locked');
    expect(locked.kind === 'locked' && locked.retryAfter).toBeGreaterThan(0);
  });

  it('lets a call in again when the slot it waited for is given back', async () => {
    const limits = freshLimit(1);
    const first = await admitCheck(t.db, limits, WINDOW);
    expect((await admitCheck(t.db, limits, WINDOW)).kind).toBe('busy');
    if (first.kind !== 'admitted') throw new Error('expected a slot');
    await giveBack(t.db, first.held);
    expect((await admitCheck(t.db, limits, WINDOW)).kind).toBe('admitted');
  });

  it('gives a slot back only to the window it was taken in', async () => {
    const limits = freshLimit(3);
    const key = limits[0]?.inFlight ?? '';
    const taken = await admitCheck(t.db, limits, WINDOW);
    if (taken.kind !== 'admitted') throw new Error('expected a slot');
    // The window ends while the call is checked; a new call starts the next window.
    await t.db
      .update(rateLimits)
      .set({ windowStart: sql`now() - make_interval(secs => ${WINDOW + 1})` })
      .where(eq(rateLimits.key, key));
    const next = await admitCheck(t.db, limits, WINDOW);
    expect(next.kind).toBe('admitted');
    expect(await hitsOf(key)).toBe(1);
    await giveBack(t.db, taken.held);
    expect(await hitsOf(key)).toBe(1);
  });

  /** PostgreSQL only: PGlite runs one statement at a time, so no call waits inside another. */
  it.skipIf(TEST_DB_KIND !== 'postgres')(
    'sees a failure counted while it waited for the slot row, and is locked out',
    async () => {
      const limits = freshLimit(1);
      const [limit] = limits;
      if (!limit) throw new Error('expected a limit');
      const first = await admitCheck(t.db, limits, WINDOW);
      expect(first.kind).toBe('admitted');
      // Another call has the slot row locked for a moment.
      const other = await otherConnection(t.database.url);
      try {
        await other.query('BEGIN');
        await other.query('SELECT 1 FROM rate_limits WHERE key = $1 FOR UPDATE', [limit.inFlight]);
        const waiting = admitCheck(t.db, limits, WINDOW);
        await untilSomeoneWaitsForALock(t.db);
        // Meanwhile the first call's key turns out wrong: its failure is counted, then its slot
        // given back, as recordFailure does.
        await countAttempt(t.db, [{ key: limit.failures, limit: 1000 }], WINDOW);
        await other.query('UPDATE rate_limits SET hits = hits - 1 WHERE key = $1', [
          limit.inFlight,
        ]);
        await other.query('COMMIT');
        expect((await waiting).kind).toBe('locked');
      } finally {
        await other.end();
      }
    },
  );
});
