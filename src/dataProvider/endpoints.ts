import { portalResources } from '../resources';
import type { ResourceEndpoint } from '../resources/PortalResource';

/**
 * Which server path serves each react-admin resource (spec section 7), as the resource
 * declarations say it (`endpoint` in each folder's index.ts, listed in src/resources/index.ts).
 */
const endpoints: ReadonlyMap<string, ResourceEndpoint> = new Map(
  portalResources.flatMap(({ name, endpoint }) => (endpoint ? [[name, endpoint] as const] : [])),
);

const hasFilterValue = (filter: Record<string, unknown>): boolean =>
  Object.values(filter).some((value) => value !== undefined && value !== null && value !== '');

const declaredEndpoint = (resource: string): ResourceEndpoint => {
  const endpoint = endpoints.get(resource);
  if (!endpoint) {
    throw new Error(`No API endpoint is declared for the resource "${resource}"`);
  }
  return endpoint;
};

/** Whether the server lists the resource's records whole and serves no single one. */
export const isListedWhole = (resource: string): boolean =>
  declaredEndpoint(resource).listedWhole === true;

/** The path of a resource's records: its list, and `<path>/{id}` for one of them. */
export const endpointOf = (resource: string): string => declaredEndpoint(resource).path;

/** The path of a resource's list, with the filter values it used taken out of the filter. */
export const listPathOf = (
  resource: string,
  filter: Record<string, unknown> = {},
): { path: string; filter: Record<string, unknown> } => {
  const { path, list, filteredList } = declaredEndpoint(resource);
  if (!list) {
    return { path: filteredList && hasFilterValue(filter) ? filteredList : path, filter };
  }
  const rest = { ...filter };
  const listPath = list.replace(/:(\w+)/g, (_, field: string) => {
    const value = rest[field];
    if (typeof value !== 'string' && typeof value !== 'number') {
      throw new Error(`The list of "${resource}" needs the filter "${field}"`);
    }
    delete rest[field];
    return encodeURIComponent(String(value));
  });
  return { path: listPath, filter: rest };
};
