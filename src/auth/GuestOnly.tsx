import type { ReactNode } from 'react';
import { Loading } from 'react-admin';
import { Navigate } from 'react-router-dom';
import { HOME_OF_SIGNED_IN } from '../routing/paths';
import { useSignInState } from '../routing/useSignInState';

/**
 * Renders the signed-out pages only to signed-out visitors. A stored token is tried first
 * (GET /profile through checkAuth): a signed-in visitor goes to the portal.
 */
export const GuestOnly = ({ children }: { children: ReactNode }) => {
  const state = useSignInState('guest');
  if (state === 'checking') return <Loading />;
  if (state === 'signedIn') return <Navigate to={HOME_OF_SIGNED_IN} replace />;
  return children;
};
