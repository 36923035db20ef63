import {
  BooleanInput,
  TextInput,
  useDelete,
  useNotify,
  useRefresh,
  useTranslate,
} from 'react-admin';
import { AmountInput } from '../shared/AmountInput';
import { ConfirmDialog } from '../shared/ConfirmDialog';
import { CreateDialog, EditDialog } from '../shared/RecordDialogs';
import { newSupplierPayload, supplierChangePayload } from './supplierPayload';
import type { Supplier } from './types';

const RESOURCE = 'admin-suppliers';

/** Name, URL, username, the write-only API key, bulk, the low-balance threshold (and Active). */
const SupplierInputs = ({ editing }: { editing: boolean }) => (
  <>
    <TextInput source="name" fullWidth autoFocus />
    <TextInput source="url" helperText="suppliers.url_hint" fullWidth />
    <TextInput source="username" fullWidth />
    <TextInput
      source="api_key"
      type="password"
      autoComplete="new-password"
      helperText={editing ? 'suppliers.key_hint' : false}
      fullWidth
    />
    <AmountInput source="low_balance" fullWidth />
    <BooleanInput source="allows_bulk" />
    {editing && <BooleanInput source="active" />}
  </>
);

export const CreateSupplierDialog = ({ open, onClose }: { open: boolean; onClose: () => void }) => {
  const translate = useTranslate();
  return (
    <CreateDialog
      open={open}
      resource={RESOURCE}
      defaults={{ allows_bulk: false }}
      title={translate('suppliers.add')}
      successMessage="suppliers.added"
      transform={newSupplierPayload}
      onClose={onClose}
    >
      <SupplierInputs editing={false} />
    </CreateDialog>
  );
};

/** The form starts with the list's record and an empty key: left empty, the key is kept. */
export const EditSupplierDialog = ({
  supplier,
  onClose,
}: {
  supplier: Supplier | null;
  onClose: () => void;
}) => {
  const translate = useTranslate();
  return (
    <EditDialog
      record={supplier}
      resource={RESOURCE}
      title={(shown) => translate('suppliers.edit_title', { name: shown.name })}
      successMessage="suppliers.updated"
      transform={(values, options) => supplierChangePayload(values, options?.previousData)}
      onClose={onClose}
    >
      <SupplierInputs editing />
    </EditDialog>
  );
};

/** DELETE /suppliers/{id} deactivates: no new orders, the ones it has keep being polled. */
export const DeactivateSupplierDialog = ({
  supplier,
  onClose,
}: {
  supplier: Supplier | null;
  onClose: () => void;
}) => {
  const translate = useTranslate();
  const notify = useNotify();
  const refresh = useRefresh();
  const [remove] = useDelete<Supplier>();
  const confirm = async () => {
    if (!supplier) return;
    await remove(
      RESOURCE,
      { id: supplier.id, previousData: supplier },
      { mutationMode: 'pessimistic', returnPromise: true },
    );
    notify('suppliers.deactivated', { type: 'success' });
    onClose();
    // The supplier stays listed, inactive: read the list again.
    refresh();
  };
  return (
    <ConfirmDialog
      value={supplier}
      title={translate('suppliers.deactivate_title')}
      confirmLabel={translate('suppliers.deactivate')}
      closeLabel={translate('common.close')}
      onConfirm={confirm}
      onClose={onClose}
    >
      {(shown) => translate('suppliers.deactivate_question', { name: shown.name })}
    </ConfirmDialog>
  );
};
