import { type SQL, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client.js';
import { preparedSqlFamily } from '../../db/prepared.js';

export type Tier = 'none' | 'clean' | 'base' | 'premium';

/** Answered orders of one tier within one time range; profit in cents (exact). */
export interface TierFigures {
  completed: number;
  rejected: number;
  profitCents: number;
}

/** A half-open range of instants [from, to), named by `key`. */
export interface TimeRange {
  key: string;
  from: Date;
  to: Date;
}

const HOUR_MS = 3_600_000;

interface RangePart {
  key: string;
  from: Date;
  to: Date;
}

/**
 * Splits each range into the whole UTC hours it covers (read from the hourly summary) and the
 * partial hours at its ends (read from the orders themselves). Ranges that start and end on the
 * hour — every day in a zone with a whole-hour offset — have no partial hours.
 */
export function splitIntoHours(ranges: TimeRange[]): { hours: RangePart[]; edges: RangePart[] } {
  const hours: RangePart[] = [];
  const edges: RangePart[] = [];
  for (const { key, from, to } of ranges) {
    const start = from.getTime();
    const end = to.getTime();
    if (end <= start) continue;
    const firstHour = Math.ceil(start / HOUR_MS) * HOUR_MS;
    const lastHour = Math.floor(end / HOUR_MS) * HOUR_MS;
    if (firstHour >= lastHour) {
      edges.push({ key, from, to });
      continue;
    }
    hours.push({ key, from: new Date(firstHour), to: new Date(lastHour) });
    if (start < firstHour) edges.push({ key, from, to: new Date(firstHour) });
    if (lastHour < end) edges.push({ key, from: new Date(lastHour), to });
  }
  return { hours, edges };
}

/** The parts as one table `alias(key, from_at, to_at)`, from three array placeholders. */
function rangesTable(placeholder: 'hours' | 'edges', alias: string): SQL {
  return sql`unnest(
    ${sql.placeholder(`${placeholder}Keys`)}::text[],
    ${sql.placeholder(`${placeholder}From`)}::timestamptz[],
    ${sql.placeholder(`${placeholder}To`)}::timestamptz[]
  ) AS ${sql.raw(alias)}(key, from_at, to_at)`;
}

/** The placeholders' values for one table of parts. */
function rangesValues(placeholder: 'hours' | 'edges', parts: RangePart[]) {
  return {
    [`${placeholder}Keys`]: parts.map((part) => part.key),
    [`${placeholder}From`]: parts.map((part) => part.from.toISOString()),
    [`${placeholder}To`]: parts.map((part) => part.to.toISOString()),
  };
}

function toCents(value: string | number | null): number {
  if (value === null) return 0;
  return Math.round(Number(value) * 100);
}

interface FiguresRow {
  key: string;
  tier: Tier;
  completed: number | string;
  rejected: number | string;
  profit: string | null;
}

/** Whether the ranges have whole hours (read from the summary) and partial ones (from orders). */
interface FiguresShape {
  hours: boolean;
  edges: boolean;
}

const figuresQuery = preparedSqlFamily<FiguresShape, FiguresRow>(
  (shape) => `${shape.hours}:${shape.edges}`,
  (shape) => {
    const parts: SQL[] = [];
    if (shape.hours) {
      parts.push(sql`
        SELECT r.key, h.tier, h.completed, h.rejected, h.profit
        FROM ${rangesTable('hours', 'r')}
        JOIN order_stats_hourly h ON h.bucket >= r.from_at AND h.bucket < r.to_at`);
    }
    if (shape.edges) {
      parts.push(sql`
        SELECT e.key, s.tier, (o.status = 4)::int, (o.status = 3)::int,
               CASE WHEN o.status = 4 THEN o.price - o.cost ELSE 0 END
        FROM ${rangesTable('edges', 'e')}
        JOIN orders o ON o.answered_at >= e.from_at AND o.answered_at < e.to_at
        JOIN services s ON s.id = o.service_id
        WHERE o.status IN (3, 4)`);
    }
    return sql`
      SELECT key, tier::text AS tier, sum(completed)::int AS completed,
             sum(rejected)::int AS rejected, sum(profit)::text AS profit
      FROM (${sql.join(parts, sql` UNION ALL `)}) AS parts(key, tier, completed, rejected, profit)
      GROUP BY key, tier`;
  },
);

/**
 * Completed and rejected counts and profit (price − cost of completed orders) per tier, for each
 * range, by the time the orders were answered. Reads about (hours × tiers) summary rows per range,
 * however many orders the shop has.
 */
export async function answeredOrderFigures(
  db: Executor,
  ranges: TimeRange[],
): Promise<Map<string, Map<Tier, TierFigures>>> {
  const result = new Map<string, Map<Tier, TierFigures>>(
    ranges.map((range) => [range.key, new Map()]),
  );
  const { hours, edges } = splitIntoHours(ranges);
  if (hours.length === 0 && edges.length === 0) return result;
  const rows = await figuresQuery(db, {
    hours: hours.length > 0,
    edges: edges.length > 0,
  }).execute({ ...rangesValues('hours', hours), ...rangesValues('edges', edges) });
  for (const row of rows) {
    result.get(row.key)?.set(row.tier, {
      completed: Number(row.completed),
      rejected: Number(row.rejected),
      profitCents: toCents(row.profit),
    });
  }
  return result;
}
