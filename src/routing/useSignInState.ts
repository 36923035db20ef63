import { useAuthState } from 'react-admin';

export type SignInState = 'checking' | 'signedIn' | 'signedOut';

/**
 * Whether someone is signed in, asked of the auth provider's checkAuth (which signs in from a
 * stored token). Asked again each time a guard mounts, and 'checking' until that answer is in,
 * so that a guard never acts on the answer cached before a sign-in or sign-out.
 */
export const useSignInState = (scope: 'portal' | 'guest'): SignInState => {
  const { authenticated, isPending, isFetching } = useAuthState({ scope }, false, {
    refetchOnMount: 'always',
  });
  if (isPending || (isFetching && !authenticated)) return 'checking';
  return authenticated ? 'signedIn' : 'signedOut';
};
