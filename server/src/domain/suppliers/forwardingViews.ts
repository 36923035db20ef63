import { asc, eq } from 'drizzle-orm';
import type { Executor } from '../../db/client.js';
import { forwardingAttempts, orderForwarding, suppliers } from '../../db/schema.js';

export interface ForwardingSummary {
  state: 'queued' | 'placing' | 'placed' | 'held' | 'done';
  supplier: { id: number; name: string } | null;
  reference: string | null;
  attempts: number;
  lastError: string | null;
  nextAttemptAt: Date | null;
}

export interface AttemptRecord {
  at: Date;
  finishedAt: Date | null;
  supplier: { id: number; name: string };
  action: string;
  outcome: string | null;
  message: string | null;
  reference: string | null;
}

/**
 * The columns a forwarding summary is read from, for a select that left-joins order_forwarding
 * and suppliers (the admin's order lists join them into their page's statement).
 */
export const forwardingColumns = {
  forwarding: {
    // Never null on a row that exists: drizzle reads the whole object as null by it.
    orderId: orderForwarding.orderId,
    state: orderForwarding.state,
    supplierId: orderForwarding.supplierId,
    reference: orderForwarding.reference,
    attempts: orderForwarding.attempts,
    lastError: orderForwarding.lastError,
    nextAttemptAt: orderForwarding.nextAttemptAt,
  },
  supplierName: suppliers.name,
};

/** A row of forwardingColumns: the forwarding is null when the order has no forwarding row. */
interface ForwardingColumns {
  forwarding: Pick<
    typeof orderForwarding.$inferSelect,
    'orderId' | 'state' | 'supplierId' | 'reference' | 'attempts' | 'lastError' | 'nextAttemptAt'
  > | null;
  supplierName: string | null;
}

/** The summary of what forwardingColumns read; undefined for an order answered by hand. */
export function forwardingSummary({
  forwarding,
  supplierName,
}: ForwardingColumns): ForwardingSummary | undefined {
  if (!forwarding) return undefined;
  return {
    state: forwarding.state,
    supplier:
      forwarding.supplierId !== null
        ? { id: forwarding.supplierId, name: supplierName ?? '' }
        : null,
    reference: forwarding.reference,
    attempts: forwarding.attempts,
    lastError: forwarding.lastError,
    nextAttemptAt:
      forwarding.state === 'queued' || forwarding.state === 'placed'
        ? forwarding.nextAttemptAt
        : null,
  };
}

/** Every attempt of one order, oldest first. */
export async function attemptsOf(db: Executor, orderId: number): Promise<AttemptRecord[]> {
  const rows = await db
    .select({ attempt: forwardingAttempts, supplierName: suppliers.name })
    .from(forwardingAttempts)
    .innerJoin(suppliers, eq(suppliers.id, forwardingAttempts.supplierId))
    .where(eq(forwardingAttempts.orderId, orderId))
    .orderBy(asc(forwardingAttempts.id));
  return rows.map(({ attempt, supplierName }) => ({
    at: attempt.startedAt,
    finishedAt: attempt.finishedAt,
    supplier: { id: attempt.supplierId, name: supplierName },
    action: attempt.action,
    outcome: attempt.outcome,
    message: attempt.message,
    reference: attempt.reference,
  }));
}
