import { count, inArray, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { users, userTotal } from '../../src/db/schema.js';
import { createUser } from '../../src/domain/users.js';
import { createTestDatabase, type TestDatabase } from '../helpers/testDatabase.js';

let database: TestDatabase;

beforeAll(async () => {
  database = await createTestDatabase();
});

afterAll(async () => {
  await database.close();
});

async function keptTotal(): Promise<number | undefined> {
  const [row] = await database.db.select({ users: userTotal.users }).from(userTotal);
  return row?.users;
}

async function countedTotal(): Promise<number> {
  const [row] = await database.db.select({ n: count() }).from(users);
  return row?.n ?? -1;
}

let serial = 0;
const account = () => {
  serial += 1;
  return {
    name: `Account ${serial}`,
    email: `account${serial}@example.com`,
    passwordHash: 'not-a-real-hash',
    apiKey: `key-${serial}-${Math.random().toString(36).slice(2)}`,
  };
};

describe('the users total kept by triggers (user_total)', () => {
  it('counts each account created, one at a time and many in one statement', async () => {
    const before = await keptTotal();
    await createUser(database.db, {
      name: 'One',
      email: 'one@example.com',
      password: 'long-enough',
    });
    await database.db.insert(users).values([account(), account(), account()]);
    expect(await keptTotal()).toBe((before ?? 0) + 4);
    expect(await keptTotal()).toBe(await countedTotal());
  });

  it('counts accounts registered at the same time in separate transactions', async () => {
    const before = await countedTotal();
    await Promise.all(
      Array.from({ length: 8 }, () =>
        database.db.transaction(async (tx) => {
          await tx.insert(users).values(account());
          await tx.execute(sql`SELECT pg_sleep(0.01)`);
        }),
      ),
    );
    expect(await countedTotal()).toBe(before + 8);
    expect(await keptTotal()).toBe(before + 8);
  });

  it('leaves out an account whose transaction was rolled back', async () => {
    const before = await keptTotal();
    await expect(
      database.db.transaction(async (tx) => {
        await tx.insert(users).values(account());
        throw new Error('changed my mind');
      }),
    ).rejects.toThrow('changed my mind');
    expect(await keptTotal()).toBe(before);
  });

  it('goes down when accounts are deleted', async () => {
    const extra = await database.db
      .insert(users)
      .values([account(), account()])
      .returning({ id: users.id });
    const before = await keptTotal();
    await database.db.delete(users).where(
      inArray(
        users.id,
        extra.map((row) => row.id),
      ),
    );
    expect(await keptTotal()).toBe((before ?? 0) - 2);
    expect(await keptTotal()).toBe(await countedTotal());
  });

  it('is zero after the users table is emptied with TRUNCATE, and counts again after', async () => {
    await database.db.execute(sql`TRUNCATE users CASCADE`);
    expect(await keptTotal()).toBe(0);
    await database.db.insert(users).values(account());
    expect(await keptTotal()).toBe(1);
  });
});
