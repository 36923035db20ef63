import { and, eq, sql } from 'drizzle-orm';
import type { Transaction } from '../../db/client.js';
import { serviceRoutes, services, supplierServices, userServicePrices } from '../../db/schema.js';
import type { PriceAboveLine } from '../../mail/templates/supplierPricesAbove.js';
import { toCents } from '../money.js';
import { listedServiceOfRoute } from '../suppliers/serviceRoutes.js';
import { queueToAdmins } from './adminMails.js';
import { mailIsOn } from './mailSwitch.js';

/** One of our services on sale routed to the supplier, with both prices. */
export interface RoutedPrice {
  key: string;
  service: string;
  price: string;
  /** The least a customer pays for it: its price, or a customer's own lower one. */
  lowest: string;
  /** The supplier's price of the routed service in its list (null: not listed). */
  listed: string | null;
}

/** Our services on sale routed to this supplier, with the supplier's prices in its list now. */
export async function routedPrices(tx: Transaction, supplierId: number): Promise<RoutedPrice[]> {
  const rows = await tx
    .select({
      serviceId: services.id,
      service: services.name,
      price: services.price,
      lowest: sql<string>`LEAST(${services.price}, (
        SELECT min(${userServicePrices.price}) FROM ${userServicePrices}
        WHERE ${userServicePrices.serviceId} = ${services.id}))::text`,
      supplierServiceId: serviceRoutes.supplierServiceId,
      listed: supplierServices.credit,
    })
    .from(serviceRoutes)
    .innerJoin(services, eq(services.id, serviceRoutes.serviceId))
    .leftJoin(supplierServices, listedServiceOfRoute)
    .where(and(eq(serviceRoutes.supplierId, supplierId), eq(services.active, true)))
    .orderBy(services.name, services.id);
  return rows.map(({ serviceId, supplierServiceId, ...row }) => ({
    key: `${serviceId}:${supplierServiceId}`,
    ...row,
  }));
}

/** Above what some customer pays: their orders are held or go to another route. */
const above = (route: RoutedPrice) =>
  route.listed !== null && toCents(route.listed) > toCents(route.lowest);

/**
 * Called in the transaction that replaced a supplier's cached service list, with the routed
 * prices read before it: each active admin gets one mail (in their language) listing the services
 * that the new list prices above what some customer pays (the service's price, or a customer's
 * own lower one) and the old one did not (or did not list). A price that stays above is not told
 * again; one that came back within and rises again is. A change on the shop's side (a price
 * lowered, a route added) is not mailed: the Routes modal shows it. Answers how many mails were
 * queued (none while mail is off).
 */
export async function noteSupplierPrices(
  tx: Transaction,
  supplier: { id: number; name: string },
  before: RoutedPrice[],
): Promise<number> {
  const wasAbove = new Set(before.filter(above).map((route) => route.key));
  const risen: PriceAboveLine[] = (await routedPrices(tx, supplier.id))
    .filter((route) => above(route) && !wasAbove.has(route.key))
    .map((route) => ({
      service: route.service,
      price: route.price,
      ...(toCents(route.lowest) < toCents(route.price) ? { lowest: route.lowest } : {}),
      listed: route.listed ?? '',
    }));
  if (risen.length === 0 || !(await mailIsOn(tx))) return 0;
  return queueToAdmins(tx, {
    kind: 'supplier_prices_above',
    payload: { supplier: supplier.name, services: risen },
  });
}
