import { httpClient } from '../dataProvider/httpClient';
import type { AuthResponse, Credentials, RegistrationPayload } from '../types';

/** The four authentication calls of the server (spec section 7). */
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
};
