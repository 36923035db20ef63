import { asc, eq } from 'drizzle-orm';
import type { Transaction } from '../../db/client.js';
import { serviceRoutes, userServicePrices } from '../../db/schema.js';
import { type Actor, recordAudit } from '../audit/index.js';
import { routeKey } from '../suppliers/serviceRoutes.js';
import { priceRowId } from './customerPrices.js';

/**
 * What a service's deletion takes with it (its per-customer prices and its routes go by the
 * foreign keys' cascade), written to the audit log before it goes: one "customer price set" row
 * per customer who had a price of their own (on that customer's history, from the price to
 * none), and one "routes changed" row when it had routes. Without them the log kept the service
 * alone, and a customer's history still said they paid 3.25.
 */
export async function recordWhatGoesWithService(
  tx: Transaction,
  actor: Actor,
  serviceId: number,
): Promise<void> {
  const prices = await tx
    .select({ userId: userServicePrices.userId, price: userServicePrices.price })
    .from(userServicePrices)
    .where(eq(userServicePrices.serviceId, serviceId))
    .orderBy(asc(userServicePrices.userId));
  for (const { userId, price } of prices) {
    await recordAudit(tx, actor, {
      kind: 'customer_price.set',
      target: { type: 'customer_price', id: priceRowId(userId, serviceId) },
      targetUserId: userId,
      before: { price, custom: true },
      after: { price: null, custom: false },
    });
  }
  const routes = await tx
    .select({
      supplierId: serviceRoutes.supplierId,
      supplierServiceId: serviceRoutes.supplierServiceId,
    })
    .from(serviceRoutes)
    .where(eq(serviceRoutes.serviceId, serviceId))
    .orderBy(asc(serviceRoutes.position));
  if (routes.length > 0) {
    await recordAudit(tx, actor, {
      kind: 'service.routes_changed',
      target: { type: 'service', id: serviceId },
      before: { routes: routes.map(routeKey) },
      after: { routes: [] },
    });
  }
}
