import type { Database } from '../../db/client.js';
import type { LateOrderLine } from '../../mail/templates/ordersLate.js';
import { queueToAdmins } from './adminMails.js';
import { mailIsOn } from './mailSwitch.js';

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
    return queueToAdmins(tx, { kind: 'orders_late', payload: { supplier, orders } });
  });
}
