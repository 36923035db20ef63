import { and, eq } from 'drizzle-orm';
import type { Transaction } from '../../db/client.js';
import { users } from '../../db/schema.js';
import type { MailToQueue } from './kinds.js';
import { queueMail } from './outbox.js';

/** The kinds of mail every active admin gets. */
type AdminMail = Extract<
  MailToQueue,
  { kind: 'supplier_low_balance' | 'orders_late' | 'supplier_prices_above' | 'backup_failed' }
>;

/**
 * Queues one mail to each active admin, in their language (mail must be on: the caller checks);
 * answers how many were queued.
 */
export async function queueToAdmins(
  tx: Transaction,
  mail: Pick<AdminMail, 'kind' | 'payload'>,
): Promise<number> {
  const admins = await tx
    .select({ id: users.id, email: users.email, locale: users.locale })
    .from(users)
    .where(and(eq(users.admin, true), eq(users.active, true)));
  for (const admin of admins) {
    // The kind and its payload travel together: the union is kept by the caller's type.
    await queueMail(tx, {
      ...mail,
      userId: admin.id,
      recipient: admin.email,
      locale: admin.locale,
    } as AdminMail);
  }
  return admins.length;
}
