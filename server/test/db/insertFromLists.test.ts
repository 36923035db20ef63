import { asc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { insertFromLists } from '../../src/db/insertFromLists.js';
import { creditLedger, services, users } from '../../src/db/schema.js';
import { insertCategory } from '../backOffice/fixtures.js';
import { createTestDatabase, type TestDatabase } from '../helpers/testDatabase.js';

let database: TestDatabase;
let categoryId: number;
let userId: number;

beforeAll(async () => {
  database = await createTestDatabase();
  categoryId = await insertCategory(database.db, 'Lists');
  const [user] = await database.db
    .insert(users)
    .values({ name: 'Lists', email: 'lists@example.test', passwordHash: 'x', apiKey: 'lists-key' })
    .returning({ id: users.id });
  userId = user?.id ?? 0;
});

afterAll(async () => {
  await database.close();
});

// What an array literal must escape, and what a careless one would mistake for its syntax.
const awkwardNames = [
  'say "hi"',
  'back\\slash',
  '{braces}',
  'a, b',
  'NULL',
  '',
  ' spaced ',
  'Ünïcødé ✓',
];

describe('rows inserted from lists', () => {
  it('stores every text as given, with numbers, enums and JSON cast from text', async () => {
    const fields = (index: number) =>
      index % 2 === 0 ? '[]' : JSON.stringify([{ name: 'sn', label: `Serial "${index}"` }]);
    await database.db.execute(
      insertFromLists(
        services,
        [
          { column: services.name, type: 'text', values: awkwardNames },
          { column: services.price, type: 'numeric', values: awkwardNames.map((_, i) => `${i}.5`) },
          {
            column: services.tier,
            type: 'service_tier',
            values: awkwardNames.map(() => 'premium'),
          },
          { column: services.fields, type: 'jsonb', values: awkwardNames.map((_, i) => fields(i)) },
        ],
        [{ column: services.categoryId, type: 'int', value: categoryId }],
      ),
    );
    const rows = await database.db
      .select({
        name: services.name,
        price: services.price,
        tier: services.tier,
        fields: services.fields,
        active: services.active,
      })
      .from(services)
      .where(eq(services.categoryId, categoryId))
      .orderBy(asc(services.id));
    expect(rows).toEqual(
      awkwardNames.map((name, i) => ({
        name,
        price: `${i}.50`,
        tier: 'premium',
        fields: JSON.parse(fields(i)),
        active: true,
      })),
    );
  });

  it('stores null where a list says null, and the text "NULL" as text', async () => {
    await database.db.execute(
      insertFromLists(
        creditLedger,
        [
          { column: creditLedger.delta, type: 'numeric', values: ['1.00', '2.00'] },
          { column: creditLedger.balanceAfter, type: 'numeric', values: ['1.00', '3.00'] },
          { column: creditLedger.kind, type: 'ledger_kind', values: ['top_up', 'top_up'] },
          { column: creditLedger.note, type: 'text', values: [null, 'NULL'] },
        ],
        [{ column: creditLedger.userId, type: 'int', value: userId }],
      ),
    );
    const notes = await database.db
      .select({ note: creditLedger.note, orderId: creditLedger.orderId })
      .from(creditLedger)
      .where(eq(creditLedger.userId, userId))
      .orderBy(asc(creditLedger.id));
    expect(notes).toEqual([
      { note: null, orderId: null },
      { note: 'NULL', orderId: null },
    ]);
  });

  it('refuses lists of different lengths', () => {
    expect(() =>
      insertFromLists(services, [
        { column: services.name, type: 'text', values: ['one', 'two'] },
        { column: services.price, type: 'numeric', values: ['1.00'] },
      ]),
    ).toThrow('every list must have one value per row');
  });
});
