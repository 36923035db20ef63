import { httpClient } from './httpClient';

/** One period's order statistics (spec section 3), numbers, zero by default. */
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

/** GET /admin_dashboard's `data`: today, yesterday, this week, this month. */
export interface DashboardSummary {
  totalOrders: PeriodSummary;
  yesterdayOrders: PeriodSummary;
  weekOrders: PeriodSummary;
  monthOrders: PeriodSummary;
}

/** One day of GET /admin_dashboard/daily, on the shop's calendar. */
export interface DayFigures {
  /** 'YYYY-MM-DD' */
  date: string;
  completed: number;
  rejected: number;
  profit: number;
}

export const getDashboard = async (): Promise<DashboardSummary> => {
  const { json } = await httpClient<{ data: DashboardSummary }>('/admin_dashboard');
  return json.data;
};

export const getDailyFigures = async (days: number): Promise<DayFigures[]> => {
  const { json } = await httpClient<{ data: DayFigures[] }>('/admin_dashboard/daily', {
    query: { days },
  });
  return json.data;
};

/** The dashboard's calls on the data provider. */
export interface DashboardMethods {
  getDashboard: () => Promise<DashboardSummary>;
  getDailyFigures: (days: number) => Promise<DayFigures[]>;
}
