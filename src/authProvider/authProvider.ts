import type { TwoFactorFirst } from '@schemas/auth';
import { type AuthProvider, HttpError, type UserIdentity } from 'react-admin';
import { PROFILE_PATH, paths } from '../routing/paths';
import type {
  AuthResponse,
  Credentials,
  PasswordResetPayload,
  ProfileChanges,
  RegistrationPayload,
  Role,
  User,
} from '../types';
import { authApi } from './authApi';
import { canAccess } from './canAccess';
import { nextPathAfterLogin } from './nextPath';
import { roleOf, session } from './session';
import { sessionEnded } from './sessionEnded';

/** Why checkAuth refused; `message: false` keeps react-admin from notifying. */
interface AuthRejection {
  redirectTo: string;
  message: string | false;
}

const refuse = (message: string | false = false): AuthRejection => ({
  redirectTo: paths.login,
  message,
});

const isUnauthenticated = (error: unknown): boolean =>
  error instanceof HttpError && error.status === 401;

/** The server's 403 to an admin whom REQUIRE_ADMIN_2FA holds on My Profile. */
export const TWO_FACTOR_FIRST: TwoFactorFirst = 'Turn on two-factor sign-in in My Profile first.';

const isTwoFactorFirst = (error: unknown): boolean =>
  error instanceof HttpError && error.status === 403 && error.message === TWO_FACTOR_FIRST;

let profileRequest: Promise<User> | null = null;

/** Signs in from the token cookie with GET /profile (one request at a time). */
const signInFromCookie = (): Promise<User> => {
  profileRequest ??= authApi
    .profile()
    .then((response) => session.start(response))
    .catch((error: unknown) => {
      if (isUnauthenticated(error)) session.end();
      throw error;
    })
    .finally(() => {
      profileRequest = null;
    });
  return profileRequest;
};

/** The signed-in user, signing in from the cookie when this tab does not know them yet. */
export const currentUser = async (): Promise<User> => {
  const known = session.user();
  if (known) return known;
  if (!session.token()) throw refuse();
  try {
    return await signInFromCookie();
  } catch (error) {
    if (isUnauthenticated(error)) {
      sessionEnded.note();
      throw refuse();
    }
    throw refuse((error as Error).message);
  }
};

const currentRole = async (): Promise<Role | null> => {
  try {
    return roleOf(await currentUser());
  } catch {
    return null;
  }
};

export const toIdentity = (user: User): UserIdentity => ({
  id: user.id,
  fullName: user.name,
  email: user.email,
  credits: user.credits,
  api_key: user.api_key,
  admin: user.admin,
});

export interface PortalAuthProvider extends AuthProvider {
  /** POST /regis, then signed in as the new customer. */
  register: (payload: RegistrationPayload) => Promise<User>;
  /** GET /profile: the fresh user and the service URL; refreshes the signed-in user. */
  getProfile: () => Promise<AuthResponse>;
  /** PATCH /profile: the account's mail settings; refreshes the signed-in user. */
  changeProfile: (changes: ProfileChanges) => Promise<User>;
  /** POST /profile/api_key: a new API key, the old one void; the fresh profile. */
  newApiKey: () => Promise<AuthResponse>;
  /** The account's mails follow the language shown: stored when it differs from the account's. */
  rememberLocale: (locale: string) => Promise<void>;
  /** GET /settings: whether the shop sends mail, and so offers "forgot password". */
  getSettings: () => Promise<{ mail: boolean }>;
  /** POST /password/forgot: a link by mail, if the account exists (the answer does not say). */
  forgotPassword: (email: string) => Promise<void>;
  /** POST /password/reset: a new password from the mailed link. */
  resetPassword: (payload: PasswordResetPayload) => Promise<void>;
}

const MAIL_LOCALES: readonly string[] = ['en', 'es'];
/** The language being stored now, so that a switch is sent once. */
let localeBeingStored: string | null = null;

/**
 * react-admin's auth provider for the portal: bearer token in the `token` cookie, role from
 * the user's admin flag, access decided by `canAccess`.
 */
export const authProvider: PortalAuthProvider = {
  /**
   * `returnState`: the login page's location state, where react-admin keeps the page the visitor
   * was sent away from; the next page depends on it and on the role signed in.
   */
  login: async ({ email, password, otp, returnState }: Credentials & { returnState?: unknown }) => {
    // An undefined otp is left out of the JSON body.
    const user = session.start(await authApi.login({ email, password, otp }));
    // Signed in again: the login page no longer says the last session ended.
    sessionEnded.forget();
    // An admin the shop requires to use two-factor sign-in starts on My Profile to set it up.
    if (session.twoFactorPending()) return { redirectTo: PROFILE_PATH };
    return { redirectTo: nextPathAfterLogin(returnState, user.admin) };
  },

  register: async (payload) => session.start(await authApi.register(payload)),

  getProfile: async () => {
    const profile = await authApi.profile();
    session.start(profile);
    return profile;
  },

  changeProfile: async (changes) => session.start(await authApi.changeProfile(changes)),

  newApiKey: async () => {
    const profile = await authApi.newApiKey();
    session.start(profile);
    return profile;
  },

  rememberLocale: async (locale) => {
    const user = session.user();
    if (!user || !MAIL_LOCALES.includes(locale) || user.locale === locale) return;
    if (localeBeingStored === locale) return;
    localeBeingStored = locale;
    try {
      session.start(await authApi.changeProfile({ locale: locale as 'en' | 'es' }));
    } finally {
      localeBeingStored = null;
    }
  },

  getSettings: () => authApi.settings(),

  forgotPassword: (email) => authApi.forgotPassword(email),

  resetPassword: (payload) => authApi.resetPassword(payload),

  checkAuth: async () => {
    await currentUser();
  },

  checkError: async (error: unknown) => {
    if (error instanceof HttpError && error.status === 401) {
      session.end();
      sessionEnded.note();
      throw refuse();
    }
    if (isTwoFactorFirst(error)) {
      // react-admin shows the message as a translation key: the shop's language, not the server's.
      throw { redirectTo: PROFILE_PATH, logoutUser: false, message: 'two_factor.required' };
    }
  },

  logout: async () => {
    if (session.token()) {
      await authApi.logout().catch(() => undefined);
    }
    session.end();
    return paths.login;
  },

  getIdentity: async () => toIdentity(await currentUser()),

  getPermissions: currentRole,

  canAccess: async ({ resource, action }) => canAccess(await currentRole(), { resource, action }),
};
