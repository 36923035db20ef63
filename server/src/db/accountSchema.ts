import {
  bigserial,
  index,
  integer,
  pgTable,
  timestamp,
  uniqueIndex,
  varchar,
} from 'drizzle-orm/pg-core';
import { users } from './schema.js';

/**
 * Accounts' one-off secrets sent by mail (issue 12, migration 0010_catalogue_and_mail).
 * Re-exported by schema.ts, so drizzle sees one schema.
 */

/** A "forgot password" link: only its SHA-256 is kept; used once, valid until expires_at. */
export const passwordResets = pgTable(
  'password_resets',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    tokenHash: varchar('token_hash', { length: 64 }).notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
  },
  (t) => [
    uniqueIndex('password_resets_token_hash_unique').on(t.tokenHash),
    index('password_resets_user_idx').on(t.userId, t.id),
  ],
);
