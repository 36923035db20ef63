import { HttpError } from 'react-admin';
import type { PortalAuthProvider } from '../authProvider/authProvider';
import { toIdentity } from '../authProvider/authProvider';
import { canAccess } from '../authProvider/canAccess';
import { roleOf } from '../authProvider/session';
import { paths } from '../routing/paths';
import type {
  Credentials,
  PasswordResetPayload,
  ProfileChanges,
  RegistrationPayload,
  User,
} from '../types';
import { STORY_SERVICE_URL, storyAdmin } from './fixtures';

export interface FakeAuthOptions {
  /** Who is signed in when the story opens; nobody when absent. */
  signedInAs?: User | null;
  /** What signing in does; by default it signs in as the story admin. */
  login?: (credentials: Credentials) => Promise<User>;
  /** What registering does; by default it signs in as a new customer. */
  register?: (payload: RegistrationPayload) => Promise<User>;
  serviceUrl?: string;
  /** Whether the shop sends mail (GET /settings), which offers "forgot password"; off by default. */
  mail?: boolean;
  /** What "forgot password" does; by default it is accepted. */
  forgotPassword?: (email: string) => Promise<void>;
  /** What a password reset does; by default it is accepted. */
  resetPassword?: (payload: PasswordResetPayload) => Promise<void>;
  /** Every PATCH /profile is pushed here (a story's play function reads it). */
  profileChanges?: ProfileChanges[];
  /** The keys POST /profile/api_key hands out, one a call; `AK-NEW-<n>` by default. */
  newApiKeys?: string[];
  /** The session has ended on the server: GET /profile answers 401. */
  sessionEnded?: boolean;
}

/** An auth provider without a server, with the real access rule. */
export const createFakeAuthProvider = ({
  signedInAs = null,
  login = async () => storyAdmin,
  register = async ({ name, email }) => ({
    id: 99,
    name,
    email,
    credits: 0,
    api_key: 'AK-NEW-CUSTOMER',
    admin: false,
  }),
  serviceUrl = STORY_SERVICE_URL,
  mail = false,
  forgotPassword = async () => undefined,
  resetPassword = async () => undefined,
  profileChanges = [],
  newApiKeys = [],
  sessionEnded = false,
}: FakeAuthOptions = {}): PortalAuthProvider => {
  let user = signedInAs;
  let keysHandedOut = 0;
  const signedIn = async (): Promise<User> => {
    if (!user) throw { redirectTo: paths.login, message: false };
    return user;
  };
  return {
    login: async (credentials: Credentials) => {
      user = await login(credentials);
    },
    register: async (payload) => {
      user = await register(payload);
      return user;
    },
    getProfile: async () => {
      if (sessionEnded)
        throw new HttpError('Unauthenticated.', 401, { message: 'Unauthenticated.' });
      return {
        token: 'story-token',
        user: await signedIn(),
        service_url: serviceUrl,
        two_factor_required: false,
      };
    },
    changeProfile: async (changes) => {
      profileChanges.push(changes);
      const current = await signedIn();
      user = { ...current, ...changes };
      return user;
    },
    newApiKey: async () => {
      keysHandedOut += 1;
      const current = await signedIn();
      user = { ...current, api_key: newApiKeys[keysHandedOut - 1] ?? `AK-NEW-${keysHandedOut}` };
      return { token: 'story-token', user, service_url: serviceUrl, two_factor_required: false };
    },
    rememberLocale: async (locale) => {
      if (user && user.locale !== locale && (locale === 'en' || locale === 'es')) {
        profileChanges.push({ locale });
        user = { ...user, locale };
      }
    },
    getSettings: async () => ({ mail }),
    forgotPassword,
    resetPassword,
    checkAuth: async () => {
      await signedIn();
    },
    // The real rule's first half: a 401 ends the session and goes to the sign-in.
    checkError: async (error: unknown) => {
      if (error instanceof HttpError && error.status === 401) {
        user = null;
        throw { redirectTo: paths.login, message: false };
      }
    },
    logout: async () => {
      user = null;
      return paths.login;
    },
    getIdentity: async () => toIdentity(await signedIn()),
    getPermissions: async () => (user ? roleOf(user) : null),
    canAccess: async ({ resource, action }) =>
      canAccess(user ? roleOf(user) : null, { resource, action }),
  };
};
