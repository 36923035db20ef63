import { eq, sql } from 'drizzle-orm';
import type { Transaction } from '../../db/client.js';
import { suppliers } from '../../db/schema.js';
import { toCents } from '../money.js';
import { queueToAdmins } from './adminMails.js';
import { mailIsOn } from './mailSwitch.js';

/**
 * Called in the transaction that stores a supplier's checked balance. When the balance has
 * crossed below the supplier's low-balance threshold, each active admin gets one mail (in their
 * language); not again until a check finds it back at or above the threshold and it crosses
 * again (a balance that cannot be read changes nothing). Returns how many mails were queued.
 */
export async function noteSupplierBalance(tx: Transaction, supplierId: number): Promise<number> {
  const [supplier] = await tx
    .select()
    .from(suppliers)
    .where(eq(suppliers.id, supplierId))
    .for('update');
  if (!supplier) return 0;
  const { balance, lowBalance } = supplier;
  // A balance that could not be read ("N/A") says nothing either way: clearing the alert on it
  // mailed the admins again at each low answer of a supplier that sometimes answers "N/A".
  if (balance === null && lowBalance !== null) return 0;
  const below = balance !== null && lowBalance !== null && toCents(balance) < toCents(lowBalance);
  const alerted = supplier.lowBalanceAlertedAt !== null;
  if (below === alerted) return 0;
  await tx
    .update(suppliers)
    .set({ lowBalanceAlertedAt: below ? sql`now()` : null })
    .where(eq(suppliers.id, supplierId));
  if (!below || balance === null || lowBalance === null || !(await mailIsOn(tx))) return 0;
  return queueToAdmins(tx, {
    kind: 'supplier_low_balance',
    payload: {
      supplierId,
      supplier: supplier.name,
      balance,
      threshold: lowBalance,
      currency: supplier.currency,
    },
  });
}
