import { type Static, Type } from '@sinclair/typebox';

const PeriodSummary = Type.Object({
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

/** GET /admin_dashboard: the spec's order-statistics summary, one per period. */
export const DashboardResponse = Type.Object({
  data: Type.Object({
    totalOrders: PeriodSummary,
    yesterdayOrders: PeriodSummary,
    weekOrders: PeriodSummary,
    monthOrders: PeriodSummary,
  }),
});

export const DailyQuery = Type.Object({
  days: Type.Optional(Type.Integer({ minimum: 1, maximum: 366 })),
});
export type DailyQuery = Static<typeof DailyQuery>;

/** GET /admin_dashboard/daily: one entry per day of the shop's calendar, oldest first. */
export const DailyResponse = Type.Object({
  data: Type.Array(
    Type.Object({
      date: Type.String(),
      completed: Type.Integer(),
      rejected: Type.Integer(),
      profit: Type.Number(),
    }),
  ),
});
