import type { ReactNode } from 'react';
import { Loading } from 'react-admin';
import { Navigate, useLocation } from 'react-router-dom';
import { paths } from './paths';
import { useSignInState } from './useSignInState';

/**
 * Renders the portal to signed-in users only. Others go to the login, which is told where
 * they came from (in the location state react-admin's own logout uses) to bring them back.
 */
export const RequireSignIn = ({ children }: { children: ReactNode }) => {
  const location = useLocation();
  const state = useSignInState('portal');
  if (state === 'checking') return <Loading />;
  if (state === 'signedOut') {
    return (
      <Navigate
        to={paths.login}
        replace
        state={{ nextPathname: location.pathname, nextSearch: location.search }}
      />
    );
  }
  return children;
};
