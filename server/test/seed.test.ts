import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seedDemo } from '../src/seed/demo.js';
import { unbalancedUsers } from './helpers/ledger.js';
import { createTestDatabase, type TestDatabase } from './helpers/testDatabase.js';

let database: TestDatabase;
beforeAll(async () => {
  database = await createTestDatabase();
});
afterAll(() => database.close());

describe('the demo seed', () => {
  it('fills an empty database with accounts, a catalogue and a month of orders, books balanced', async () => {
    expect(await seedDemo(database.db)).toBe(true);
    const result = (await database.db.execute(sql`
      SELECT
        (SELECT count(*)::int FROM users) AS users,
        (SELECT count(*)::int FROM services) AS services,
        (SELECT count(*)::int FROM orders WHERE status = 1) AS pending,
        (SELECT count(*)::int FROM orders WHERE status IN (3, 4)) AS answered,
        (SELECT count(*)::int FROM orders WHERE answered_at < now() - interval '7 days') AS older
    `)) as { rows: Record<string, number>[] };
    expect(result.rows[0]).toMatchObject({ users: 3, services: 4, pending: 2, answered: 30 });
    expect(result.rows[0]?.older).toBeGreaterThan(10);
    expect(await unbalancedUsers(database.db)).toEqual([]);
  });

  it('changes nothing in a database that already has users', async () => {
    expect(await seedDemo(database.db)).toBe(false);
  });
});
