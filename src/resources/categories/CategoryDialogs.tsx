import type { CategoryBody } from '@schemas/backOffice';
import { TextInput, useDelete, useNotify, useTranslate } from 'react-admin';
import { ConfirmDialog } from '../shared/ConfirmDialog';
import { CreateDialog, EditDialog } from '../shared/RecordDialogs';
import type { Category } from './types';

const RESOURCE = 'admin-categories';

/** What the server is sent: the name only. */
const payloadOf = (values: Partial<Category>): CategoryBody => ({
  name: String(values.name ?? ''),
});

/** 'Create new Category': Name, Save/Close. */
export const CreateCategoryDialog = ({ open, onClose }: { open: boolean; onClose: () => void }) => {
  const translate = useTranslate();
  return (
    <CreateDialog
      open={open}
      resource={RESOURCE}
      title={translate('resources.categories.create')}
      successMessage="back_office.categories.created"
      transform={payloadOf}
      onClose={onClose}
    >
      <TextInput source="name" autoFocus fullWidth />
    </CreateDialog>
  );
};

/** The update modal, titled with the category's name: Name, Save/Close. */
export const UpdateCategoryDialog = ({
  category,
  onClose,
}: {
  category: Category | null;
  onClose: () => void;
}) => (
  <EditDialog
    record={category}
    resource={RESOURCE}
    title={(shown) => shown.name}
    successMessage="back_office.categories.updated"
    transform={payloadOf}
    onClose={onClose}
  >
    <TextInput source="name" autoFocus fullWidth />
  </EditDialog>
);

/** The delete modal, Delete/Close; a category with services is refused and says why. */
export const DeleteCategoryDialog = ({
  category,
  onClose,
}: {
  category: Category | null;
  onClose: () => void;
}) => {
  const translate = useTranslate();
  const notify = useNotify();
  const [remove] = useDelete<Category>();
  const confirm = async () => {
    if (!category) return;
    await remove(
      RESOURCE,
      { id: category.id, previousData: category },
      { mutationMode: 'pessimistic', returnPromise: true },
    );
    notify('back_office.categories.deleted', { type: 'success' });
    onClose();
  };
  return (
    <ConfirmDialog
      value={category}
      title={translate('back_office.categories.delete_title')}
      confirmLabel={translate('common.delete')}
      closeLabel={translate('common.close')}
      onConfirm={confirm}
      onClose={onClose}
    >
      {(shown) => translate('back_office.categories.delete_question', { name: shown.name })}
    </ConfirmDialog>
  );
};
