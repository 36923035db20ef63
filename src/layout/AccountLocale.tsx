import { useEffect } from 'react';
import { useAuthProvider, useLocaleState } from 'react-admin';
import type { PortalAuthProvider } from '../authProvider/authProvider';

/**
 * Keeps the signed-in account's language (that of its mails) the one the portal shows: at sign-in
 * and at every switch, stored when it differs (PATCH /profile {locale}). Renders nothing.
 */
export const AccountLocale = () => {
  const [locale] = useLocaleState();
  const authProvider = useAuthProvider<PortalAuthProvider>();
  useEffect(() => {
    authProvider?.rememberLocale(locale).catch(() => undefined);
  }, [authProvider, locale]);
  return null;
};
