import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../../src/db/client.js';
import { preparedQuery } from '../../src/db/prepared.js';
import { withCompiledRowMapper } from '../../src/db/rowMapper.js';
import { categories, services } from '../../src/db/schema.js';
import { insertCategory, insertService } from '../backOffice/fixtures.js';
import { createTestDatabase, type TestDatabase } from '../helpers/testDatabase.js';

let database: TestDatabase;

beforeAll(async () => {
  database = await createTestDatabase();
  const apple = await insertCategory(database.db, 'Apple');
  const samsung = await insertCategory(database.db, 'Samsung');
  await insertCategory(database.db, 'Nokia');
  await insertService(database.db, { categoryId: apple, name: 'iPhone', price: '12.50' });
  await insertService(database.db, { categoryId: samsung, name: 'Galaxy', price: '0.10' });
  await database.db
    .update(services)
    .set({
      fields: [{ name: 'sn', label: 'Serial', type: 'text', required: true, pattern: '^\\d+$' }],
    })
    .where(eq(services.name, 'Galaxy'));
});

afterAll(async () => {
  await database.close();
});

/** A query as drizzle maps it itself, and as the prepared query with the compiled mapping does. */
async function bothWays(build: (db: Database) => { prepare(name: string): unknown }) {
  const drizzles = await (build(database.db) as unknown as Promise<unknown[]>);
  const prepared = withCompiledRowMapper(build(database.db).prepare('')) as {
    execute(): Promise<unknown[]>;
  };
  return { drizzles, compiled: await prepared.execute() };
}

describe('the compiled row mapping', () => {
  it('gives whole rows as drizzle does: money as text, times as Dates, JSON parsed', async () => {
    const { drizzles, compiled } = await bothWays((db) =>
      db.select().from(services).orderBy(services.id),
    );
    expect(drizzles).toHaveLength(2);
    expect(compiled).toEqual(drizzles);
    expect((compiled[0] as { createdAt: unknown }).createdAt).toBeInstanceOf(Date);
  });

  it('nests objects along their paths and decodes expressions with their own decoders', async () => {
    const { drizzles, compiled } = await bothWays((db) =>
      db
        .select({
          id: services.id,
          nested: { name: services.name, shout: sql<string>`upper(${services.name})` },
          doubled: sql<number>`${services.price} * 2`.mapWith(Number),
          aliased: sql<string>`lower(${services.name})`.as('aliased'),
        })
        .from(services)
        .orderBy(services.id),
    );
    expect(compiled).toEqual(drizzles);
    expect(compiled[0]).toMatchObject({ nested: { shout: 'IPHONE' }, doubled: 25 });
  });

  it("makes a left-joined table's object null when the join found no row", async () => {
    const { drizzles, compiled } = await bothWays((db) =>
      db
        .select({ service: services, category: categories })
        .from(services)
        .leftJoin(
          categories,
          and(eq(categories.id, services.categoryId), eq(categories.name, 'Apple')),
        )
        .orderBy(services.id),
    );
    expect(compiled).toEqual(drizzles);
    expect(compiled.map((row) => (row as { category: unknown }).category === null)).toEqual([
      false,
      true,
    ]);
  });

  it("makes the base table's object null on a right join that found no service", async () => {
    const { drizzles, compiled } = await bothWays((db) =>
      db
        .select({ service: services, category: { name: categories.name } })
        .from(services)
        .rightJoin(categories, eq(categories.id, services.categoryId))
        .orderBy(categories.name),
    );
    expect(compiled).toEqual(drizzles);
    expect(compiled).toHaveLength(3);
    expect(compiled.filter((row) => (row as { service: unknown }).service === null)).toHaveLength(
      1,
    );
  });

  it('is what prepared queries map their rows with', async () => {
    const named = preparedQuery((db) =>
      db.select({ name: categories.name }).from(categories).orderBy(categories.name),
    );
    const prepared = named(database.db) as unknown as { customResultMapper?: unknown };
    expect(prepared.customResultMapper).toBeTypeOf('function');
    expect(await named(database.db).execute()).toEqual([
      { name: 'Apple' },
      { name: 'Nokia' },
      { name: 'Samsung' },
    ]);
  });
});
