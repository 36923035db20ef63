import { eq, sql } from 'drizzle-orm';
import type { Executor } from '../db/client.js';
import { users } from '../db/schema.js';
import { InvalidInputError, NotFoundError } from './errors.js';
import type { UserRow } from './tokens.js';

export interface ProfileChanges {
  /** Mail me when my orders are answered. */
  notifyOrders?: boolean | undefined;
  /** The language of my mails: the one the client shows. */
  locale?: 'en' | 'es' | undefined;
}

export const NOTHING_TO_CHANGE = 'Send notify_orders, locale, or both.';

/** The signed-in account's own mail settings. */
export async function changeProfile(
  db: Executor,
  userId: number,
  changes: ProfileChanges,
): Promise<UserRow> {
  const values: Partial<typeof users.$inferInsert> = {};
  if (changes.notifyOrders !== undefined) values.notifyOrders = changes.notifyOrders;
  if (changes.locale !== undefined) values.locale = changes.locale;
  if (Object.keys(values).length === 0) throw InvalidInputError.field('payload', NOTHING_TO_CHANGE);
  const [updated] = await db
    .update(users)
    .set({ ...values, updatedAt: sql`now()` })
    .where(eq(users.id, userId))
    .returning();
  if (!updated) throw new NotFoundError('User');
  return updated;
}
