import { dashboardPeriods } from '../../server/src/domain/stats/dashboard.js';
import type { DirectDatabase } from './directDatabase.js';
import { type Figures, figures, measureLoop } from './measure.js';

/**
 * The road not taken, measured for the design note: the dashboard's four periods aggregated
 * straight from the orders (indexed by answered_at) on every request, instead of from the hourly
 * summary the triggers keep.
 */
function aggregateFromOrders(now: Date, timeZone: string): { text: string; params: string[] } {
  const p = dashboardPeriods({ now, timeZone });
  const params = [
    p.totalOrders.from,
    p.totalOrders.to,
    p.yesterdayOrders.from,
    p.yesterdayOrders.to,
    p.weekOrders.from,
    p.weekOrders.to,
    p.monthOrders.from,
    p.monthOrders.to,
  ].map((d) => d.toISOString());
  const periods = [1, 3, 5, 7].map((i) => `o.answered_at >= $${i} AND o.answered_at < $${i + 1}`);
  const columns = periods.flatMap((period) => [
    `count(*) FILTER (WHERE o.status = 4 AND ${period})`,
    `count(*) FILTER (WHERE o.status = 3 AND ${period})`,
    `coalesce(sum(o.price - o.cost) FILTER (WHERE o.status = 4 AND ${period}), 0)`,
  ]);
  const text = `
    SELECT s.tier, ${columns.join(',\n           ')}
    FROM orders o JOIN services s ON s.id = o.service_id
    WHERE o.answered_at >= least($3::timestamptz, $5::timestamptz, $7::timestamptz)
      AND o.answered_at < greatest($2::timestamptz, $6::timestamptz, $8::timestamptz)
      AND o.status IN (3, 4)
    GROUP BY s.tier`;
  return { text, params };
}

export interface AlternativeFigures {
  plainIndex: Figures;
  coveringIndex: Figures;
  monthRows: number;
}

export async function measureDashboardAlternative(
  direct: DirectDatabase,
  timeZone: string,
  options: { connections: number; durationMs: number },
): Promise<AlternativeFigures> {
  const { text, params } = aggregateFromOrders(new Date(), timeZone);
  const run = async () => {
    await direct.query(text, params);
  };
  const [month] = (await direct.query(
    'SELECT count(*)::int AS n FROM orders WHERE answered_at >= $1 AND answered_at < $2',
    params.slice(6),
  )) as { n: number }[];
  await measureLoop(run, { connections: options.connections, durationMs: 500 });
  const plainIndex = figures(await measureLoop(run, options));
  await direct.query(
    'CREATE INDEX bench_orders_answered_covering ON orders (answered_at) INCLUDE (status, service_id, price, cost)',
  );
  try {
    await direct.query('VACUUM ANALYZE orders');
    await measureLoop(run, { connections: options.connections, durationMs: 500 });
    const coveringIndex = figures(await measureLoop(run, options));
    return { plainIndex, coveringIndex, monthRows: month?.n ?? 0 };
  } finally {
    await direct.query('DROP INDEX bench_orders_answered_covering');
  }
}
