import type { DashboardSummary, DayFigures } from '@schemas/dashboard';
import { httpClient } from './httpClient';

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
