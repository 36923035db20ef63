import { useContext, useMemo } from 'react';
import { type DataProvider, DataProviderContext, useLogoutIfAccessDenied } from 'react-admin';

/**
 * The data provider for calls a screen makes itself (place orders, cancel, answer, bulk reply,
 * the dashboard, the suppliers' calls). A refusal that ends the session (401) still signs the
 * user out and sends them to the login, as react-admin's `useDataProvider` does, but the call
 * then fails with that refusal. react-admin's own proxy answers `{data: []}` or `{data: {}}`
 * instead, which a screen takes for a success: an emptied order box, a green "answered" toast
 * just before the login. Nothing was done on the server, so nothing may look done here.
 */
export const useDataProviderCalls = <Provider extends DataProvider = DataProvider>(): Provider => {
  const dataProvider = useContext(DataProviderContext);
  const logoutIfAccessDenied = useLogoutIfAccessDenied();
  if (!dataProvider) {
    throw new Error('useDataProviderCalls needs a data provider: use it inside <Admin>');
  }
  return useMemo(
    () =>
      new Proxy(dataProvider, {
        get(target, name, receiver) {
          const member: unknown = Reflect.get(target, name, receiver);
          if (typeof member !== 'function') return member;
          return (...args: unknown[]) =>
            Promise.resolve(member.apply(target, args)).catch(async (error: unknown) => {
              await logoutIfAccessDenied(error);
              throw error;
            });
        },
      }) as Provider,
    [dataProvider, logoutIfAccessDenied],
  );
};
