import { and, desc, lt, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client.js';
import { preparedSqlFamily } from '../../db/prepared.js';
import { orders } from '../../db/schema.js';

/** Orders per row of order_id_blocks (the triggers in migration 0005 use the same number). */
export const ORDER_ID_BLOCK = 4096;

const PENDING = 1;
const ANSWERED = [3, 4];

/** Figures as text: the two drivers read bigint and numeric differently. */
interface StartRow {
  total: string | null;
  block: string | null;
  before: string | null;
}

/** Which counts a list's start is found from: answered orders' blocks, pending orders, or both. */
interface StartShape {
  answered: boolean;
  pending: boolean;
}

/**
 * The list's total, the block of ids its page starts in and how many orders come before that
 * block; the answered statuses wanted come as the placeholder `answered` (smallint[]).
 */
const pageStart = preparedSqlFamily<StartShape, StartRow>(
  (shape) => `${shape.answered}:${shape.pending}`,
  (shape) => {
    const parts = [];
    if (shape.answered) {
      parts.push(sql`SELECT block, orders AS n FROM order_id_blocks
        WHERE status = ANY(${sql.placeholder('answered')}::smallint[])`);
    }
    if (shape.pending) {
      parts.push(sql`SELECT id / ${sql.raw(String(ORDER_ID_BLOCK))}, count(*)::int FROM orders
        WHERE status = ${sql.raw(String(PENDING))} GROUP BY 1`);
    }
    return sql`
      WITH counts AS (
        SELECT block, sum(n)::bigint AS n FROM (${sql.join(parts, sql` UNION ALL `)}) AS parts(block, n)
        GROUP BY block
      ), running AS (
        SELECT block, n, sum(n) OVER (ORDER BY block DESC) AS upto FROM counts
      )
      SELECT (SELECT coalesce(sum(n), 0) FROM counts)::text AS total, r.block::text AS block,
             (r.upto - r.n)::text AS before
      FROM (SELECT 1) AS one
      LEFT JOIN LATERAL (
        SELECT block, n, upto FROM running
        WHERE upto > ${sql.placeholder('offset')}::bigint ORDER BY block DESC LIMIT 1
      ) r ON true`;
  },
);

/**
 * The ids below the placeholder `below`, newest first, skipping `skip` and taking `limit`; of the
 * statuses in `statuses`, or of every status: the subquery of a page (orders/findOrders.ts).
 */
export function idsInBlockQuery(db: Executor, everyStatus: boolean) {
  return db
    .select({ id: orders.id })
    .from(orders)
    .where(
      and(
        lt(orders.id, sql.placeholder('below')),
        everyStatus
          ? undefined
          : sql`${orders.status} = ANY(${sql.placeholder('statuses')}::smallint[])`,
      ),
    )
    .orderBy(desc(orders.id))
    .limit(sql.placeholder('limit'))
    .offset(sql.placeholder('skip'));
}

/** Where a page of a newest-first list by status starts, as `idsInBlockQuery`'s values. */
export interface PageStart {
  /** How many orders the list has in all. */
  total: number;
  /** Whether the list has every status (no status condition). */
  everyStatus: boolean;
  /** The placeholders' values of `idsInBlockQuery`; undefined when the page is past the end. */
  values?: { below: number; statuses: number[]; limit: number; skip: number };
}

/**
 * Where page `offset`/`limit` of a newest-first list of all orders with some statuses (no other
 * filter) starts, in a time that does not depend on the page number or the size of the shop: the
 * per-block counts of answered orders (plus the pending ones, counted through their index) tell
 * which block of ids the page starts in and how many orders come before it, so only that block
 * is walked.
 */
export async function newestPageStart(
  db: Executor,
  statuses: number[] | undefined,
  offset: number,
  limit: number,
): Promise<PageStart> {
  const wanted = statuses && statuses.length > 0 ? statuses : [PENDING, ...ANSWERED];
  const answered = ANSWERED.filter((status) => wanted.includes(status));
  const withPending = wanted.includes(PENDING);
  const everyStatus = withPending && answered.length === ANSWERED.length;
  if (answered.length === 0 && !withPending) return { total: 0, everyStatus };
  const [found] = await pageStart(db, {
    answered: answered.length > 0,
    pending: withPending,
  }).execute({ answered, offset });
  const total = Number(found?.total ?? 0);
  if (!found || found.block === null || found.before === null) return { total, everyStatus };
  return {
    total,
    everyStatus,
    values: {
      below: (Number(found.block) + 1) * ORDER_ID_BLOCK,
      statuses: wanted,
      limit,
      skip: offset - Number(found.before),
    },
  };
}
