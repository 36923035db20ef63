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
import { useEffect, useState } from 'react';
import { Title, useAuthProvider, useEvent, useGetIdentity, useTranslate } from 'react-admin';
import type { PortalAuthProvider } from '../../authProvider/authProvider';
import type { AuthResponse } from '../../types';
import { ApiCredentials } from './ApiCredentials';
import { TwoFactorCard } from './TwoFactorCard';

/**
 * My Profile: reloads GET /profile on every opening, then shows the name, the credits and
 * the API credentials. A failure is only logged.
 */
export const ProfilePage = () => {
  const translate = useTranslate();
  const authProvider = useAuthProvider<PortalAuthProvider>();
  const { refetch } = useGetIdentity();
  const refreshIdentity = useEvent(() => {
    refetch();
  });
  const [profile, setProfile] = useState<AuthResponse | null>(null);
  const [loading, setLoading] = useState(true);
  const [loads, setLoads] = useState(0);

  useEffect(() => {
    if (!authProvider) return;
    let open = true;
    authProvider
      .getProfile()
      .then((fresh) => {
        if (!open) return;
        setProfile(fresh);
        refreshIdentity();
      })
      .catch((error: unknown) => console.error('Profile could not be loaded', error))
      .finally(() => {
        if (open) setLoading(false);
      });
    return () => {
      open = false;
    };
  }, [authProvider, refreshIdentity, loads]);

  const user = profile?.user;

  return (
    <Box sx={{ maxWidth: 720 }}>
      <Title title={translate('profile.title')} />
      {loading && <LinearProgress aria-label={translate('app.loading')} />}
      {user && (
        <Stack spacing={2}>
          <Card component="section">
            <CardContent>
              <Stack direction="row" spacing={2} sx={{ alignItems: 'center' }}>
                <Avatar sx={{ width: 56, height: 56, bgcolor: 'primary.main' }} aria-hidden>
                  {user.name.charAt(0).toUpperCase()}
                </Avatar>
                <Box sx={{ flex: 1 }}>
                  <Typography variant="h5" component="h1" data-testid="profile-name">
                    {user.name}
                  </Typography>
                  <Typography color="text.secondary">{user.email}</Typography>
                </Box>
                <Chip
                  color="success"
                  data-testid="profile-credits"
                  label={translate('profile.credits', { credits: user.credits })}
                  sx={{ fontWeight: 700 }}
                />
              </Stack>
            </CardContent>
          </Card>
          <ApiCredentials
            apiKey={user.api_key}
            serviceUrl={profile.service_url}
            username={user.name}
          />
          {user.admin && (
            <TwoFactorCard
              enabled={user.two_factor === true}
              required={profile.two_factor_required}
              onChange={() => setLoads((count) => count + 1)}
            />
          )}
        </Stack>
      )}
    </Box>
  );
};
