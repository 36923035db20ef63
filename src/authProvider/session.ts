import Cookies from 'js-cookie';
import { TOKEN_COOKIE } from '../dataProvider/httpClient';
import type { AuthResponse, Role, User } from '../types';

let signedInUser: User | null = null;
/** REQUIRE_ADMIN_2FA holds this admin on My Profile until two-factor sign-in is on. */
let twoFactorPending = false;

/**
 * The signed-in state of this tab: the bearer token lives in the cookie `token` (so it
 * survives reloads), the user in memory (re-read from GET /profile after a reload).
 */
export const session = {
  token: (): string | undefined => Cookies.get(TOKEN_COOKIE),

  user: (): User | null => signedInUser,

  role: (): Role | null => (signedInUser ? roleOf(signedInUser) : null),

  twoFactorPending: (): boolean => twoFactorPending,

  start: ({
    token,
    user,
    two_factor_required,
  }: Pick<AuthResponse, 'token' | 'user'> &
    Partial<Pick<AuthResponse, 'two_factor_required'>>): User => {
    Cookies.set(TOKEN_COOKIE, token, {
      path: '/',
      sameSite: 'lax',
      secure: window.location.protocol === 'https:',
    });
    signedInUser = user;
    twoFactorPending = two_factor_required === true;
    return user;
  },

  end: (): void => {
    Cookies.remove(TOKEN_COOKIE, { path: '/' });
    signedInUser = null;
    twoFactorPending = false;
  },
};

export const roleOf = (user: Pick<User, 'admin'>): Role => (user.admin ? 'admin' : 'customer');
