import { eq, inArray } from 'drizzle-orm';
import type { Executor } from '../../db/client.js';
import { orderForwarding, orders, services, suppliers, users } from '../../db/schema.js';
import { forwardingColumns, forwardingSummary } from '../suppliers/forwardingViews.js';
import type { OrderListing, OrderRow } from './types.js';

/**
 * The orders with their service and customer names and where they are with their suppliers
 * (the admin's lists show it; an order answered by hand has no forwarding row).
 */
export function listingQuery(db: Executor) {
  return db
    .select({
      order: orders,
      serviceName: services.name,
      userName: users.name,
      ...forwardingColumns,
    })
    .from(orders)
    .innerJoin(services, eq(services.id, orders.serviceId))
    .innerJoin(users, eq(users.id, orders.userId))
    .leftJoin(orderForwarding, eq(orderForwarding.orderId, orders.id))
    .leftJoin(suppliers, eq(suppliers.id, orderForwarding.supplierId));
}

type ListedRow = Awaited<ReturnType<typeof listingQuery>>[number];

/** A row of listingQuery as the lists answer it. */
export const listing = (row: ListedRow): OrderListing => ({
  order: row.order,
  serviceName: row.serviceName,
  userName: row.userName,
  forwarding: forwardingSummary(row),
});

/** One order with its service and customer names and its forwarding. */
export async function findOrderListing(
  db: Executor,
  orderId: number,
): Promise<OrderListing | undefined> {
  const [row] = await listingQuery(db).where(eq(orders.id, orderId)).limit(1);
  return row && listing(row);
}

/** Attaches the service and customer names to freshly placed or answered orders. */
export async function listingsOf(db: Executor, rows: OrderRow[]): Promise<OrderListing[]> {
  if (rows.length === 0) return [];
  const [serviceNames, userNames] = await Promise.all([
    db
      .select({ id: services.id, name: services.name })
      .from(services)
      .where(inArray(services.id, [...new Set(rows.map((row) => row.serviceId))])),
    db
      .select({ id: users.id, name: users.name })
      .from(users)
      .where(inArray(users.id, [...new Set(rows.map((row) => row.userId))])),
  ]);
  const serviceName = new Map(serviceNames.map((row) => [row.id, row.name]));
  const userName = new Map(userNames.map((row) => [row.id, row.name]));
  return rows.map((order) => ({
    order,
    serviceName: serviceName.get(order.serviceId) ?? '',
    userName: userName.get(order.userId) ?? '',
  }));
}
