import type { FastifyInstance } from 'fastify';
import adminOrderRoutes from './adminOrders.js';
import authRoutes from './auth.js';
import backOfficeRoutes from './backOffice.js';
import customerBillRoutes from './customerBills.js';
import dashboardRoutes from './dashboard.js';
import orderRoutes from './orders.js';

/** Every API route, mounted under /api. */
export default async function apiRoutes(app: FastifyInstance): Promise<void> {
  await app.register(authRoutes);
  await app.register(orderRoutes);
  await app.register(adminOrderRoutes);
  await app.register(customerBillRoutes);
  await app.register(backOfficeRoutes);
  await app.register(dashboardRoutes);
}
