import type { Identifier } from 'react-admin';

/**
 * The paths of spec section 2. The portal's screens live under /admin, each at the URL segment
 * that is its resource name (src/resources/index.ts); the sign-in pages live under /auth.
 */
export const PORTAL_BASENAME = '/admin';

export const paths = {
  login: '/auth/login',
  register: '/auth/register',
  /** "Forgot password": asks for the email the link is mailed to. */
  forgotPassword: '/auth/forgot',
  /** Where the mailed link leads: `/auth/reset?token=…`. */
  resetPassword: '/auth/reset',
} as const;

/** A portal screen's browser path: ('admin-user', 7) → '/admin/admin-user/7'. */
export const portalPath = (resource: string, id?: Identifier): string =>
  id === undefined
    ? `${PORTAL_BASENAME}/${resource}`
    : `${PORTAL_BASENAME}/${resource}/${encodeURIComponent(String(id))}`;

/** Where a signed-in visitor of /auth lands, and where customers are sent from admin screens. */
export const HOME_OF_SIGNED_IN = portalPath('services');

/** My Profile, where an admin who must turn on two-factor sign-in is held. */
export const PROFILE_PATH = portalPath('user-profile');

/** Where every unknown path leads. */
export const FALLBACK_PATH = portalPath('dashboard');
