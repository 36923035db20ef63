import { FALLBACK_PATH, HOME_OF_SIGNED_IN, PORTAL_BASENAME } from '../routing/paths';

/** What react-admin's logout leaves in the location state of the login page. */
interface ReturnState {
  nextPathname?: unknown;
  nextSearch?: unknown;
}

/**
 * Where to go after signing in: back to the portal page the visitor was sent away from (only
 * portal paths are honoured), else an admin's dashboard or a customer's order form (the
 * dashboard is an admin's screen: a customer sent there would pass through "access denied").
 */
export const nextPathAfterLogin = (state: unknown, isAdmin: boolean): string => {
  const { nextPathname, nextSearch } = (state ?? {}) as ReturnState;
  if (typeof nextPathname !== 'string' || !nextPathname.startsWith(`${PORTAL_BASENAME}/`)) {
    return isAdmin ? FALLBACK_PATH : HOME_OF_SIGNED_IN;
  }
  return `${nextPathname}${typeof nextSearch === 'string' ? nextSearch : ''}`;
};
