import { eq, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client.js';
import { suppliers } from '../../db/schema.js';
import { DhruClient } from '../../suppliers/dhruClient.js';
import { InvalidInputError } from '../errors.js';
import { noteSupplierBalance } from '../mail/supplierLowBalance.js';
import {
  findSupplier,
  type SupplierRow,
  type SupplierSummary,
  supplierAccount,
} from './supplierAccounts.js';

/** How the shop calls its suppliers: the time-out, and whether private networks are allowed. */
export interface SupplierCallSettings {
  timeoutSeconds: number;
  privateNetwork: boolean;
}

/** A client for this supplier's account, every call bounded by the time-out. */
export const clientFor = (supplier: SupplierRow, settings: SupplierCallSettings) =>
  new DhruClient(
    { url: supplier.url, username: supplier.username, apiKey: supplier.apiKey },
    { timeoutMs: settings.timeoutSeconds * 1000, privateNetwork: settings.privateNetwork },
  );

/**
 * "Check": accountinfo at the supplier. Its balance and currency are kept with the time (a fall
 * below the low-balance threshold mails the admins once); a refusal
 * ("Authentication Failed"), an unreachable or non-DHRU supplier is kept as the last error and
 * refused with the supplier's reason.
 */
export async function checkSupplier(
  db: Executor,
  id: number,
  settings: SupplierCallSettings,
): Promise<SupplierSummary> {
  const supplier = await supplierAccount(db, id);
  const answer = await clientFor(supplier, settings).accountInfo();
  if (answer.kind !== 'ok') {
    await db
      .update(suppliers)
      .set({ lastError: answer.message, checkedAt: sql`now()`, updatedAt: sql`now()` })
      .where(eq(suppliers.id, id));
    // The supplier's own words (its refusal: "Authentication Failed"), or the shop's account of
    // how the call failed ("HTTP 503 from the supplier").
    throw InvalidInputError.quoting('supplier', answer.message);
  }
  await db.transaction(async (tx) => {
    await tx
      .update(suppliers)
      .set({
        balance: answer.balance,
        currency: answer.currency,
        lastError: null,
        checkedAt: sql`now()`,
        updatedAt: sql`now()`,
      })
      .where(eq(suppliers.id, id));
    await noteSupplierBalance(tx, id);
  });
  return findSupplier(db, id);
}

/**
 * A refusal that says the shop's account at the supplier lacks credit: "Not enough credits",
 * "Insufficient balance", "Low funds".
 */
const OUT_OF_CREDIT = /credit|balance|fund/i;

/** The least time between two checks made by refusals for want of credit. */
const RECHECK_AFTER_MS = 60 * 1000;

/**
 * After the supplier refused orders for want of credit, its balance is asked again (at most once
 * a minute): the suppliers list's balance and low-balance warning, and the admins' mail, follow
 * at once. Before, they showed the balance of the last Check, a supplier out of credit looking
 * healthy. A check that fails is kept as the supplier's last error, as Check keeps it.
 */
export async function recheckAfterRefusals(
  db: Executor,
  supplier: SupplierRow,
  refusals: string[],
  settings: SupplierCallSettings,
): Promise<void> {
  if (!refusals.some((message) => OUT_OF_CREDIT.test(message))) return;
  const checked = supplier.checkedAt?.getTime() ?? 0;
  if (Date.now() - checked < RECHECK_AFTER_MS) return;
  await checkSupplier(db, supplier.id, settings).catch((error: unknown) => {
    if (!(error instanceof InvalidInputError)) throw error;
  });
}
