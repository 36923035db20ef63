import AddIcon from '@mui/icons-material/Add';
import { Button, Card, Chip, Stack } from '@mui/material';
import { useState } from 'react';
import { DataTable, ListBase, useTranslate } from 'react-admin';
import { Link } from 'react-router-dom';
import { portalPath } from '../../routing/paths';
import { EmptyTable } from '../shared/EmptyTable';
import { formatMoney } from '../shared/formats';
import { LIST_ERROR_IN_PAGE, ListError } from '../shared/ListError';
import { ListTable } from '../shared/ListTable';
import { PrevNextPagination } from '../shared/PrevNextPagination';
import { ScreenHeading } from '../shared/ScreenHeading';
import type { UserRow } from './types';
import { UserCard } from './UserCard';
import { CreateUserDialog, DeleteUserDialog } from './UserDialogs';

/** The server's page size for /admin_users. */
export const USERS_PER_PAGE = 15;

/**
 * Admin users: Name, Email, Credits, Actions (Update → detail, Delete → modal), paged; on a
 * phone each user is a card (`UserCard`).
 */
export const UserList = () => {
  const translate = useTranslate();
  const [creating, setCreating] = useState(false);
  const [deleting, setDeleting] = useState<UserRow | null>(null);
  const title = translate('resources.admin-users.name', { smart_count: 2 });
  /** Update (the user's detail) and Delete, in the row or on the card. */
  const actions = (user: UserRow) => (
    <Stack direction="row" spacing={1} sx={{ justifyContent: 'flex-end' }}>
      <Button size="small" component={Link} to={portalPath('admin-user', user.id)}>
        {translate('common.update')}
      </Button>
      <Button size="small" color="error" disabled={!user.active} onClick={() => setDeleting(user)}>
        {translate('common.delete')}
      </Button>
    </Stack>
  );
  return (
    <ListBase<UserRow>
      resource="admin-users"
      queryOptions={LIST_ERROR_IN_PAGE}
      perPage={USERS_PER_PAGE}
    >
      <ScreenHeading
        title={title}
        actions={
          <Button variant="contained" startIcon={<AddIcon />} onClick={() => setCreating(true)}>
            {translate('back_office.users.create')}
          </Button>
        }
      />
      <ListError />
      <Card>
        <ListTable<UserRow>
          label={title}
          empty={<EmptyTable />}
          card={(user) => <UserCard user={user} actions={actions(user)} />}
        >
          <DataTable.Col
            source="name"
            disableSort
            render={(user: UserRow) => (
              <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }}>
                <span>{user.name}</span>
                {!user.active && (
                  <Chip size="small" label={translate('back_office.users.inactive')} />
                )}
              </Stack>
            )}
          />
          <DataTable.Col source="email" disableSort />
          <DataTable.Col
            source="credits"
            disableSort
            render={(user: UserRow) => formatMoney(user.credits)}
          />
          <DataTable.Col
            label={translate('common.actions')}
            disableSort
            align="right"
            render={actions}
          />
        </ListTable>
        <PrevNextPagination />
      </Card>
      <CreateUserDialog open={creating} onClose={() => setCreating(false)} />
      <DeleteUserDialog user={deleting} onClose={() => setDeleting(null)} />
    </ListBase>
  );
};
