import type { DashboardSummary, DayFigures } from '@schemas/dashboard';
import type { DataProvider } from 'react-admin';
import type { DashboardMethods } from '../dataProvider/dashboard';
import { createFakeDataProvider } from '../stories/fakeDataProvider';

/** A good week at the shop, as GET /admin_dashboard would answer it. */
export const storySummary: DashboardSummary = {
  totalOrders: {
    orderSuccess: 12,
    orderSuccessClean: 5,
    orderSuccessBase: 4,
    orderSuccessPremium: 2,
    orderRejected: 3,
    gananciaTotal: 1234.5,
    gananciaClean: 410,
    gananciaBase: 520.25,
    gananciaPremium: 280.25,
  },
  yesterdayOrders: {
    orderSuccess: 20,
    orderSuccessClean: 8,
    orderSuccessBase: 7,
    orderSuccessPremium: 5,
    orderRejected: 1,
    gananciaTotal: 1890,
    gananciaClean: 600,
    gananciaBase: 690,
    gananciaPremium: 600,
  },
  weekOrders: {
    orderSuccess: 96,
    orderSuccessClean: 40,
    orderSuccessBase: 30,
    orderSuccessPremium: 20,
    orderRejected: 9,
    gananciaTotal: 8870.75,
    gananciaClean: 3000,
    gananciaBase: 2900.75,
    gananciaPremium: 2600,
  },
  monthOrders: {
    orderSuccess: 410,
    orderSuccessClean: 170,
    orderSuccessBase: 140,
    orderSuccessPremium: 80,
    orderRejected: 37,
    gananciaTotal: 38125,
    gananciaClean: 12500,
    gananciaBase: 13125,
    gananciaPremium: 10500,
  },
};

/** 30 days up to 12 March 2025, with a quiet Sunday each week. */
export const storyDays: DayFigures[] = Array.from({ length: 30 }, (_, index) => {
  const date = new Date(Date.UTC(2025, 2, 12 - 29 + index));
  const sunday = date.getUTCDay() === 0;
  const completed = sunday ? 0 : 8 + ((index * 7) % 9);
  return {
    date: date.toISOString().slice(0, 10),
    completed,
    rejected: sunday ? 0 : index % 3,
    profit: completed * 90.5,
  };
});

/** The story data provider, with the dashboard's two calls answered as given. */
export const dashboardDataProvider = (
  calls: Partial<DashboardMethods> = {},
): DataProvider & DashboardMethods => ({
  ...createFakeDataProvider(),
  getDashboard: calls.getDashboard ?? (async () => storySummary),
  getDailyFigures: calls.getDailyFigures ?? (async (days) => storyDays.slice(-days)),
});

/** A request that never ends, to show the loading state. */
export const neverAnswers = <Value>() => new Promise<Value>(() => undefined);
