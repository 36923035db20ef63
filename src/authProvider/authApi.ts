import type { PasswordMessage, PublicSettings } from '@schemas/password';
import { httpClient } from '../dataProvider/httpClient';
import type {
  AuthResponse,
  Credentials,
  PasswordResetPayload,
  ProfileChanges,
  RegistrationPayload,
} from '../types';

/** The authentication calls of the server (spec section 7), the password reset and settings. */
export const authApi = {
  login: async (credentials: Credentials): Promise<AuthResponse> =>
    (await httpClient<AuthResponse>('/login', { method: 'POST', body: credentials })).json,

  register: async (payload: RegistrationPayload): Promise<AuthResponse> =>
    (await httpClient<AuthResponse>('/regis', { method: 'POST', body: payload })).json,

  profile: async (signal?: AbortSignal): Promise<AuthResponse> =>
    (await httpClient<AuthResponse>('/profile', { signal })).json,

  logout: async (): Promise<void> => {
    await httpClient('/logout', { method: 'POST' });
  },

  /** PATCH /profile: the account's mail settings; the fresh profile. */
  changeProfile: async (changes: ProfileChanges): Promise<AuthResponse> =>
    (await httpClient<AuthResponse>('/profile', { method: 'PATCH', body: changes })).json,

  /** POST /profile/api_key: a new API key for the account; the fresh profile. */
  newApiKey: async (): Promise<AuthResponse> =>
    (await httpClient<AuthResponse>('/profile/api_key', { method: 'POST' })).json,

  /** GET /settings: whether mail (and so the password reset) is on. */
  settings: async (): Promise<PublicSettings['data']> =>
    (await httpClient<PublicSettings>('/settings')).json.data,

  /** POST /password/forgot: the same answer whether the account exists or not. */
  forgotPassword: async (email: string): Promise<void> => {
    await httpClient<PasswordMessage>('/password/forgot', { method: 'POST', body: { email } });
  },

  /** POST /password/reset: a new password from a mailed link. */
  resetPassword: async (payload: PasswordResetPayload): Promise<void> => {
    await httpClient<PasswordMessage>('/password/reset', { method: 'POST', body: payload });
  },
};
