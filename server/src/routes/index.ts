import type { FastifyInstance } from 'fastify';
import { ignoreTypeOfEmptyBody } from '../http/emptyBody.js';
import { declareSharedRefusals } from '../http/sharedRefusals.js';
import { refuseUnstorableInput } from '../http/storableInput.js';
import adminBillRoutes from './adminBills.js';
import adminOrderRoutes from './adminOrders.js';
import adminOrdersBulkReplyRoutes from './adminOrdersBulkReply.js';
import adminServiceRoutes from './adminServices.js';
import adminUserOrderRoutes from './adminUserOrders.js';
import adminUserRoutes from './adminUsers.js';
import auditLogRoutes from './auditLog.js';
import authRoutes from './auth.js';
import categoryRoutes from './categories.js';
import customerBillRoutes from './customerBills.js';
import customerPriceRoutes from './customerPrices.js';
import dashboardRoutes from './dashboard.js';
import eventRoutes from './events.js';
import orderRoutes from './orders.js';
import passwordRoutes from './password.js';
import serviceRouteRoutes from './serviceRoutes.js';
import supplierRoutes from './suppliers.js';
import twoFactorRoutes from './twoFactor.js';

/**
 * The signed-in customer's own services, orders, bills and live events (admins too): every
 * route here answers 401 without a valid token. The guard is declared here, once.
 */
async function customerRoutes(app: FastifyInstance): Promise<void> {
  app.addHook('onRequest', app.authenticate);
  await app.register(orderRoutes);
  await app.register(customerBillRoutes);
  await app.register(eventRoutes);
}

/**
 * The admin back office, the order queue, the dashboard and the audit log: every route here answers 401
 * without a valid token and 403 to a customer. The guard is declared here, once.
 */
async function adminRoutes(app: FastifyInstance): Promise<void> {
  app.addHook('onRequest', app.requireAdmin);
  await app.register(categoryRoutes);
  await app.register(adminServiceRoutes);
  await app.register(adminUserRoutes);
  await app.register(customerPriceRoutes);
  await app.register(adminBillRoutes);
  await app.register(adminUserOrderRoutes);
  await app.register(adminOrderRoutes);
  await app.register(adminOrdersBulkReplyRoutes);
  await app.register(dashboardRoutes);
  await app.register(twoFactorRoutes);
  await app.register(auditLogRoutes);
  await app.register(supplierRoutes);
  await app.register(serviceRouteRoutes);
}

/**
 * Every API route, mounted under /api. Sign-up, sign-in and the password reset are open; the
 * profile and sign-out (in the same file) authenticate route by route.
 */
export default async function apiRoutes(app: FastifyInstance): Promise<void> {
  app.addHook('onRoute', declareSharedRefusals);
  app.addHook('onRequest', ignoreTypeOfEmptyBody);
  app.addHook('preValidation', refuseUnstorableInput);
  await app.register(authRoutes);
  await app.register(passwordRoutes);
  await app.register(customerRoutes);
  await app.register(adminRoutes);
}
