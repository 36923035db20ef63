import { asc, eq, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client.js';
import { preparedQuery } from '../../db/prepared.js';
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

/** The forwarding rows of the orders whose ids are the placeholder `ids`, with supplier names. */
const forwardingRows = preparedQuery((db) =>
  db
    .select({ forwarding: orderForwarding, supplierName: suppliers.name })
    .from(orderForwarding)
    .leftJoin(suppliers, eq(suppliers.id, orderForwarding.supplierId))
    .where(sql`${orderForwarding.orderId} = ANY(${sql.placeholder('ids')}::bigint[])`),
);

/** Where each of these orders is with its suppliers; orders answered by hand are absent. */
export async function forwardingOf(
  db: Executor,
  orderIds: number[],
): Promise<Map<number, ForwardingSummary>> {
  if (orderIds.length === 0) return new Map();
  const rows = await forwardingRows(db).execute({ ids: orderIds });
  return new Map(
    rows.map(({ forwarding, supplierName }) => [
      forwarding.orderId,
      {
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
      },
    ]),
  );
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
