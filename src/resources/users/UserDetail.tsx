import ArrowBackIcon from '@mui/icons-material/ArrowBack';
import { Alert, Box, Button, Chip, LinearProgress, Stack } from '@mui/material';
import { useState } from 'react';
import { HttpError, useGetIdentity, useGetOne, useRequireAccess, useTranslate } from 'react-admin';
import { Link, useParams } from 'react-router-dom';
import { useErrorText } from '../../i18n/useErrorText';
import { portalPath } from '../../routing/paths';
import { ScreenHeading } from '../shared/ScreenHeading';
import { AddCreditsCard, ApiKeyCard, CredentialsCard, PasswordCard } from './AccountCards';
import type { DetailNotice } from './AccountChange';
import { BillsHistoryCard, OrderHistoryCard, ServicesPriceCard } from './HistoryCards';
import { RecentChangesCard } from './RecentChangesCard';
import { TwoFactorResetCard } from './TwoFactorResetCard';
import type { UserDetailRecord } from './types';

/** A 4xx (unknown user, signed out) will not change on a retry; other failures get two more tries. */
const retryUnlessRefused = (failures: number, error: unknown) =>
  !(error instanceof HttpError && error.status >= 400 && error.status < 500) && failures < 2;

/**
 * User detail (/admin/admin-user/{id}, also /admin/admin-user-bills/{id}): API key, credits,
 * credentials, password, and the ways to the user's orders, bills and prices.
 */
export const UserDetail = () => {
  const translate = useTranslate();
  const errorText = useErrorText();
  const { id = '' } = useParams<{ id: string }>();
  // An edit view without an edit controller asks authProvider.canAccess itself.
  const { isPending: isCheckingAccess } = useRequireAccess({ action: 'edit' });
  const {
    data: record,
    isPending,
    error,
    refetch,
  } = useGetOne<UserDetailRecord>(
    'admin-user',
    { id: Number(id) },
    { retry: retryUnlessRefused, enabled: !isCheckingAccess },
  );
  const { identity } = useGetIdentity();
  const [notice, setNotice] = useState<DetailNotice | null>(null);

  const back = (
    <Button component={Link} to={portalPath('admin-users')} startIcon={<ArrowBackIcon />}>
      {translate('back_office.user_detail.back')}
    </Button>
  );
  if (isPending) return <LinearProgress aria-label={translate('app.loading')} />;
  if (error || !record) {
    return (
      <Stack spacing={2} sx={{ alignItems: 'flex-start' }}>
        <Alert severity="error" role="alert">
          {error instanceof HttpError && error.status === 404
            ? translate('back_office.user_detail.not_found')
            : errorText(error)}
        </Alert>
        {back}
      </Stack>
    );
  }
  return (
    <Box>
      <ScreenHeading
        title={translate('back_office.user_detail.title', { name: record.name })}
        actions={back}
      />
      {!record.active && (
        <Chip
          color="warning"
          label={translate('back_office.user_detail.inactive')}
          sx={{ mb: 2 }}
        />
      )}
      <Box
        sx={{
          display: 'grid',
          gap: 2,
          gridTemplateColumns: { xs: '1fr', sm: 'repeat(2, 1fr)', md: 'repeat(3, 1fr)' },
        }}
      >
        <ApiKeyCard record={record} onNotice={setNotice} notice={notice} />
        <AddCreditsCard record={record} onNotice={setNotice} onCredited={() => refetch()} />
        <CredentialsCard record={record} onNotice={setNotice} />
        <PasswordCard record={record} onNotice={setNotice} />
        <OrderHistoryCard record={record} />
        <BillsHistoryCard record={record} />
        <ServicesPriceCard record={record} />
        <RecentChangesCard record={record} />
        {/* One's own two-factor sign-in is turned off in My Profile, with a code. */}
        {record.two_factor && record.id !== identity?.id && (
          <TwoFactorResetCard record={record} onReset={() => refetch()} />
        )}
      </Box>
    </Box>
  );
};
