import {
  Avatar,
  Box,
  Card,
  CardContent,
  Chip,
  LinearProgress,
  Stack,
  Typography,
} from '@mui/material';
import { skipToken, useQuery } from '@tanstack/react-query';
import {
  useAuthProvider,
  useGetIdentity,
  useLogoutIfAccessDenied,
  useTranslate,
} from 'react-admin';
import type { PortalAuthProvider } from '../../authProvider/authProvider';
import { OpeningHeading } from '../../layout/OpeningHeading';
import { ScreenTitle } from '../../layout/ScreenTitle';
import { formatMoney } from '../../resources/shared/formats';
import type { AuthResponse } from '../../types';
import { ApiCredentials } from './ApiCredentials';
import { OrderMailsCard } from './OrderMailsCard';
import { TwoFactorCard } from './TwoFactorCard';

/**
 * My Profile: reloads GET /profile on every opening, then shows the name, the credits and
 * the API credentials. A failure is only logged.
 */
export const ProfilePage = () => {
  const translate = useTranslate();
  const authProvider = useAuthProvider<PortalAuthProvider>();
  const { refetch: refetchIdentity } = useGetIdentity();
  const logoutIfAccessDenied = useLogoutIfAccessDenied();
  const {
    data: profile,
    isPending,
    isError,
    refetch,
  } = useQuery({
    queryKey: ['profile'],
    queryFn: authProvider
      ? async (): Promise<AuthResponse> => {
          try {
            const fresh = await authProvider.getProfile();
            // The fresh profile is the signed-in identity too (name and credits in the app bar).
            refetchIdentity();
            return fresh;
          } catch (error) {
            console.error('Profile could not be loaded', error);
            // A session that has ended (401) signs out, as every other screen's failure does.
            await logoutIfAccessDenied(error);
            throw error;
          }
        }
      : skipToken,
    // Read afresh at every opening, never from an earlier one; a failure is not retried.
    gcTime: 0,
    retry: false,
    refetchOnWindowFocus: false,
  });
  const loading = isPending && !isError;

  const user = profile?.user;

  return (
    <Box sx={{ maxWidth: 720 }}>
      <ScreenTitle title={translate('profile.title')} />
      {loading && <LinearProgress aria-label={translate('app.loading')} />}
      {user && (
        <Stack spacing={2}>
          <Card component="section">
            <CardContent>
              {/*
                The credits go beside the name and email while they fit, else under the email
                (a phone): the email is never broken to make room, only cut with an ellipsis
                when it is wider than the card by itself (whole on hover).
              */}
              <Stack direction="row" spacing={2} sx={{ alignItems: 'center' }}>
                <Avatar sx={{ width: 56, height: 56, bgcolor: 'primary.main' }} aria-hidden>
                  {user.name.charAt(0).toUpperCase()}
                </Avatar>
                <Stack
                  direction="row"
                  useFlexGap
                  sx={{
                    flex: 1,
                    minWidth: 0,
                    flexWrap: 'wrap',
                    alignItems: 'center',
                    justifyContent: 'space-between',
                    columnGap: 2,
                    rowGap: 1,
                  }}
                >
                  <Box sx={{ minWidth: 0, maxWidth: '100%', overflowWrap: 'anywhere' }}>
                    <OpeningHeading testId="profile-name">{user.name}</OpeningHeading>
                    <Typography color="text.secondary" noWrap title={user.email}>
                      {user.email}
                    </Typography>
                  </Box>
                  <Chip
                    color="success"
                    data-testid="profile-credits"
                    label={translate('profile.credits', { credits: formatMoney(user.credits) })}
                    sx={{ fontWeight: 700 }}
                  />
                </Stack>
              </Stack>
            </CardContent>
          </Card>
          <ApiCredentials
            apiKey={user.api_key}
            serviceUrl={profile.service_url}
            username={user.name}
          />
          <OrderMailsCard notifyOrders={user.notify_orders !== false} />
          {user.admin && (
            <TwoFactorCard
              enabled={user.two_factor === true}
              required={profile.two_factor_required}
              onChange={() => refetch()}
            />
          )}
        </Stack>
      )}
    </Box>
  );
};
