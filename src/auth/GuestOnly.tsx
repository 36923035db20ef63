import type { ReactNode } from 'react';
import { Loading, useAuthState } from 'react-admin';
import { Navigate } from 'react-router-dom';
import { HOME_OF_SIGNED_IN } from '../routing/paths';

/** Asked of checkAuth by the signed-out pages (a query of its own, apart from the portal's). */
const GUEST_CHECK = { scope: 'guest' };

/**
 * Renders the signed-out pages only to signed-out visitors. A stored token is tried first
 * (GET /profile through checkAuth): a signed-in visitor goes to the portal.
 */
export const GuestOnly = ({ children }: { children: ReactNode }) => {
  const { isPending, authenticated } = useAuthState(GUEST_CHECK, false);
  if (isPending) return <Loading />;
  if (authenticated) return <Navigate to={HOME_OF_SIGNED_IN} replace />;
  return children;
};
