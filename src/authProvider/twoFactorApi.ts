import type { RecoveryCodes, TwoFactorSetUp as SetUpBody } from '@schemas/auth';
import { httpClient } from '../dataProvider/httpClient';

export type TwoFactorSetUp = SetUpBody['data'];

/** The two-factor calls of the server (admins only). */
export const twoFactorApi = {
  /** A new secret to scan or type; two-factor sign-in is on only after `confirm`. */
  start: async (): Promise<TwoFactorSetUp> =>
    (await httpClient<SetUpBody>('/profile/2fa', { method: 'POST' })).json.data,

  /** Turns it on with a first code; the recovery codes, shown once. */
  confirm: async (otp: string): Promise<string[]> =>
    (
      await httpClient<RecoveryCodes>('/profile/2fa/confirm', {
        method: 'POST',
        body: { otp },
      })
    ).json.data.recovery_codes,

  /** Turns it off with a code or a recovery code. */
  turnOff: async (otp: string): Promise<void> => {
    await httpClient('/profile/2fa', { method: 'DELETE', body: { otp } });
  },

  /** Another admin turns a user's two-factor sign-in off. */
  reset: async (userId: number | string): Promise<void> => {
    await httpClient(`/admin_users/${encodeURIComponent(String(userId))}/2fa`, {
      method: 'DELETE',
    });
  },
};
