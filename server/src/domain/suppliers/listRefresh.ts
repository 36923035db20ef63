import { sql } from 'drizzle-orm';
import type { Database, Transaction } from '../../db/client.js';
import { rowsOf } from '../../db/rows.js';
import { serviceRoutes, suppliers } from '../../db/schema.js';
import { LIST_QUEUE, type ListJob, sendInTransaction } from '../../jobs/queues.js';

/**
 * The suppliers whose service list is due for the clock's fetch, claimed: active ones whose list
 * was fetched before or that a service is routed to, neither fetched nor asked for in the last
 * `hours`. Claiming stamps `services_tried_at` in the same statement, so among several server
 * processes one fetches each list, and a supplier that fails is asked again an interval later,
 * not at every tick.
 */
export async function claimListsDue(db: Database | Transaction, hours: number): Promise<number[]> {
  const rows = await rowsOf<{ id: number | string }>(
    db,
    sql`
    UPDATE ${suppliers} AS s SET services_tried_at = now()
    WHERE s.active
      AND (s.services_fetched_at IS NOT NULL
        OR EXISTS (SELECT 1 FROM ${serviceRoutes} AS r WHERE r.supplier_id = s.id))
      AND GREATEST(s.services_fetched_at, s.services_tried_at, '-infinity'::timestamptz)
        < now() - make_interval(hours => ${hours})
    RETURNING s.id`,
  );
  return rows.map((row) => Number(row.id));
}

/**
 * The clock's part: the lists due are claimed and their fetch jobs written in one transaction,
 * so a claim is never left without its job (which would wait a whole interval). Nothing at 0
 * hours (off). The job fetches the list (supplierServiceList with `refresh`): a supplier that
 * cannot answer keeps its last list, its reason kept as its last error.
 */
export async function queueListsDue(db: Database, hours: number): Promise<number[]> {
  if (hours <= 0) return [];
  return db.transaction(async (tx) => {
    const due = await claimListsDue(tx, hours);
    for (const supplierId of due) {
      await sendInTransaction(tx, LIST_QUEUE, { supplierId } satisfies ListJob);
    }
    return due;
  });
}
