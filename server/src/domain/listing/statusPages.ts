import { sql } from 'drizzle-orm';
import type { Executor } from '../../db/client.js';

/** Orders per row of order_id_blocks (the triggers in migration 0005 use the same number). */
export const ORDER_ID_BLOCK = 4096;

const PENDING = 1;
const ANSWERED = [3, 4];

export interface IdPage {
  /** The ids of the page, newest first. */
  ids: number[];
  /** How many orders the list has in all. */
  total: number;
}

interface StartRow {
  total: number | string | null;
  block: number | string | null;
  before: number | string | null;
}

/**
 * One page of a newest-first list of all orders with some statuses (no other filter), in a time
 * that does not depend on the page number or the size of the shop: the per-block counts of
 * answered orders (plus the pending ones, counted through their index) tell which block of ids
 * the page starts in and how many orders come before it, so only that block is walked.
 */
export async function newestOrderIdsByStatus(
  db: Executor,
  statuses: number[] | undefined,
  offset: number,
  limit: number,
): Promise<IdPage> {
  const wanted = statuses && statuses.length > 0 ? statuses : [PENDING, ...ANSWERED];
  const answered = ANSWERED.filter((status) => wanted.includes(status));
  const withPending = wanted.includes(PENDING);
  const parts = [];
  if (answered.length > 0) {
    parts.push(sql`SELECT block, orders AS n FROM order_id_blocks
      WHERE status IN (${sql.join(
        answered.map((s) => sql`${s}::smallint`),
        sql`, `,
      )})`);
  }
  if (withPending) {
    parts.push(sql`SELECT id / ${ORDER_ID_BLOCK}, count(*)::int FROM orders
      WHERE status = ${PENDING} GROUP BY 1`);
  }
  if (parts.length === 0) return { ids: [], total: 0 };
  const start = (await db.execute(sql`
    WITH counts AS (
      SELECT block, sum(n)::bigint AS n FROM (${sql.join(parts, sql` UNION ALL `)}) AS parts(block, n)
      GROUP BY block
    ), running AS (
      SELECT block, n, sum(n) OVER (ORDER BY block DESC) AS upto FROM counts
    )
    SELECT (SELECT coalesce(sum(n), 0) FROM counts) AS total, r.block, r.upto - r.n AS before
    FROM (SELECT 1) AS one
    LEFT JOIN LATERAL (
      SELECT block, n, upto FROM running WHERE upto > ${offset} ORDER BY block DESC LIMIT 1
    ) r ON true`)) as unknown as { rows: StartRow[] };
  const found = start.rows[0];
  const total = Number(found?.total ?? 0);
  if (!found || found.block === null || found.before === null) return { ids: [], total };
  const below = (Number(found.block) + 1) * ORDER_ID_BLOCK;
  const statusCondition =
    withPending && answered.length === ANSWERED.length
      ? sql``
      : sql`AND status IN (${sql.join(
          wanted.map((s) => sql`${s}::smallint`),
          sql`, `,
        )})`;
  const page = (await db.execute(sql`
    SELECT id FROM orders WHERE id < ${below} ${statusCondition}
    ORDER BY id DESC LIMIT ${limit} OFFSET ${offset - Number(found.before)}`)) as unknown as {
    rows: { id: number | string }[];
  };
  return { ids: page.rows.map((row) => Number(row.id)), total };
}
