import { renderHook, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import {
  type AuthProvider,
  CoreAdminContext,
  type DataProvider,
  HttpError,
  testDataProvider,
} from 'react-admin';
import { describe, expect, it, vi } from 'vitest';
import { useDataProviderCalls } from './useDataProviderCalls';

type Calls = DataProvider & { cancelOrder: (id: number) => Promise<{ message: string }> };

/** An auth provider that, like the portal's, ends the session on a 401. */
const authProviderEndingOn401 = () => {
  const logout = vi.fn(async () => undefined);
  const authProvider: AuthProvider = {
    login: async () => undefined,
    logout,
    checkAuth: async () => undefined,
    checkError: async (error: unknown) => {
      if (error instanceof HttpError && error.status === 401) throw new Error('session ended');
    },
    getPermissions: async () => 'customer',
  };
  return { authProvider, logout };
};

const callsWith = (cancelOrder: Calls['cancelOrder']) => {
  const { authProvider, logout } = authProviderEndingOn401();
  const dataProvider = { ...testDataProvider(), cancelOrder } as Calls;
  const wrapper = ({ children }: { children: ReactNode }) => (
    <CoreAdminContext dataProvider={dataProvider} authProvider={authProvider}>
      {children}
    </CoreAdminContext>
  );
  const { result } = renderHook(() => useDataProviderCalls<Calls>(), { wrapper });
  return { calls: result.current, logout };
};

describe('useDataProviderCalls', () => {
  it("answers the server's answer", async () => {
    const { calls } = callsWith(async () => ({ message: 'Order #4 cancelled' }));
    await expect(calls.cancelOrder(4)).resolves.toEqual({ message: 'Order #4 cancelled' });
  });

  it('fails with a refusal that ends the session, and signs the user out', async () => {
    const ended = new HttpError('Unauthenticated.', 401, { message: 'Unauthenticated.' });
    const { calls, logout } = callsWith(async () => Promise.reject(ended));
    await expect(calls.cancelOrder(4)).rejects.toBe(ended);
    await waitFor(() => expect(logout).toHaveBeenCalled());
  });

  it('fails with any other refusal, and keeps the user signed in', async () => {
    const refused = new HttpError('The order was answered meanwhile.', 422, {});
    const { calls, logout } = callsWith(async () => Promise.reject(refused));
    await expect(calls.cancelOrder(4)).rejects.toBe(refused);
    expect(logout).not.toHaveBeenCalled();
  });
});
