import type { FastifyInstance } from 'fastify';
import { dailyFigures, dashboardSummary } from '../domain/stats/dashboard.js';
import { DailyQuery, DailyResponse, DashboardResponse } from '../schemas/dashboard.js';

export const DEFAULT_CHART_DAYS = 30;

/** GET /admin_dashboard (the four periods' figures) and GET /admin_dashboard/daily (the chart's series). */
export default async function dashboardRoutes(app: FastifyInstance): Promise<void> {
  const clock = () => ({ now: new Date(), timeZone: app.config.timezone });

  app.get('/admin_dashboard', { schema: { response: { 200: DashboardResponse } } }, async () => ({
    data: await dashboardSummary(app.db, clock()),
  }));

  app.get<{ Querystring: DailyQuery }>(
    '/admin_dashboard/daily',
    { schema: { querystring: DailyQuery, response: { 200: DailyResponse } } },
    async (request) => ({
      data: await dailyFigures(app.db, clock(), request.query.days ?? DEFAULT_CHART_DAYS),
    }),
  );
}
