import type { NewUserBody } from '@schemas/backOffice';
import {
  PasswordInput,
  TextInput,
  useDelete,
  useNotify,
  useRefresh,
  useTranslate,
} from 'react-admin';
import { ConfirmDialog } from '../shared/ConfirmDialog';
import { CreateDialog } from '../shared/RecordDialogs';
import type { UserRow } from './types';

const RESOURCE = 'admin-users';

/** The form's values: the body's fields, any of them left empty. */
type NewUser = Partial<NewUserBody>;

/** What the server is sent: the four fields, empty when left empty. */
const payloadOf = (values: NewUser): NewUserBody => ({
  name: values.name ?? '',
  email: values.email ?? '',
  password: values.password ?? '',
  c_password: values.c_password ?? '',
});

/** The create-user modal: Name, email, Password, Confirm Password; Save/Close. */
export const CreateUserDialog = ({ open, onClose }: { open: boolean; onClose: () => void }) => {
  const translate = useTranslate();
  return (
    <CreateDialog
      open={open}
      resource={RESOURCE}
      title={translate('back_office.users.create')}
      successMessage="back_office.users.created"
      transform={payloadOf}
      onClose={onClose}
    >
      <TextInput source="name" fullWidth autoFocus />
      {/* The one label of its own: this modal spells the field in lower case (spec). */}
      <TextInput
        source="email"
        type="email"
        label={`resources.${RESOURCE}.create_fields.email`}
        fullWidth
      />
      <PasswordInput source="password" fullWidth />
      <PasswordInput source="c_password" fullWidth />
    </CreateDialog>
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
  const [deactivate] = useDelete<UserRow>();
  const confirm = async () => {
    if (!user) return;
    // The server keeps the account (deactivated): the list is read again to show it so.
    await deactivate(
      RESOURCE,
      { id: user.id, previousData: user },
      { mutationMode: 'pessimistic', returnPromise: true },
    );
    notify('back_office.users.deactivated', { type: 'info' });
    refresh();
    onClose();
  };
  return (
    <ConfirmDialog
      value={user}
      title={translate('back_office.users.delete_title')}
      confirmLabel={translate('common.delete')}
      closeLabel={translate('common.close')}
      onConfirm={confirm}
      onClose={onClose}
    >
      {(shown) => (
        <>
          <p>
            {translate('back_office.users.delete_question', {
              name: shown.name,
              email: shown.email,
            })}
          </p>
          <p>{translate('back_office.users.delete_note')}</p>
        </>
      )}
    </ConfirmDialog>
  );
};
