import { skipToken, useQuery } from '@tanstack/react-query';
import { useAuthProvider, useTranslate } from 'react-admin';
import type { PortalAuthProvider } from '../authProvider/authProvider';
import { paths } from '../routing/paths';
import { AuthPageLink } from './AuthFormParts';

/** "Forgot your password?" on the login screen, only when the shop sends mail (GET /settings). */
export const ForgotPasswordLink = () => {
  const translate = useTranslate();
  const authProvider = useAuthProvider<PortalAuthProvider>();
  const { data: settings } = useQuery({
    queryKey: ['settings'],
    queryFn: authProvider ? () => authProvider.getSettings() : skipToken,
    staleTime: Number.POSITIVE_INFINITY,
    retry: false,
  });
  if (!settings?.mail) return null;
  return (
    <AuthPageLink to={paths.forgotPassword} spacing={1}>
      {translate('mail.forgot_link')}
    </AuthPageLink>
  );
};
