import Cookies from 'js-cookie';
import { TOKEN_COOKIE } from '../dataProvider/httpClient';
import type { AuthResponse, Role, User } from '../types';

let signedInUser: User | null = null;

/**
 * The signed-in state of this tab: the bearer token lives in the cookie `token` (so it
 * survives reloads), the user in memory (re-read from GET /profile after a reload).
 */
export const session = {
  token: (): string | undefined => Cookies.get(TOKEN_COOKIE),

  user: (): User | null => signedInUser,

  role: (): Role | null => (signedInUser ? roleOf(signedInUser) : null),

  start: ({ token, user }: Pick<AuthResponse, 'token' | 'user'>): User => {
    Cookies.set(TOKEN_COOKIE, token, {
      path: '/',
      sameSite: 'lax',
      secure: window.location.protocol === 'https:',
    });
    signedInUser = user;
    return user;
  },

  end: (): void => {
    Cookies.remove(TOKEN_COOKIE, { path: '/' });
    signedInUser = null;
  },
};

export const roleOf = (user: Pick<User, 'admin'>): Role => (user.admin ? 'admin' : 'customer');
