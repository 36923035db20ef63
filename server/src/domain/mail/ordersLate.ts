import { and, eq } from 'drizzle-orm';
import type { Database } from '../../db/client.js';
import { users } from '../../db/schema.js';
import type { LateOrderLine } from '../../mail/templates/ordersLate.js';
import { mailIsOn } from './mailSwitch.js';
import { queueMail } from './outbox.js';

/**
 * Tells each active admin (one mail each, in their language) of the orders of one supplier that
 * have just become late there: still waiting past SUPPLIER_OVERDUE_DAYS. Answers how many mails
 * were queued (none while mail is off).
 */
export async function tellAdminsOfLateOrders(
  db: Database,
  supplier: string,
  orders: LateOrderLine[],
): Promise<number> {
  if (orders.length === 0) return 0;
  return db.transaction(async (tx) => {
    if (!(await mailIsOn(tx))) return 0;
    const admins = await tx
      .select({ id: users.id, email: users.email, locale: users.locale })
      .from(users)
      .where(and(eq(users.admin, true), eq(users.active, true)));
    for (const admin of admins) {
      await queueMail(tx, {
        kind: 'orders_late',
        userId: admin.id,
        recipient: admin.email,
        locale: admin.locale,
        payload: { supplier, orders },
      });
    }
    return admins.length;
  });
}
