/**
 * Who may call a route, as the API document shows it: a tag, the bearer scheme and `x-role`.
 * Spread into a route's schema; the hooks (`authenticate`, `requireAdmin`) enforce it.
 */
export const publicAccess = { tags: ['public'], security: [], 'x-role': 'public' } as const;

/** Any signed-in account (customers and admins) with its bearer token. */
export const customerAccess = {
  tags: ['customer'],
  security: [{ bearer: [] }],
  'x-role': 'customer',
} as const;

/** Admins only: 401 without a token, 403 to a customer. */
export const adminAccess = {
  tags: ['admin'],
  security: [{ bearer: [] }],
  'x-role': 'admin',
} as const;

/** The reseller API: the account's name and API key travel in the form body, not a header. */
export const resellerAccess = {
  tags: ['reseller'],
  security: [],
  'x-role': 'customer',
} as const;
