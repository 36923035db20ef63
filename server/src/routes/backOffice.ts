import type { FastifyInstance } from 'fastify';
import adminBillRoutes from './adminBills.js';
import adminServiceRoutes from './adminServices.js';
import adminUserOrderRoutes from './adminUserOrders.js';
import adminUserRoutes from './adminUsers.js';
import categoryRoutes from './categories.js';
import customerPriceRoutes from './customerPrices.js';

/** The admin back office (issue 3): every route here answers 401 without a token, 403 to a customer. */
export default async function backOfficeRoutes(app: FastifyInstance): Promise<void> {
  await app.register(categoryRoutes);
  await app.register(adminServiceRoutes);
  await app.register(adminUserRoutes);
  await app.register(customerPriceRoutes);
  await app.register(adminBillRoutes);
  await app.register(adminUserOrderRoutes);
}
