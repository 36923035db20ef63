import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { users } from '../src/db/schema.js';
import { hashPassword } from '../src/domain/passwords.js';
import { seedDemo } from '../src/seed/demo.js';
import { largeCatalogue } from '../src/seed/largeCatalogue.js';
import { openDemoAccounts } from '../src/seed/openDemoAccounts.js';
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
    expect(result.rows[0]).toMatchObject({ users: 3, services: 5, pending: 2, answered: 30 });
    expect(result.rows[0]?.older).toBeGreaterThan(10);
    expect(await unbalancedUsers(database.db)).toEqual([]);
  });

  it('shows descriptions, delivery times, and a service with custom fields its orders filled in', async () => {
    const result = (await database.db.execute(sql`
      SELECT
        (SELECT count(*)::int FROM services WHERE description <> '' AND delivery_time <> '') AS described,
        (SELECT fields FROM services WHERE jsonb_array_length(fields) > 0) AS fields,
        (SELECT count(*)::int FROM orders WHERE fields->>'network' = 'T-Mobile') AS with_values
    `)) as { rows: Record<string, unknown>[] };
    expect(result.rows[0]?.described).toBeGreaterThanOrEqual(3);
    expect(result.rows[0]?.fields).toMatchObject([
      { name: 'network', type: 'select', required: true },
      { name: 'serial_number', type: 'text', required: false },
    ]);
    expect(result.rows[0]?.with_values).toBeGreaterThan(0);
  });

  it('dates every demo order in the past month, none in the future', async () => {
    const result = (await database.db.execute(sql`
      SELECT
        (SELECT count(*)::int FROM orders WHERE created_at > now() OR updated_at > now()
          OR answered_at > now()) AS future,
        (SELECT count(*)::int FROM orders WHERE created_at < now() - interval '32 days') AS older
    `)) as { rows: Record<string, number>[] };
    expect(result.rows[0]).toEqual({ future: 0, older: 0 });
  });

  it('changes nothing in a database that already has users', async () => {
    expect(await seedDemo(database.db)).toBe(false);
  });
});

describe('the large catalogue (DEMO_SEED_SERVICES, bench/seed.ts --catalogue realistic)', () => {
  it('is 2,000 services over 40 categories, names unique, "sam" only in the Samsung ones', () => {
    const groups = largeCatalogue(2000);
    expect(groups).toHaveLength(40);
    const all = groups.flatMap((group) => group.services.map((service) => ({ ...group, service })));
    expect(all).toHaveLength(2000);
    expect(new Set(all.map(({ category, service }) => `${category}/${service.name}`)).size).toBe(
      2000,
    );
    const sam = all.filter(({ service }) => /sam/i.test(service.name));
    expect(sam.length).toBe(150);
    expect(new Set(sam.map(({ category }) => category))).toEqual(
      new Set(['Samsung USA', 'Samsung Europe', 'Samsung Latin America']),
    );
    expect(all.filter(({ service }) => service.fields.length > 0).length).toBe(80);
    expect(largeCatalogue(2000)).toEqual(groups);
  });

  it('is added by the demo seed when asked, in one go', async () => {
    const fresh = await createTestDatabase();
    try {
      expect(await seedDemo(fresh.db, { extraServices: 2000 })).toBe(true);
      const result = (await fresh.db.execute(sql`
        SELECT (SELECT count(*)::int FROM services) AS services,
               (SELECT count(*)::int FROM categories) AS categories`)) as {
        rows: Record<string, number>[];
      };
      expect(result.rows[0]).toEqual({ services: 2005, categories: 42 });
    } finally {
      await fresh.close();
    }
  });
});

describe('the demo accounts printed at start', () => {
  it('are those that still sign in with their demo password: not one given another password, nor a deactivated one', async () => {
    await seedDemo(database.db);
    expect((await openDemoAccounts(database.db)).map((account) => account.email)).toEqual([
      'admin@example.com',
      'customer@example.com',
      'shop@example.com',
    ]);
    await database.db
      .update(users)
      .set({ passwordHash: await hashPassword('the shop took it over') })
      .where(eq(users.email, 'admin@example.com'));
    await database.db
      .update(users)
      .set({ active: false })
      .where(eq(users.email, 'shop@example.com'));
    expect((await openDemoAccounts(database.db)).map((account) => account.email)).toEqual([
      'customer@example.com',
    ]);
  });
});
