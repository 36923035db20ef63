/** Every route of the app (spec section 2), as absolute browser paths. */

export const PORTAL_BASENAME = '/admin';

export const paths = {
  login: '/auth/login',
  register: '/auth/register',

  dashboard: '/admin/dashboard',
  categories: '/admin/admin-categories',
  services: '/admin/admin-services',
  users: '/admin/admin-users',
  bills: '/admin/admin-bills',
  pendingOrders: '/admin/admin-orders',
  orderHistory: '/admin/admin-order-history',

  customerServices: '/admin/services',
  myOrders: '/admin/orders',
  myBills: '/admin/bills',
  profile: '/admin/user-profile',

  userDetail: '/admin/admin-user/:id',
  userServicePrices: '/admin/admin-user-services/:id',
  userOrders: '/admin/admin-user-orders/:id',
  userBills: '/admin/admin-user-bills/:id',
} as const;

/** Where a signed-in visitor of /auth lands, and where customers are sent from admin screens. */
export const HOME_OF_SIGNED_IN = paths.customerServices;

/** Where every unknown path leads. */
export const FALLBACK_PATH = paths.dashboard;

/** '/admin/admin-user/:id' → 'admin-user/:id', for routes nested under the portal. */
export const toPortalRoute = (path: string): string =>
  path.startsWith(`${PORTAL_BASENAME}/`) ? path.slice(PORTAL_BASENAME.length + 1) : path;

/** Fills the `:id` of a detail path. */
export const withId = (path: string, id: number | string): string =>
  path.replace(':id', encodeURIComponent(String(id)));
