import { sql } from 'drizzle-orm';
import {
  bigint,
  bigserial,
  boolean,
  check,
  index,
  integer,
  jsonb,
  pgTable,
  smallint,
  text,
  timestamp,
  varchar,
} from 'drizzle-orm/pg-core';
import { orders, users } from './schema.js';

/**
 * Mail (issue 12, migration 0011_mail): the outbox every mail leaves from, the answered orders
 * waiting for a customer's next digest, and whether this shop sends mail at all.
 * Re-exported by schema.ts, so drizzle sees one schema.
 */

const at = (name: string) => timestamp(name, { withTimezone: true });

/**
 * One row, written by every server process at start from its SMTP_URL: answered orders are
 * noted for a digest only while mail is on (so nothing piles up while it is off).
 */
export const mailSwitch = pgTable(
  'mail_switch',
  {
    id: smallint('id').primaryKey().default(1),
    enabled: boolean('enabled').notNull(),
    updatedAt: at('updated_at').notNull().defaultNow(),
  },
  (t) => [check('mail_switch_one_row', sql`${t.id} = 1`)],
);

/**
 * Every mail, written in the transaction of the change it tells about; a job sends it.
 * `queued` → `sending` (claimed by one worker, committed before the SMTP call) → `sent`;
 * a refusal puts it back to `queued` for `next_attempt_at`, `failed` after the retry limit;
 * `unknown` when the server may have taken it (cut off after the message): never re-sent;
 * `dropped` when it had nothing left to say (a reset link already used).
 */
export const mailOutbox = pgTable(
  'mail_outbox',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    /** 'orders_answered' | 'password_reset' | 'supplier_low_balance' (domain/mail/kinds.ts). */
    kind: varchar('kind', { length: 32 }).notNull(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** The address: the account's when written, and again when each attempt starts (outbox.ts). */
    recipient: varchar('recipient', { length: 255 }).notNull(),
    locale: varchar('locale', { length: 8 }).notNull(),
    /** What the mail says, as data (never a secret: a reset link is made when it is sent). */
    payload: jsonb('payload').$type<Record<string, unknown>>().notNull(),
    state: varchar('state', { length: 16 }).notNull().default('queued'),
    attempts: integer('attempts').notNull().default(0),
    nextAttemptAt: at('next_attempt_at').notNull().defaultNow(),
    sendingAt: at('sending_at'),
    sentAt: at('sent_at'),
    lastError: text('last_error'),
    createdAt: at('created_at').notNull().defaultNow(),
  },
  (t) => [
    index('mail_outbox_state_idx').on(t.state, t.nextAttemptAt),
    index('mail_outbox_user_idx').on(t.userId, t.id),
    check(
      'mail_outbox_state_known',
      sql`${t.state} in ('queued', 'sending', 'sent', 'failed', 'unknown', 'dropped')`,
    ),
  ],
);

/** An answered order whose customer has yet to be told, in their next "orders answered" mail. */
export const orderMailNotices = pgTable(
  'order_mail_notices',
  {
    orderId: bigint('order_id', { mode: 'number' })
      .primaryKey()
      .references(() => orders.id, { onDelete: 'cascade' }),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    createdAt: at('created_at').notNull().defaultNow(),
  },
  (t) => [index('order_mail_notices_user_idx').on(t.userId, t.createdAt)],
);

/** When each customer's last "orders answered" mail was written: the next waits the period. */
export const orderMailDigests = pgTable('order_mail_digests', {
  userId: integer('user_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  lastSentAt: at('last_sent_at'),
});
