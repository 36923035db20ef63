import type { DashboardSummary, DayFigures, PeriodSummary } from '@schemas/dashboard';
import { useEffect, useState } from 'react';
import { type DataProvider, useDataProvider } from 'react-admin';
import type { DashboardMethods } from '../dataProvider/dashboard';

export const EMPTY_PERIOD: PeriodSummary = {
  orderSuccess: 0,
  orderSuccessClean: 0,
  orderSuccessBase: 0,
  orderSuccessPremium: 0,
  orderRejected: 0,
  gananciaTotal: 0,
  gananciaClean: 0,
  gananciaBase: 0,
  gananciaPremium: 0,
};

export const EMPTY_SUMMARY: DashboardSummary = {
  totalOrders: EMPTY_PERIOD,
  yesterdayOrders: EMPTY_PERIOD,
  weekOrders: EMPTY_PERIOD,
  monthOrders: EMPTY_PERIOD,
};

/** Every figure the server left out stays at zero (spec: numbers, default 0). */
const withDefaults = (summary: Partial<DashboardSummary>): DashboardSummary => ({
  totalOrders: { ...EMPTY_PERIOD, ...summary.totalOrders },
  yesterdayOrders: { ...EMPTY_PERIOD, ...summary.yesterdayOrders },
  weekOrders: { ...EMPTY_PERIOD, ...summary.weekOrders },
  monthOrders: { ...EMPTY_PERIOD, ...summary.monthOrders },
});

const useDashboardProvider = () => useDataProvider<DataProvider & DashboardMethods>();

/**
 * GET /admin_dashboard once per opening. `loading` is set while the request is in flight and
 * cleared when it ends, success or failure; a failure is only logged and the figures stay zero.
 */
export const useDashboardSummary = (): { summary: DashboardSummary; loading: boolean } => {
  const dataProvider = useDashboardProvider();
  const [summary, setSummary] = useState(EMPTY_SUMMARY);
  const [loading, setLoading] = useState(true);
  useEffect(() => {
    let open = true;
    dataProvider
      .getDashboard()
      .then((fresh) => {
        if (open) setSummary(withDefaults(fresh));
      })
      .catch((error: unknown) => console.error('Dashboard figures could not be loaded', error))
      .finally(() => {
        if (open) setLoading(false);
      });
    return () => {
      open = false;
    };
  }, [dataProvider]);
  return { summary, loading };
};

/** The chart's series; `failed` after a failed request (logged only). */
export const useDailyFigures = (
  days: number,
): { figures: DayFigures[]; loading: boolean; failed: boolean } => {
  const dataProvider = useDashboardProvider();
  const [figures, setFigures] = useState<DayFigures[]>([]);
  const [loading, setLoading] = useState(true);
  const [failed, setFailed] = useState(false);
  useEffect(() => {
    let open = true;
    dataProvider
      .getDailyFigures(days)
      .then((fresh) => {
        if (open) setFigures(fresh);
      })
      .catch((error: unknown) => {
        console.error('Daily figures could not be loaded', error);
        if (open) setFailed(true);
      })
      .finally(() => {
        if (open) setLoading(false);
      });
    return () => {
      open = false;
    };
  }, [dataProvider, days]);
  return { figures, loading, failed };
};
