import { Chip, Stack, Typography } from '@mui/material';
import type { ReactNode } from 'react';
import { useTranslate } from 'react-admin';
import { CardField } from '../shared/CardField';
import { formatMoney } from '../shared/formats';
import type { UserRow } from './types';

/**
 * A user of the Users list on a phone: the name (and Inactive), email and credits under the
 * columns' labels, then Update and Delete (`actions`), so an owner can top a customer up from
 * the road.
 */
export const UserCard = ({ user, actions }: { user: UserRow; actions: ReactNode }) => {
  const translate = useTranslate();
  return (
    <>
      <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }}>
        <Typography variant="body1" sx={{ fontWeight: 600 }}>
          {user.name}
        </Typography>
        {!user.active && <Chip size="small" label={translate('back_office.users.inactive')} />}
      </Stack>
      <CardField source="email">{user.email}</CardField>
      <CardField source="credits">{formatMoney(user.credits)}</CardField>
      {actions}
    </>
  );
};
