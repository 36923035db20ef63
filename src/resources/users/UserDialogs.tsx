import {
  PasswordInput,
  TextInput,
  useCreate,
  useDataProvider,
  useNotify,
  useRefresh,
  useTranslate,
} from 'react-admin';
import { ConfirmDialog } from '../shared/ConfirmDialog';
import { FormDialog } from '../shared/FormDialog';
import type { FormValues } from '../shared/submissionErrors';
import type { UserRow } from './types';

/** The create-user modal: Name, email, Password, Confirm Password; Save/Close. */
export const CreateUserDialog = ({ open, onClose }: { open: boolean; onClose: () => void }) => {
  const translate = useTranslate();
  const notify = useNotify();
  const [create] = useCreate();
  const save = async (values: FormValues) => {
    const data = {
      name: values.name ?? '',
      email: values.email ?? '',
      password: values.password ?? '',
      c_password: values.c_password ?? '',
    };
    await create('admin-users', { data }, { returnPromise: true });
    notify('back_office.users.created', { type: 'success' });
    onClose();
  };
  return (
    <FormDialog
      open={open}
      title={translate('back_office.users.create')}
      submitLabel={translate('common.save')}
      closeLabel={translate('common.close')}
      fieldNames={['name', 'email', 'password', 'c_password']}
      onSubmit={save}
      onClose={onClose}
    >
      <TextInput
        source="name"
        label={translate('resources.users.fields.name')}
        fullWidth
        autoFocus
      />
      <TextInput
        source="email"
        type="email"
        label={translate('resources.users.create_fields.email')}
        fullWidth
      />
      <PasswordInput
        source="password"
        label={translate('resources.users.fields.password')}
        fullWidth
      />
      <PasswordInput
        source="c_password"
        label={translate('resources.users.fields.c_password')}
        fullWidth
      />
    </FormDialog>
  );
};

/**
 * The delete modal. The server never erases an account: it deactivates it (sessions and API
 * key revoked, money and history kept), and the notice says so.
 */
export const DeleteUserDialog = ({
  user,
  onClose,
}: {
  user: UserRow | null;
  onClose: () => void;
}) => {
  const translate = useTranslate();
  const notify = useNotify();
  const refresh = useRefresh();
  const dataProvider = useDataProvider();
  const confirm = async () => {
    if (!user) return;
    await dataProvider.delete('admin-users', { id: user.id, previousData: user });
    notify('back_office.users.deactivated', { type: 'info' });
    refresh();
    onClose();
  };
  return (
    <ConfirmDialog
      open={user !== null}
      title={translate('back_office.users.delete_title')}
      confirmLabel={translate('common.delete')}
      closeLabel={translate('common.close')}
      onConfirm={confirm}
      onClose={onClose}
    >
      <p>
        {translate('back_office.users.delete_question', {
          name: user?.name ?? '',
          email: user?.email ?? '',
        })}
      </p>
      <p>{translate('back_office.users.delete_note')}</p>
    </ConfirmDialog>
  );
};
