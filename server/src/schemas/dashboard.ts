import { type Static, Type } from '@sinclair/typebox';
import { DataOf } from './fields.js';

/** One period's order statistics: counts and profit ("ganancia"), zero when nothing happened. */
export const PeriodSummary = Type.Object({
  orderSuccess: Type.Number(),
  orderSuccessClean: Type.Number(),
  orderSuccessBase: Type.Number(),
  orderSuccessPremium: Type.Number(),
  orderRejected: Type.Number(),
  gananciaTotal: Type.Number(),
  gananciaClean: Type.Number(),
  gananciaBase: Type.Number(),
  gananciaPremium: Type.Number(),
});

export type PeriodSummary = Static<typeof PeriodSummary>;

/** GET /admin_dashboard's `data`: the spec's order statistics for today, yesterday, week, month. */
export const DashboardSummary = Type.Object({
  totalOrders: PeriodSummary,
  yesterdayOrders: PeriodSummary,
  weekOrders: PeriodSummary,
  monthOrders: PeriodSummary,
});
export type DashboardSummary = Static<typeof DashboardSummary>;

export const DashboardResponse = DataOf(DashboardSummary);

export const DailyQuery = Type.Object({
  days: Type.Optional(Type.Integer({ minimum: 1, maximum: 366 })),
});
export type DailyQuery = Static<typeof DailyQuery>;

/** GET /admin_dashboard/daily: one entry per day of the shop's calendar, oldest first. */
export const DayFigures = Type.Object({
  date: Type.String({ description: 'YYYY-MM-DD on the shop’s calendar' }),
  completed: Type.Integer(),
  rejected: Type.Integer(),
  profit: Type.Number(),
});
export type DayFigures = Static<typeof DayFigures>;

export const DailyResponse = DataOf(Type.Array(DayFigures));
