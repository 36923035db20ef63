import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { orderStatsHourly, services } from '../../src/db/schema.js';
import { otherConnection, untilSomeoneWaitsForALock } from '../helpers/lockWaits.js';
import { createService } from '../helpers/orderFixtures.js';
import { createTestApp, type TestApp, type TestUser } from '../helpers/testApp.js';
import { TEST_DB_KIND } from '../helpers/testDatabase.js';

/**
 * A change of a service's tier moves its answered orders between the dashboard's hourly rows of
 * the two tiers (services_tier_stats_trigger). An answer that moves an order from one hour to
 * another (an admin's rejection of a completed order from the history) takes its two rows oldest
 * hour first. The tier change took its rows in the order of a hash aggregate: it could hold a
 * recent hour while waiting for an older one that such an answer held, the answer then waiting
 * for the recent one — a deadlock, one of the two a 500. PGlite runs one transaction at a time:
 * skipped there.
 */
let t: TestApp;
let admin: TestUser;
beforeAll(async () => {
  t = await createTestApp();
  admin = await t.createUser({ admin: true });
});
afterAll(() => t?.close());

/** Four hundred hours of answered orders, in different hours of two years, oldest first. */
const HOURS = Array.from(
  { length: 400 },
  (_, i) => new Date(Date.UTC(2025, 0, 1) + i * 43 * 3_600_000),
);

describe.skipIf(TEST_DB_KIND !== 'postgres')("a change of a service's tier", () => {
  it("takes the dashboard's rows oldest hour first, so a transaction holding an older hour and then asking a newer one is not in a deadlock with it", async () => {
    const service = await createService(t.db, { price: '5.00', cost: '2.00' });
    const customer = await t.createUser();
    // Ten orders an hour in each hour, as a shop's busy service has: PostgreSQL then groups
    // them by hashing (a few orders are grouped by sorting, oldest hour first by chance).
    await t.db.execute(sql`
      INSERT INTO orders (user_id, service_id, imei, price, cost, status, code, answered_at, created_at)
      SELECT ${customer.id}, ${service.id}, lpad((hour * 10 + n)::text, 15, '0'), 5.00, 2.00, 4,
             'CODE', hours.at, hours.at
      FROM unnest(${`{${HOURS.map((hour) => hour.toISOString()).join(',')}}`}::timestamptz[]) WITH ORDINALITY AS hours(at, hour),
           generate_series(1, 10) AS n`);
    await t.db.execute(sql`ANALYZE orders`);
    const [{ categoryId = 0 } = {}] = await t.db
      .select({ categoryId: services.categoryId })
      .from(services)
      .where(eq(services.id, service.id));
    const oldest = HOURS[0]?.toISOString();

    const hold = await otherConnection(t.database.url);
    let holdFailure: unknown = null;
    try {
      // As an answer does: the oldest hour's row first…
      await hold.query('BEGIN');
      await hold.query(
        `SELECT 1 FROM order_stats_hourly WHERE tier = 'none' AND bucket = $1 FOR UPDATE`,
        [oldest],
      );
      const tierChange = admin.inject({
        method: 'PATCH',
        url: `/api/admin_services/${service.id}`,
        payload: { tier: 'premium', category_id: categoryId },
      });
      await untilSomeoneWaitsForALock(t.db);
      // …then newer ones, which the tier change must not have taken before the oldest.
      try {
        await hold.query(
          `SELECT 1 FROM order_stats_hourly WHERE tier = 'none' AND bucket > $1
            ORDER BY bucket DESC FOR UPDATE`,
          [oldest],
        );
        await hold.query('COMMIT');
      } catch (error) {
        holdFailure = error;
        await hold.query('ROLLBACK');
      }
      expect((await tierChange).statusCode).toBe(200);
    } finally {
      await hold.end();
    }
    expect(holdFailure).toBeNull();
    const moved = await t.db
      .select({ completed: sql<number>`sum(${orderStatsHourly.completed})::int` })
      .from(orderStatsHourly)
      .where(and(eq(orderStatsHourly.tier, 'premium')));
    expect(moved[0]?.completed).toBe(HOURS.length * 10);
  });
});
