import type { FastifyInstance } from 'fastify';
import { dailyFigures, dashboardSummary } from '../domain/stats/dashboard.js';
import { adminAccess } from '../http/routeAccess.js';
import { DailyQuery, DailyResponse, DashboardResponse } from '../schemas/dashboard.js';
import { errorResponses } from '../schemas/errors.js';

export const DEFAULT_CHART_DAYS = 30;

/** GET /admin_dashboard (the four periods' figures) and GET /admin_dashboard/daily (the chart's series). */
export default async function dashboardRoutes(app: FastifyInstance): Promise<void> {
  const clock = () => ({ now: new Date(), timeZone: app.config.timezone });

  app.get(
    '/admin_dashboard',
    {
      schema: {
        ...adminAccess,
        summary: 'Order statistics for today, yesterday, this week and this month',
        response: { 200: DashboardResponse, ...errorResponses(401, 403) },
      },
    },
    async () => ({ data: await dashboardSummary(app.db, clock()) }),
  );

  app.get<{ Querystring: DailyQuery }>(
    '/admin_dashboard/daily',
    {
      schema: {
        ...adminAccess,
        summary: 'The chart’s series: completed, rejected and profit per day, oldest first',
        querystring: DailyQuery,
        response: { 200: DailyResponse, ...errorResponses(401, 403, 422) },
      },
    },
    async (request) => ({
      data: await dailyFigures(app.db, clock(), request.query.days ?? DEFAULT_CHART_DAYS),
    }),
  );
}
