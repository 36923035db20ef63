import type { DashboardSummary, DayFigures, PeriodSummary } from '@schemas/dashboard';
import { useQuery } from '@tanstack/react-query';
import type { DataProvider } from 'react-admin';
import type { DashboardMethods } from '../dataProvider/dashboard';
import { useDataProviderCalls } from '../dataProvider/useDataProviderCalls';

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

const useDashboardProvider = () => useDataProviderCalls<DataProvider & DashboardMethods>();

/** Read once per opening of the screen: no retries, no reload on focus. */
const ONCE_PER_OPENING = {
  retry: false,
  refetchOnWindowFocus: false,
  refetchOnReconnect: false,
} as const;

/** Runs the request, logging a failure (the screen shows no error) before passing it on. */
const logged = async <Result>(what: string, request: () => Promise<Result>): Promise<Result> => {
  try {
    return await request();
  } catch (error) {
    console.error(`${what} could not be loaded`, error);
    throw error;
  }
};

/**
 * GET /admin_dashboard once per opening. `loading` is set while the request is in flight and
 * cleared when it ends, success or failure; a failure is only logged and the figures stay zero.
 */
export const useDashboardSummary = (): { summary: DashboardSummary; loading: boolean } => {
  const dataProvider = useDashboardProvider();
  const { data, isPending, isError } = useQuery({
    queryKey: ['dashboard', 'getDashboard'],
    queryFn: () => logged('Dashboard figures', () => dataProvider.getDashboard()),
    ...ONCE_PER_OPENING,
  });
  return { summary: data ? withDefaults(data) : EMPTY_SUMMARY, loading: isPending && !isError };
};

/** The chart's series; `failed` after a failed request (logged only). */
export const useDailyFigures = (
  days: number,
): { figures: DayFigures[]; loading: boolean; failed: boolean } => {
  const dataProvider = useDashboardProvider();
  const { data, isPending, isError } = useQuery({
    queryKey: ['dashboard', 'getDailyFigures', days],
    queryFn: () => logged('Daily figures', () => dataProvider.getDailyFigures(days)),
    ...ONCE_PER_OPENING,
  });
  return { figures: data ?? [], loading: isPending && !isError, failed: isError };
};
