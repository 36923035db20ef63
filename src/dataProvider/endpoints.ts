/**
 * Which server path serves each react-admin resource (spec section 7). Resource names are the
 * client's own; the route paths of the screens are in `src/routing/paths.ts`.
 */
export const resourceEndpoints = {
  categories: '/categories',
  services: '/admin_services',
  users: '/admin_users',
  bills: '/admin_bills',
  orders: '/admin_orders_history',
  pending_orders: '/admin_orders_pending',
  my_orders: '/orders',
  my_bills: '/bills',
  customer_services: '/services',
} as const satisfies Record<string, string>;

export type ResourceName = keyof typeof resourceEndpoints;

export const isKnownResource = (resource: string): resource is ResourceName =>
  Object.hasOwn(resourceEndpoints, resource);

export const endpointOf = (resource: string): string => {
  if (!isKnownResource(resource)) {
    throw new Error(`No API endpoint is declared for the resource "${resource}"`);
  }
  return resourceEndpoints[resource];
};
