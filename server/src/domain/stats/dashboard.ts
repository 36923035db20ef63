import type { Executor } from '../../db/client.js';
import {
  answeredOrderFigures,
  type Tier,
  type TierFigures,
  type TimeRange,
} from './answeredOrders.js';
import {
  addDays,
  firstOfMonth,
  firstOfNextMonth,
  isoDate,
  type LocalDate,
  localDateOf,
  mondayOf,
  startOfDay,
} from './calendar.js';

/** One period's figures, named as the spec's dashboard names them. */
export interface PeriodSummary {
  orderSuccess: number;
  orderSuccessClean: number;
  orderSuccessBase: number;
  orderSuccessPremium: number;
  orderRejected: number;
  gananciaTotal: number;
  gananciaClean: number;
  gananciaBase: number;
  gananciaPremium: number;
}

export interface DashboardSummary {
  totalOrders: PeriodSummary;
  yesterdayOrders: PeriodSummary;
  weekOrders: PeriodSummary;
  monthOrders: PeriodSummary;
}

export type PeriodName = keyof DashboardSummary;

export interface StatsClock {
  now: Date;
  /** IANA zone of the shop's calendar (APP_TIMEZONE). */
  timeZone: string;
}

/** Calendar periods around `now` in the shop's zone: today, yesterday, this week (Monday on), this month. */
export function dashboardPeriods({ now, timeZone }: StatsClock): Record<PeriodName, TimeRange> {
  const today = localDateOf(now, timeZone);
  const range = (key: PeriodName, first: LocalDate, next: LocalDate): TimeRange => ({
    key,
    from: startOfDay(first, timeZone),
    to: startOfDay(next, timeZone),
  });
  const monday = mondayOf(today);
  return {
    totalOrders: range('totalOrders', today, addDays(today, 1)),
    yesterdayOrders: range('yesterdayOrders', addDays(today, -1), today),
    weekOrders: range('weekOrders', monday, addDays(monday, 7)),
    monthOrders: range('monthOrders', firstOfMonth(today), firstOfNextMonth(today)),
  };
}

const money = (cents: number) => cents / 100;

function summarize(byTier: Map<Tier, TierFigures> | undefined): PeriodSummary {
  const tier = (name: Tier): TierFigures =>
    byTier?.get(name) ?? { completed: 0, rejected: 0, profitCents: 0 };
  const all = [...(byTier?.values() ?? [])];
  const sum = (pick: (figures: TierFigures) => number) =>
    all.reduce((total, f) => total + pick(f), 0);
  return {
    orderSuccess: sum((f) => f.completed),
    orderSuccessClean: tier('clean').completed,
    orderSuccessBase: tier('base').completed,
    orderSuccessPremium: tier('premium').completed,
    orderRejected: sum((f) => f.rejected),
    gananciaTotal: money(sum((f) => f.profitCents)),
    gananciaClean: money(tier('clean').profitCents),
    gananciaBase: money(tier('base').profitCents),
    gananciaPremium: money(tier('premium').profitCents),
  };
}

/** The admin dashboard: answered orders and profit for today, yesterday, this week and this month. */
export async function dashboardSummary(db: Executor, clock: StatsClock): Promise<DashboardSummary> {
  const periods = dashboardPeriods(clock);
  const figures = await answeredOrderFigures(db, Object.values(periods));
  return {
    totalOrders: summarize(figures.get('totalOrders')),
    yesterdayOrders: summarize(figures.get('yesterdayOrders')),
    weekOrders: summarize(figures.get('weekOrders')),
    monthOrders: summarize(figures.get('monthOrders')),
  };
}

export interface DayFigures {
  /** The shop's calendar day, 'YYYY-MM-DD'. */
  date: string;
  completed: number;
  rejected: number;
  profit: number;
}

/** One entry per calendar day for the last `days` days up to today, oldest first, empty days as zeros. */
export async function dailyFigures(
  db: Executor,
  clock: StatsClock,
  days: number,
): Promise<DayFigures[]> {
  const today = localDateOf(clock.now, clock.timeZone);
  const dates = Array.from({ length: days }, (_, i) => addDays(today, i - days + 1));
  const ranges = dates.map((date) => ({
    key: isoDate(date),
    from: startOfDay(date, clock.timeZone),
    to: startOfDay(addDays(date, 1), clock.timeZone),
  }));
  const figures = await answeredOrderFigures(db, ranges);
  return ranges.map(({ key }) => {
    const all = [...(figures.get(key)?.values() ?? [])];
    return {
      date: key,
      completed: all.reduce((total, f) => total + f.completed, 0),
      rejected: all.reduce((total, f) => total + f.rejected, 0),
      profit: money(all.reduce((total, f) => total + f.profitCents, 0)),
    };
  });
}
