import { Link } from '@mui/material';
import { skipToken, useQuery } from '@tanstack/react-query';
import { useAuthProvider, useTranslate } from 'react-admin';
import { Link as RouterLink } from 'react-router-dom';
import type { PortalAuthProvider } from '../authProvider/authProvider';
import { paths } from '../routing/paths';

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
    <Link
      component={RouterLink}
      to={paths.forgotPassword}
      variant="body2"
      sx={{ display: 'block', mt: 1 }}
    >
      {translate('mail.forgot_link')}
    </Link>
  );
};
