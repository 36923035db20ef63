import { and, asc, eq, gt, gte, inArray, sql } from 'drizzle-orm';
import type { Database, Executor, Transaction } from '../../db/client.js';
import {
  orderForwarding,
  orders,
  serviceRoutes,
  services,
  supplierServices,
  suppliers,
} from '../../db/schema.js';
import { type Actor, recordUpdate } from '../audit/index.js';
import { addError, throwIfErrors } from '../backOffice/input.js';
import { ConflictError, type FieldErrors, NotFoundError } from '../errors.js';

export interface ServiceRoute {
  position: number;
  supplierId: number;
  supplierName: string;
  supplierActive: boolean;
  supplierServiceId: string;
  /** From the supplier's cached service list, when it is there. */
  supplierServiceName: string | null;
  credit: string | null;
}

export interface RouteInput {
  supplier_id: number;
  supplier_service_id: string;
}

/** The advisory locks' first key for the saves of one service's routes (two-key locks). */
const ROUTES_LOCK_CLASS = 0x524f5554; // "ROUT"

/** More routes than this is a mistake, not a plan. */
export const MAX_ROUTES = 10;

async function serviceMustExist(db: Executor, serviceId: number): Promise<void> {
  const [found] = await db
    .select({ id: services.id })
    .from(services)
    .where(eq(services.id, serviceId));
  if (!found) throw new NotFoundError('Service');
}

/** A route's service in its supplier's cached list (a left join: a route may name one not listed). */
export const listedServiceOfRoute = and(
  eq(supplierServices.supplierId, serviceRoutes.supplierId),
  eq(supplierServices.serviceId, serviceRoutes.supplierServiceId),
);

/** One of our services, as a supplier's service it is routed to names it. */
export interface RoutedService {
  id: number;
  name: string;
}

/**
 * Our services (on sale) routed to each of a supplier's services, by its SERVICEID: what the
 * supplier's list shows beside each, so a service is not imported twice unknowingly.
 */
export async function servicesRoutedTo(
  db: Executor,
  supplierId: number,
): Promise<Map<string, RoutedService[]>> {
  const rows = await db
    .selectDistinct({
      supplierServiceId: serviceRoutes.supplierServiceId,
      id: services.id,
      name: services.name,
    })
    .from(serviceRoutes)
    .innerJoin(services, eq(services.id, serviceRoutes.serviceId))
    .where(and(eq(serviceRoutes.supplierId, supplierId), eq(services.active, true)))
    .orderBy(asc(services.name), asc(services.id));
  const routed = new Map<string, RoutedService[]>();
  for (const row of rows) {
    const list = routed.get(row.supplierServiceId) ?? [];
    list.push({ id: row.id, name: row.name });
    routed.set(row.supplierServiceId, list);
  }
  return routed;
}

/** A service's routes by priority; empty: its orders are answered by hand. */
export async function serviceRoutesOf(db: Executor, serviceId: number): Promise<ServiceRoute[]> {
  await serviceMustExist(db, serviceId);
  return db
    .select({
      position: serviceRoutes.position,
      supplierId: serviceRoutes.supplierId,
      supplierName: suppliers.name,
      supplierActive: suppliers.active,
      supplierServiceId: serviceRoutes.supplierServiceId,
      supplierServiceName: supplierServices.name,
      credit: supplierServices.credit,
    })
    .from(serviceRoutes)
    .innerJoin(suppliers, eq(suppliers.id, serviceRoutes.supplierId))
    .leftJoin(supplierServices, listedServiceOfRoute)
    .where(eq(serviceRoutes.serviceId, serviceId))
    .orderBy(asc(serviceRoutes.position));
}

/** A route's supplier and its service there. */
interface RouteOf {
  supplierId: number;
  supplierServiceId: string;
}

/** A route as the audit log records it and as it is told apart: `<supplier id>:<their service id>`. */
export const routeKey = (route: RouteOf): string =>
  `${route.supplierId}:${route.supplierServiceId}`;

/** The refusal of a save made from routes another admin has replaced since. */
const ROUTES_CHANGED_MEANWHILE =
  'The routes of this service were changed by someone else meanwhile: open them again to see them.';

const keysOf = (routes: RouteInput[]): string[] =>
  routes.map((route) =>
    routeKey({
      supplierId: route.supplier_id,
      supplierServiceId: route.supplier_service_id.trim(),
    }),
  );

/** The same routes in the same order (a service id may hold a comma: no joined text). */
const sameKeys = (a: readonly string[], b: readonly string[]): boolean =>
  a.length === b.length && a.every((key, index) => key === b[index]);

/**
 * Replaces a service's routes; the list's order is the priority. `[]`: by hand. `replacing`, the
 * routes the admin's form started from: when the service has other routes by now, the save is
 * refused (409) rather than undo another admin's save it never showed.
 */
export async function replaceServiceRoutes(
  db: Database,
  serviceId: number,
  routes: RouteInput[],
  actor: Actor | null,
  replacing?: RouteInput[],
): Promise<ServiceRoute[]> {
  await serviceMustExist(db, serviceId);
  const errors: FieldErrors = {};
  if (routes.length > MAX_ROUTES) addError(errors, 'routes', `At most ${MAX_ROUTES} routes.`);
  const supplierIds = [...new Set(routes.map((route) => route.supplier_id))];
  const known = new Set(
    supplierIds.length > 0
      ? (
          await db
            .select({ id: suppliers.id })
            .from(suppliers)
            .where(inArray(suppliers.id, supplierIds))
        ).map((row) => row.id)
      : [],
  );
  const seen = new Set<string>();
  routes.forEach((route, index) => {
    const key = routeKey({
      supplierId: route.supplier_id,
      supplierServiceId: route.supplier_service_id.trim(),
    });
    if (!known.has(route.supplier_id)) {
      addError(errors, `routes.${index}.supplier_id`, 'The selected supplier id is invalid.');
    }
    if (route.supplier_service_id.trim() === '') {
      addError(
        errors,
        `routes.${index}.supplier_service_id`,
        'The supplier service id field is required.',
      );
    }
    if (seen.has(key)) addError(errors, `routes.${index}`, 'This route is listed twice.');
    seen.add(key);
  });
  throwIfErrors(errors);
  const routeList = (rows: RouteOf[]) => rows.map(routeKey);
  await db.transaction(async (tx) => {
    // Saves of one service's routes take turns: each replaces the list the one before it left
    // (read at the same time, both inserted their routes at the same positions: a 500). They
    // queue on a lock of their own, not on the service's row: the service is only held FOR KEY
    // SHARE (as the routes' foreign key holds it), which an answer to one of its orders does
    // not wait for. Held FOR NO KEY UPDATE, the save and an answer deadlocked: the answer holds
    // the order and its forwarding, then takes the service FOR SHARE for the dashboard's figures
    // (order_stats_apply), while the save held the service and waited for that forwarding to
    // move it to its route's new place (keepOrdersInPlace) — a 500 for one of the two.
    await tx.execute(sql`SELECT pg_advisory_xact_lock(${ROUTES_LOCK_CLASS}, ${serviceId}::int)`);
    const [held] = await tx
      .select({ id: services.id })
      .from(services)
      .where(eq(services.id, serviceId))
      .for('key share');
    if (!held) throw new NotFoundError('Service');
    const before = await tx
      .select({
        position: serviceRoutes.position,
        supplierId: serviceRoutes.supplierId,
        supplierServiceId: serviceRoutes.supplierServiceId,
      })
      .from(serviceRoutes)
      .where(eq(serviceRoutes.serviceId, serviceId))
      .orderBy(asc(serviceRoutes.position));
    if (replacing && !sameKeys(keysOf(replacing), routeList(before))) {
      throw new ConflictError(ROUTES_CHANGED_MEANWHILE);
    }
    await recordUpdate(tx, actor, {
      kind: 'service.routes_changed',
      target: { type: 'service', id: serviceId },
      before: { routes: routeList(before) },
      after: {
        routes: keysOf(routes),
      },
    });
    await tx.delete(serviceRoutes).where(eq(serviceRoutes.serviceId, serviceId));
    const after = routes.map((route, position) => ({
      serviceId,
      position,
      supplierId: route.supplier_id,
      supplierServiceId: route.supplier_service_id.trim(),
    }));
    if (after.length > 0) await tx.insert(serviceRoutes).values(after);
    await keepOrdersInPlace(tx, serviceId, before, after);
  });
  return serviceRoutesOf(db, serviceId);
}

type RouteKey = RouteOf & { position: number };

/**
 * The orders of the service on their way (not done) keep their place among the new routes: an
 * order at a route that stays takes that route's new position, so what comes after it is what
 * the admin put after it; one at a route that went is before every route (-1), so a refusal
 * moves it to the first. Positions kept as they were would point elsewhere: after swapping A and
 * B, an order A refused went back to A (placed twice), and B was never tried.
 */
async function keepOrdersInPlace(
  tx: Transaction,
  serviceId: number,
  before: RouteKey[],
  after: RouteKey[],
): Promise<void> {
  if (before.length === 0) return;
  const newPositions = new Map(after.map((route) => [routeKey(route), route.position]));
  const moves = before.map(
    (route) => sql`(${route.position}::int, ${newPositions.get(routeKey(route)) ?? -1}::int)`,
  );
  await tx.execute(sql`
    UPDATE ${orderForwarding} SET route_position = moved.new_position, updated_at = now()
    FROM ${orders}, (VALUES ${sql.join(moves, sql`, `)}) AS moved(old_position, new_position)
    WHERE ${orders.id} = ${orderForwarding.orderId} AND ${orders.serviceId} = ${serviceId}
      AND ${orderForwarding.state} <> 'done'
      AND ${orderForwarding.routePosition} = moved.old_position
      AND moved.old_position <> moved.new_position`);
}

export interface UsableRoute {
  position: number;
  supplierId: number;
  supplierServiceId: string;
}

/**
 * The route an order of this service goes to from `position` on (`after`: strictly after it):
 * the first one whose supplier is active.
 */
export async function usableRoute(
  db: Executor,
  serviceId: number,
  position: number,
  mode: 'from' | 'after',
): Promise<UsableRoute | undefined> {
  const [route] = await db
    .select({
      position: serviceRoutes.position,
      supplierId: serviceRoutes.supplierId,
      supplierServiceId: serviceRoutes.supplierServiceId,
    })
    .from(serviceRoutes)
    .innerJoin(suppliers, eq(suppliers.id, serviceRoutes.supplierId))
    .where(
      and(
        eq(serviceRoutes.serviceId, serviceId),
        mode === 'from'
          ? gte(serviceRoutes.position, position)
          : gt(serviceRoutes.position, position),
        eq(suppliers.active, true),
      ),
    )
    .orderBy(asc(serviceRoutes.position))
    .limit(1);
  return route;
}
