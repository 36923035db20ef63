import { sql } from 'drizzle-orm';
import type { SupplierSettings } from '../../config.js';
import type { Database } from '../../db/client.js';
import { rowsOf } from '../../db/rows.js';
import { forwardingAttempts, orderForwarding, orders } from '../../db/schema.js';

/** Beyond the time-out, for the recording of an answer that did come in time. */
export const CUT_OFF_GRACE_SECONDS = 3;

export const CUT_OFF_MESSAGE =
  'The call was cut off (the server stopped during it): the supplier may have taken the order';

/**
 * Placement calls that started longer ago than the time-out (plus a little) and have no outcome
 * were cut off by a crash or a kill: their outcome is unknown, so their orders are held, never
 * sent again by themselves. Answers the orders held.
 *
 * The sweep locks as every other forwarding path does — the order, then its forwarding, then
 * the attempt — and never waits: an order whose rows are locked (a late answer being recorded,
 * an admin's answer) is left to that transaction and looked at again on the next tick. Locking
 * the attempt first and waiting for the forwarding deadlocked with finishAttempt, and PostgreSQL
 * could cancel the recording of an accepted order's reference. An attempt whose outcome was
 * recorded after this statement's snapshot is rechecked on its newest version (outcome IS NULL)
 * and left as it is.
 */
export async function holdCutOffAttempts(
  db: Database,
  settings: SupplierSettings,
): Promise<number[]> {
  const seconds = settings.timeoutSeconds + CUT_OFF_GRACE_SECONDS;
  const rows = await rowsOf<{ order_id: number | string }>(
    db,
    sql`
    WITH due AS MATERIALIZED (
      SELECT a.id, a.order_id
      FROM ${forwardingAttempts} AS a
      JOIN ${orders} AS o ON o.id = a.order_id
      JOIN ${orderForwarding} AS f ON f.order_id = a.order_id
      WHERE a.outcome IS NULL AND a.started_at < now() - make_interval(secs => ${seconds})
      FOR UPDATE OF o, f SKIP LOCKED),
    cut AS (
      UPDATE ${forwardingAttempts} AS a
      SET outcome = 'unknown', finished_at = now(), message = ${CUT_OFF_MESSAGE}
      FROM due WHERE a.id = due.id AND a.outcome IS NULL
      RETURNING a.id, a.order_id)
    UPDATE ${orderForwarding} AS f
    SET state = 'held', last_error = ${CUT_OFF_MESSAGE}, updated_at = now()
    FROM cut WHERE f.order_id = cut.order_id AND f.current_attempt_id = cut.id AND f.state = 'placing'
    RETURNING f.order_id`,
  );
  return rows.map((row) => Number(row.order_id));
}

/** Suppliers with placed orders due for a poll. */
export async function suppliersDueForPoll(db: Database): Promise<number[]> {
  const rows = await rowsOf<{ supplier_id: number | string }>(
    db,
    sql`
    SELECT DISTINCT supplier_id FROM ${orderForwarding}
    WHERE state = 'placed' AND next_attempt_at <= now() AND supplier_id IS NOT NULL`,
  );
  return rows.map((row) => Number(row.supplier_id));
}

/**
 * Queued orders long past their time (their job failed over and over): listed so the clock can
 * send them a job again. Placing them twice is impossible: a job only takes queued orders.
 */
export async function overdueQueuedOrders(
  db: Database,
  settings: SupplierSettings,
): Promise<number[]> {
  const late = settings.timeoutSeconds * 4 + 60;
  const rows = await rowsOf<{ order_id: number | string }>(
    db,
    sql`
    SELECT order_id FROM ${orderForwarding}
    WHERE state = 'queued' AND next_attempt_at < now() - make_interval(secs => ${late})
    LIMIT 1000`,
  );
  return rows.map((row) => Number(row.order_id));
}
