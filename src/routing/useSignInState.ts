import { useAuthState } from 'react-admin';

export type SignInState = 'checking' | 'signedIn' | 'signedOut';

/**
 * Whether someone is signed in, asked of the auth provider's checkAuth (which signs in from a
 * stored token). Asked again each time a guard mounts, and 'checking' until that answer is in,
 * so that a guard never acts on the answer cached before a sign-in or sign-out.
 */
export const useSignInState = (scope: 'portal' | 'guest'): SignInState =>
  useSignInCheck(scope).state;

/**
 * The sign-in state and, when signing in from the stored token failed for another reason than
 * its refusal (no answer, a server error), the message of that failure: the auth provider
 * rejects with `{message: false}` for no token or a refused one, with the failure's message else.
 */
export const useSignInCheck = (
  scope: 'portal' | 'guest',
): { state: SignInState; failure: string | null } => {
  const { authenticated, isPending, isFetching, error } = useAuthState({ scope }, false, {
    refetchOnMount: 'always',
  });
  if (isPending || (isFetching && !authenticated)) return { state: 'checking', failure: null };
  if (authenticated) return { state: 'signedIn', failure: null };
  const message: unknown = (error as { message?: unknown } | null)?.message;
  return { state: 'signedOut', failure: typeof message === 'string' && message ? message : null };
};
