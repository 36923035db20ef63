import { eq, sql } from 'drizzle-orm';
import type { Database } from '../../src/db/client.js';
import { users } from '../../src/db/schema.js';

/**
 * Users whose ledger does not add up to their balance, or whose last ledger row does not show
 * the balance. An empty list means the books balance.
 */
export async function unbalancedUsers(db: Database): Promise<unknown[]> {
  // Both drivers answer raw queries with `{ rows }`.
  const result = (await db.execute(sql`
    SELECT u.id, u.credits, coalesce(l.total, 0) AS ledger_total, last.balance_after
    FROM users u
    LEFT JOIN (SELECT user_id, sum(delta) AS total FROM credit_ledger GROUP BY user_id) l
      ON l.user_id = u.id
    LEFT JOIN LATERAL (
      SELECT balance_after FROM credit_ledger c WHERE c.user_id = u.id ORDER BY c.id DESC LIMIT 1
    ) last ON true
    WHERE u.credits <> coalesce(l.total, 0)
       OR (last.balance_after IS NOT NULL AND last.balance_after <> u.credits)`)) as {
    rows: unknown[];
  };
  return result.rows;
}

/** A customer's balance as the database holds it (decimal text), undefined for no such account. */
export async function creditsOf(db: Database, userId: number): Promise<string | undefined> {
  const [row] = await db.select({ credits: users.credits }).from(users).where(eq(users.id, userId));
  return row?.credits;
}
