import { bearerToken } from '../dataProvider/bearerToken';
import type { AuthResponse, Role, User } from '../types';

let signedInUser: User | null = null;
/** REQUIRE_ADMIN_2FA holds this admin on My Profile until two-factor sign-in is on. */
let twoFactorPending = false;

/**
 * The signed-in state of this tab: the bearer token lives in the cookie `token` (so it
 * survives reloads) and in this tab's memory (dataProvider/bearerToken.ts: what other tabs sign
 * in as does not change whom this one speaks for), the user in memory (re-read from GET /profile
 * after a reload).
 */
export const session = {
  token: (): string | undefined => bearerToken.current(),

  user: (): User | null => signedInUser,

  role: (): Role | null => (signedInUser ? roleOf(signedInUser) : null),

  twoFactorPending: (): boolean => twoFactorPending,

  start: ({
    token,
    user,
    two_factor_required,
  }: Pick<AuthResponse, 'token' | 'user'> &
    Partial<Pick<AuthResponse, 'two_factor_required'>>): User => {
    bearerToken.remember(token);
    signedInUser = user;
    twoFactorPending = two_factor_required === true;
    return user;
  },

  end: (): void => {
    bearerToken.forget();
    signedInUser = null;
    twoFactorPending = false;
  },
};

export const roleOf = (user: Pick<User, 'admin'>): Role => (user.admin ? 'admin' : 'customer');
