import { eq, sql } from 'drizzle-orm';
import type { PgUpdateSetSource } from 'drizzle-orm/pg-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { accessTokens } from '../src/db/schema.js';
import { sha256 } from '../src/domain/secrets.js';
import { createTestApp, type TestApp, type TestUser } from './helpers/testApp.js';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ tokenIdleHours: 24, tokenMaxDays: 7 });
});
afterAll(() => t.close());

const profileStatus = async (user: TestUser) =>
  (await user.inject({ method: 'GET', url: '/api/profile' })).statusCode;

const tokenRow = async (user: TestUser) => {
  const [row] = await t.db
    .select()
    .from(accessTokens)
    .where(eq(accessTokens.tokenHash, sha256(user.token)));
  if (!row) throw new Error('token row missing');
  return row;
};

const setToken = (user: TestUser, values: PgUpdateSetSource<typeof accessTokens>) =>
  t.db
    .update(accessTokens)
    .set(values)
    .where(eq(accessTokens.tokenHash, sha256(user.token)));

describe('the lifetime of a sign-in token', () => {
  it('ends after the idle time without use', async () => {
    const user = await t.createUser();
    expect(await profileStatus(user)).toBe(200);
    await setToken(user, { lastUsedAt: sql`now() - interval '25 hours'` });
    expect(await profileStatus(user)).toBe(401);
  });

  it('ends after the absolute lifetime, however often it is used', async () => {
    const user = await t.createUser();
    await setToken(user, { createdAt: sql`now() - interval '8 days'`, lastUsedAt: sql`now()` });
    expect(await profileStatus(user)).toBe(401);
  });

  it('keeps a token in use alive, noting the use at most once a minute', async () => {
    const user = await t.createUser();
    expect((await tokenRow(user)).lastUsedAt).toBeNull();
    expect(await profileStatus(user)).toBe(200);
    const first = (await tokenRow(user)).lastUsedAt;
    expect(first).not.toBeNull();

    await setToken(user, { lastUsedAt: sql`now() - interval '30 seconds'` });
    const recent = (await tokenRow(user)).lastUsedAt;
    expect(await profileStatus(user)).toBe(200);
    expect((await tokenRow(user)).lastUsedAt).toEqual(recent);

    await setToken(user, { lastUsedAt: sql`now() - interval '23 hours'` });
    expect(await profileStatus(user)).toBe(200);
    const renewed = (await tokenRow(user)).lastUsedAt;
    expect(renewed?.getTime()).toBeGreaterThan(Date.now() - 60_000);
  });
});
