import { and, eq, ne } from 'drizzle-orm';
import type { Executor } from '../db/client.js';
import { accessTokens, users } from '../db/schema.js';
import { newToken, sha256 } from './secrets.js';

export type UserRow = typeof users.$inferSelect;

/** Issues a token for the user; only its hash is stored. */
export async function issueToken(db: Executor, userId: number): Promise<string> {
  const token = newToken();
  await db.insert(accessTokens).values({ userId, tokenHash: sha256(token) });
  return token;
}

/** The active user a bearer token belongs to, or undefined. */
export async function userForToken(db: Executor, token: string): Promise<UserRow | undefined> {
  if (token.length < 20 || token.length > 200) return undefined;
  const rows = await db
    .select({ user: users })
    .from(accessTokens)
    .innerJoin(users, eq(users.id, accessTokens.userId))
    .where(and(eq(accessTokens.tokenHash, sha256(token)), eq(users.active, true)))
    .limit(1);
  return rows[0]?.user;
}

export async function revokeToken(db: Executor, token: string): Promise<void> {
  await db.delete(accessTokens).where(eq(accessTokens.tokenHash, sha256(token)));
}

/** Signs the user out everywhere, except (optionally) the token in use. */
export async function revokeUserTokens(
  db: Executor,
  userId: number,
  keepToken?: string,
): Promise<void> {
  const condition = keepToken
    ? and(eq(accessTokens.userId, userId), ne(accessTokens.tokenHash, sha256(keepToken)))
    : eq(accessTokens.userId, userId);
  await db.delete(accessTokens).where(condition);
}
