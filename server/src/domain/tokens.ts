import { and, eq, gt, inArray, lt, ne, or, type SQL, sql } from 'drizzle-orm';
import type { Executor } from '../db/client.js';
import { preparedQuery } from '../db/prepared.js';
import { rowsOf } from '../db/rows.js';
import { accessTokens, users } from '../db/schema.js';
import { newToken, sha256 } from './secrets.js';

export type UserRow = typeof users.$inferSelect;

/** Issues a token for the user; only its hash is stored. */
export async function issueToken(db: Executor, userId: number): Promise<string> {
  const token = newToken();
  await db.insert(accessTokens).values({ userId, tokenHash: sha256(token) });
  return token;
}

/**
 * Issues a token for the account as its sign-in found it, only while the account still has that
 * password, second factor, role and standing. The row is read FOR SHARE in the same statement,
 * so a password reset, a password change or a takeover that ends every session while the
 * password was being verified either waits for this token and revokes it too, or is seen here and
 * no token is issued. Undefined when the account changed meanwhile.
 */
export async function issueTokenAsVerified(
  db: Executor,
  verified: UserRow,
): Promise<string | undefined> {
  const token = newToken();
  const issued = await rowsOf<{ id: number }>(
    db,
    sql`INSERT INTO ${accessTokens} (user_id, token_hash)
      SELECT ${users.id}, ${sha256(token)} FROM ${users}
      WHERE ${users.id} = ${verified.id} AND ${users.passwordHash} = ${verified.passwordHash}
        AND ${users.active} AND ${users.admin} = ${verified.admin}
        AND ${users.totpSecret} IS NOT DISTINCT FROM ${verified.totpSecret}
      FOR SHARE
      RETURNING id`,
  );
  return issued.length > 0 ? token : undefined;
}

/** How long a token lives: unused for `idleHours`, or `maxDays` after it was issued. */
export interface TokenLifetime {
  idleHours: number;
  maxDays: number;
}

/** `last_used_at` is written at most this often per token. */
const LAST_USE_PRECISION_SECONDS = 60;

/**
 * A token that still opens its account: an active user, neither idle nor past its lifetime. The
 * lifetime's figures are values (numbers, or placeholders of a prepared query).
 */
function alive(maxDays: unknown, idleHours: unknown): SQL | undefined {
  const lastActivity = sql`coalesce(${accessTokens.lastUsedAt}, ${accessTokens.createdAt})`;
  return and(
    eq(users.active, true),
    gt(accessTokens.createdAt, sql`now() - make_interval(days => ${maxDays}::int)`),
    gt(lastActivity, sql`now() - make_interval(hours => ${idleHours}::int)`),
  );
}

/** Every request's first statement, so it is built and planned once (db/prepared.ts). */
const tokenHolder = preparedQuery((db) =>
  db
    .select({ user: users, tokenId: accessTokens.id, lastUsedAt: accessTokens.lastUsedAt })
    .from(accessTokens)
    .innerJoin(users, eq(users.id, accessTokens.userId))
    .where(
      and(
        eq(accessTokens.tokenHash, sql.placeholder('tokenHash')),
        alive(sql.placeholder('maxDays'), sql.placeholder('idleHours')),
      ),
    )
    .limit(1),
);

/**
 * The active user a bearer token belongs to, or undefined when the token is unknown, revoked,
 * idle for too long or past its absolute lifetime. Notes the use (at most once a minute).
 */
export async function userForToken(
  db: Executor,
  token: string,
  lifetime: TokenLifetime,
): Promise<UserRow | undefined> {
  if (token.length < 20 || token.length > 200) return undefined;
  const rows = await tokenHolder(db).execute({
    tokenHash: sha256(token),
    maxDays: lifetime.maxDays,
    idleHours: lifetime.idleHours,
  });
  const row = rows[0];
  if (!row) return undefined;
  const stale = `now() - make_interval(secs => ${LAST_USE_PRECISION_SECONDS})`;
  if (
    !row.lastUsedAt ||
    row.lastUsedAt.getTime() < Date.now() - LAST_USE_PRECISION_SECONDS * 1000
  ) {
    await db
      .update(accessTokens)
      .set({ lastUsedAt: sql`now()` })
      .where(
        and(
          eq(accessTokens.id, row.tokenId),
          or(sql`${accessTokens.lastUsedAt} is null`, lt(accessTokens.lastUsedAt, sql.raw(stale))),
        ),
      );
  }
  return row.user;
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

/**
 * Which of these token hashes still open their account (as `userForToken` would decide), with
 * whether that account is an admin now; a token revoked, idle or past its lifetime is missing.
 * Does not count as a use: a page left open does not keep its token alive.
 */
export async function liveTokenHolders(
  db: Executor,
  tokenHashes: string[],
  lifetime: TokenLifetime,
): Promise<Map<string, { userId: number; admin: boolean }>> {
  const holders = new Map<string, { userId: number; admin: boolean }>();
  if (tokenHashes.length === 0) return holders;
  const rows = await db
    .select({ tokenHash: accessTokens.tokenHash, userId: users.id, admin: users.admin })
    .from(accessTokens)
    .innerJoin(users, eq(users.id, accessTokens.userId))
    .where(
      and(
        inArray(accessTokens.tokenHash, tokenHashes),
        alive(lifetime.maxDays, lifetime.idleHours),
      ),
    );
  for (const row of rows) holders.set(row.tokenHash, { userId: row.userId, admin: row.admin });
  return holders;
}
