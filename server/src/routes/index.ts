import type { FastifyInstance } from 'fastify';
import authRoutes from './auth.js';
import backOfficeRoutes from './backOffice.js';
import dashboardRoutes from './dashboard.js';

/** Every API route, mounted under /api. */
export default async function apiRoutes(app: FastifyInstance): Promise<void> {
  await app.register(authRoutes);
  await app.register(backOfficeRoutes);
  await app.register(dashboardRoutes);
}
