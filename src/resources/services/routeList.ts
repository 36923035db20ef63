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

/** The routes of the form's values (a row with no supplier yet or an emptied id holds null). */
export const entriesFromForm = (routes: unknown): RouteEntry[] =>
  (Array.isArray(routes) ? routes : []).map((row: Partial<Record<keyof RouteEntry, unknown>>) => ({
    supplier_id: typeof row?.supplier_id === 'number' ? row.supplier_id : 0,
    supplier_service_id:
      typeof row?.supplier_service_id === 'string' ? row.supplier_service_id : '',
  }));

/** A row is sent when it has a supplier and a service id. */
const isComplete = (route: RouteEntry) =>
  route.supplier_id > 0 && route.supplier_service_id.trim() !== '';

/** What PUT sends: the service ids trimmed, rows without supplier or service id left out. */
export const routesToSave = (routes: readonly RouteEntry[]): RouteEntry[] =>
  routes
    .filter(isComplete)
    .map((route) => ({ ...route, supplier_service_id: route.supplier_service_id.trim() }));

/** The rows routesToSave sends, by their index among all: the i-th route sent is row rows[i]. */
export const rowsSent = (routes: readonly RouteEntry[]): number[] =>
  routes.flatMap((route, index) => (isComplete(route) ? [index] : []));

/** The inputs of a row the server may refuse, as PUT and the form both name them. */
const ROW_INPUTS: ReadonlySet<string> = new Set<keyof RouteEntry>([
  'supplier_id',
  'supplier_service_id',
]);

/**
 * The form's input of a field the server refused (`routes.<i>.supplier_id`, i counted among the
 * routes sent: `rows` from rowsSent); null for the rest, which has no input: a route's own
 * (`routes.<i>`: listed twice) or the list's (`routes`: too many).
 */
export const routeInputOf =
  (rows: readonly number[]) =>
  (field: string): string | null => {
    const [list, position, input, ...rest] = field.split('.');
    const row = rows[Number(position)];
    if (list !== 'routes' || !/^\d+$/.test(position ?? '') || row === undefined) return null;
    return input !== undefined && ROW_INPUTS.has(input) && rest.length === 0
      ? `routes.${row}.${input}`
      : null;
  };
