import { FALLBACK_PATH, PORTAL_BASENAME } from '../routing/paths';

/** What react-admin's logout leaves in the location state of the login page. */
interface ReturnState {
  nextPathname?: unknown;
  nextSearch?: unknown;
}

/**
 * Where to go after signing in: back to the portal page the visitor was sent away from,
 * else the dashboard. Only portal paths are honoured.
 */
export const nextPathAfterLogin = (state: unknown): string => {
  const { nextPathname, nextSearch } = (state ?? {}) as ReturnState;
  if (typeof nextPathname !== 'string' || !nextPathname.startsWith(`${PORTAL_BASENAME}/`)) {
    return FALLBACK_PATH;
  }
  return `${nextPathname}${typeof nextSearch === 'string' ? nextSearch : ''}`;
};
