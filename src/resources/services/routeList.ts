import type { ServiceRoute, ServiceRoutesBody } from '@schemas/suppliers';

/** One route as the routes form edits it: a supplier and its service id. */
export type RouteEntry = ServiceRoutesBody['routes'][number];

/** The routes as the server listed them, by priority, reduced to what PUT takes. */
export const entriesOf = (routes: readonly ServiceRoute[]): RouteEntry[] =>
  [...routes]
    .sort((a, b) => a.position - b.position)
    .map(({ supplier_id, supplier_service_id }) => ({ supplier_id, supplier_service_id }));

const sameRoute = (a: RouteEntry, b: RouteEntry) =>
  a.supplier_id === b.supplier_id && a.supplier_service_id.trim() === b.supplier_service_id.trim();

/** The route added last (lowest priority), unless the service already has it. */
export const withRoute = (routes: readonly RouteEntry[], route: RouteEntry): RouteEntry[] =>
  routes.some((existing) => sameRoute(existing, route)) ? [...routes] : [...routes, route];

/** The route at `index` moved one place up (-1) or down (+1); at an end, nothing moves. */
export const moveRoute = (
  routes: readonly RouteEntry[],
  index: number,
  direction: -1 | 1,
): RouteEntry[] => {
  const target = index + direction;
  if (index < 0 || index >= routes.length || target < 0 || target >= routes.length) {
    return [...routes];
  }
  const moved = [...routes];
  const [route] = moved.splice(index, 1);
  if (route) moved.splice(target, 0, route);
  return moved;
};

export const withoutRoute = (routes: readonly RouteEntry[], index: number): RouteEntry[] =>
  routes.filter((_, position) => position !== index);

/** What PUT sends: the service ids trimmed, rows without supplier or service id left out. */
export const routesToSave = (routes: readonly RouteEntry[]): RouteEntry[] =>
  routes
    .map((route) => ({ ...route, supplier_service_id: route.supplier_service_id.trim() }))
    .filter((route) => route.supplier_id > 0 && route.supplier_service_id !== '');
