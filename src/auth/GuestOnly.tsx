import { createContext, type ReactNode, useContext } from 'react';
import { Loading } from 'react-admin';
import { Navigate } from 'react-router-dom';
import { HOME_OF_SIGNED_IN } from '../routing/paths';
import { useSignInCheck } from '../routing/useSignInState';

/**
 * Why signing in from the stored token failed, when it failed for another reason than a
 * refused token: the server's message, or 'Error Network, try again...' without an answer.
 */
const StoredTokenFailure = createContext<string | null>(null);

/** The failure of the sign-in from the stored token that the signed-out page was opened after. */
export const useStoredTokenFailure = (): string | null => useContext(StoredTokenFailure);

/**
 * Renders the signed-out pages only to signed-out visitors. A stored token is tried first
 * (GET /profile through checkAuth): a signed-in visitor goes to the portal; the failure of
 * that try, other than the token's refusal, is handed to the page (the login shows it, spec
 * section 8: 'Login and profile failure').
 */
export const GuestOnly = ({ children }: { children: ReactNode }) => {
  const { state, failure } = useSignInCheck('guest');
  if (state === 'checking') return <Loading />;
  if (state === 'signedIn') return <Navigate to={HOME_OF_SIGNED_IN} replace />;
  return <StoredTokenFailure.Provider value={failure}>{children}</StoredTokenFailure.Provider>;
};
