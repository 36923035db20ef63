/**
 * Which server path serves each react-admin resource (spec section 7). The names are those of
 * the resource declarations (src/resources/index.ts), i.e. the screens' URL segments under
 * /admin: the screen /admin/admin-categories reads /api/categories.
 */
export const resourceEndpoints = {
  'admin-categories': '/categories',
  'admin-services': '/admin_services',
  'admin-users': '/admin_users',
  /** The user detail's record (/admin/admin-user/{id}), changed by its forms. */
  'admin-user': '/admin_users',
  'admin-bills': '/admin_bills',
  'admin-audit-log': '/audit_log',
  'admin-suppliers': '/suppliers',
  'admin-order-history': '/admin_orders_history',
  'admin-orders': '/admin_orders_pending',
  'admin-user-services': '/user_service_price',
  'admin-user-orders': '/admin_orders_by_user',
  services: '/services',
  orders: '/orders',
  bills: '/bills',
} as const satisfies Record<string, string>;

/**
 * Lists served under a path of their own whose `:field` parts come from the list's filter
 * (one user's prices, one user's orders); their records are changed at `resourceEndpoints`.
 */
export const listEndpoints: Partial<Record<ResourceName, string>> = {
  'admin-user-services': '/admin_services_price_by_user/:user_id',
  'admin-user-orders': '/admin_orders_by_user/:user_id',
};

/**
 * Lists the spec reads from another path while a filter is set (section 7): the customer's
 * orders from /user_filter_orders, the admin's order history from /admin_filter_orders.
 */
export const filteredListEndpoints: Partial<Record<ResourceName, string>> = {
  orders: '/user_filter_orders',
  'admin-order-history': '/admin_filter_orders',
};

const hasFilterValue = (filter: Record<string, unknown>): boolean =>
  Object.values(filter).some((value) => value !== undefined && value !== null && value !== '');

export type ResourceName = keyof typeof resourceEndpoints;

export const isKnownResource = (resource: string): resource is ResourceName =>
  Object.hasOwn(resourceEndpoints, resource);

export const endpointOf = (resource: string): string => {
  if (!isKnownResource(resource)) {
    throw new Error(`No API endpoint is declared for the resource "${resource}"`);
  }
  return resourceEndpoints[resource];
};

/** The path of a resource's list, with the filter values it used taken out of the filter. */
export const listPathOf = (
  resource: string,
  filter: Record<string, unknown> = {},
): { path: string; filter: Record<string, unknown> } => {
  const template = isKnownResource(resource) ? listEndpoints[resource] : undefined;
  if (!template) {
    const filtered = isKnownResource(resource) ? filteredListEndpoints[resource] : undefined;
    return { path: filtered && hasFilterValue(filter) ? filtered : endpointOf(resource), filter };
  }
  const rest = { ...filter };
  const path = template.replace(/:(\w+)/g, (_, field: string) => {
    const value = rest[field];
    if (typeof value !== 'string' && typeof value !== 'number') {
      throw new Error(`The list of "${resource}" needs the filter "${field}"`);
    }
    delete rest[field];
    return encodeURIComponent(String(value));
  });
  return { path, filter: rest };
};
