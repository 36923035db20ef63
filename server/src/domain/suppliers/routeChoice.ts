import { asc, eq, inArray } from 'drizzle-orm';
import type { Database, Transaction } from '../../db/client.js';
import { serviceRoutes, supplierServices, suppliers } from '../../db/schema.js';
import { toCents } from '../money.js';
import { listedServiceOfRoute } from './serviceRoutes.js';

/** A route of a service as the placement reads it, with its supplier's listed price. */
export interface Route {
  position: number;
  supplierId: number;
  supplierName: string;
  supplierServiceId: string;
  active: boolean;
  /** The supplier's price for the service in its list as last fetched (null: not listed). */
  listedPrice: string | null;
}

/** The routes of these services, by service, in their order. */
export async function routesByService(
  db: Database | Transaction,
  serviceIds: number[],
): Promise<Map<number, Route[]>> {
  const byService = new Map<number, Route[]>();
  if (serviceIds.length === 0) return byService;
  const rows = await db
    .select({
      serviceId: serviceRoutes.serviceId,
      position: serviceRoutes.position,
      supplierId: serviceRoutes.supplierId,
      supplierName: suppliers.name,
      supplierServiceId: serviceRoutes.supplierServiceId,
      active: suppliers.active,
      listedPrice: supplierServices.credit,
    })
    .from(serviceRoutes)
    .innerJoin(suppliers, eq(suppliers.id, serviceRoutes.supplierId))
    .leftJoin(supplierServices, listedServiceOfRoute)
    .where(inArray(serviceRoutes.serviceId, serviceIds))
    .orderBy(asc(serviceRoutes.serviceId), asc(serviceRoutes.position));
  for (const { serviceId, ...route } of rows) {
    const list = byService.get(serviceId) ?? [];
    list.push(route);
    byService.set(serviceId, list);
  }
  return byService;
}

/** The routes from `position` on whose supplier is active, in their order. */
export const activeRoutesFrom = (routes: readonly Route[] | undefined, position: number) =>
  (routes ?? []).filter((route) => route.active && route.position >= position);

/** What the placement needs to know of an order to choose its route. */
export interface OrderToRoute {
  routePosition: number;
  /** What its customer paid. */
  price: string;
  sentByAdmin: boolean;
}

export type RouteChoice =
  | { kind: 'route'; route: Route }
  /** Every active route left lists the service above the order's price: held for a person. */
  | { kind: 'pricedAbove'; route: Route }
  | { kind: 'none' };

const pricedAbove = (route: Route, price: string) =>
  route.listedPrice !== null && toCents(route.listedPrice) > toCents(price);

/**
 * The route an order goes to: the first active one from its position on whose supplier does not
 * list the service above what the customer paid (a supplier that raised its price since the
 * service was priced would be paid more than the shop took). A service missing from the list, or
 * a list never fetched, has no listed price and does not stop the order. An order an admin sent
 * goes to the route it was sent to whatever its price, while that route is still the first active
 * one from its position.
 */
export function chooseRoute(routes: Route[] | undefined, order: OrderToRoute): RouteChoice {
  const open = activeRoutesFrom(routes, order.routePosition);
  const [first] = open;
  if (!first) return { kind: 'none' };
  // The admin's say-so is for the route it sent the order to: not for another one that the
  // order reaches because that route was deactivated or taken out meanwhile.
  if (order.sentByAdmin && first.position === order.routePosition) {
    return { kind: 'route', route: first };
  }
  const within = open.find((route) => !pricedAbove(route, order.price));
  return within ? { kind: 'route', route: within } : { kind: 'pricedAbove', route: first };
}

/** The note on an order held by `pricedAbove` (translated in i18n/es/suppliers.ts). */
export const pricedAboveNote = (route: Route, price: string): string =>
  `${route.supplierName} lists this service at ${route.listedPrice}, above the ${price} the customer paid: retry it to place it anyway, or answer it here`;
