import { eq, sql, TransactionRollbackError } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type DatabaseHandle, openDatabase } from '../../src/db/client.js';
import { preparedFamily, preparedQuery } from '../../src/db/prepared.js';
import { categories } from '../../src/db/schema.js';
import { createTestDatabase, TEST_DB_KIND, type TestDatabase } from '../helpers/testDatabase.js';

let database: TestDatabase;

beforeAll(async () => {
  database = await createTestDatabase();
  await database.db.insert(categories).values([{ name: 'Apple' }, { name: 'Samsung' }]);
});

afterAll(async () => {
  await database.close();
});

/** A category by name: one shape, the name as a placeholder. */
const categoryNamed = preparedQuery((db) =>
  db
    .select({ name: categories.name })
    .from(categories)
    .where(eq(categories.name, sql.placeholder('name'))),
);

/** Categories by name, or all of them: two shapes; the filtered one planned per call. */
const categoriesMatching = preparedFamily(
  (filtered: boolean) => String(filtered),
  (db, filtered) =>
    db
      .select({ name: categories.name })
      .from(categories)
      .where(filtered ? eq(categories.name, sql.placeholder('name')) : undefined)
      .orderBy(categories.name),
  { keepsPlan: (filtered) => !filtered },
);

describe('prepared queries', () => {
  it('are built once per database and shape, and take new values each run', async () => {
    const first = categoryNamed(database.db);
    expect(categoryNamed(database.db)).toBe(first);
    expect(await first.execute({ name: 'Apple' })).toEqual([{ name: 'Apple' }]);
    expect(await first.execute({ name: 'Samsung' })).toEqual([{ name: 'Samsung' }]);
    expect(await first.execute({ name: 'Nokia' })).toEqual([]);
  });

  it('keep one query per shape', async () => {
    const filtered = categoriesMatching(database.db, true);
    const all = categoriesMatching(database.db, false);
    expect(filtered).not.toBe(all);
    expect(categoriesMatching(database.db, true)).toBe(filtered);
    expect(await all.execute()).toEqual([{ name: 'Apple' }, { name: 'Samsung' }]);
    expect(await filtered.execute({ name: 'Samsung' })).toEqual([{ name: 'Samsung' }]);
  });

  it('are built again inside a transaction, which runs them on its own connection', async () => {
    const outside = categoryNamed(database.db);
    let inside: unknown;
    let seenInside: unknown;
    await expect(
      database.db.transaction(async (tx) => {
        await tx.insert(categories).values({ name: 'Xiaomi' });
        inside = categoryNamed(tx);
        seenInside = await categoryNamed(tx).execute({ name: 'Xiaomi' });
        tx.rollback();
      }),
    ).rejects.toThrow(TransactionRollbackError);
    expect(inside).not.toBe(outside);
    expect(seenInside).toEqual([{ name: 'Xiaomi' }]);
    expect(await outside.execute({ name: 'Xiaomi' })).toEqual([]);
  });
});

describe.runIf(TEST_DB_KIND === 'postgres')('on PostgreSQL', () => {
  let single: DatabaseHandle;

  beforeAll(async () => {
    // One connection, so the statements PostgreSQL keeps are all on the one asked about.
    single = await openDatabase({ databaseUrl: database.url, poolSize: 1 });
  });

  afterAll(async () => {
    await single.close();
  });

  const kept = async () =>
    (
      (await single.db.execute(
        sql`SELECT statement FROM pg_prepared_statements WHERE name LIKE 'q\\_%'`,
      )) as unknown as { rows: { statement: string }[] }
    ).rows.map((row) => row.statement);

  it('are kept by PostgreSQL under a name, parsed once per connection', async () => {
    await categoryNamed(single.db).execute({ name: 'Apple' });
    await categoryNamed(single.db).execute({ name: 'Samsung' });
    const statements = await kept();
    expect(statements).toHaveLength(1);
    expect(statements[0]).toContain('"categories"."name" = $1');
  });

  it('are sent unnamed when their plan depends on the values', async () => {
    await categoriesMatching(single.db, true).execute({ name: 'Apple' });
    await categoriesMatching(single.db, false).execute();
    const statements = await kept();
    expect(statements.filter((text) => text.includes('order by'))).toHaveLength(1);
    expect(
      statements.some((text) => text.includes('where "categories"."name" = $1 order by')),
    ).toBe(false);
  });
});
