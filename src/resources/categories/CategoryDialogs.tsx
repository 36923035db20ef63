import { TextInput, useCreate, useDelete, useNotify, useTranslate, useUpdate } from 'react-admin';
import { ConfirmDialog } from '../shared/ConfirmDialog';
import { FormDialog } from '../shared/FormDialog';
import type { FormValues } from '../shared/submissionErrors';
import type { Category } from './types';

interface DialogProps {
  open: boolean;
  onClose: () => void;
}

const NameInput = () => {
  const translate = useTranslate();
  return (
    <TextInput
      source="name"
      label={translate('resources.categories.fields.name')}
      autoFocus
      fullWidth
    />
  );
};

/** 'Create new Category': Name, Save/Close. */
export const CreateCategoryDialog = ({ open, onClose }: DialogProps) => {
  const translate = useTranslate();
  const notify = useNotify();
  const [create] = useCreate<Category>();
  const save = async (values: FormValues) => {
    await create(
      'admin-categories',
      { data: { name: String(values.name ?? '') } },
      { returnPromise: true },
    );
    notify('back_office.categories.created', { type: 'success' });
    onClose();
  };
  return (
    <FormDialog
      open={open}
      title={translate('resources.categories.create')}
      submitLabel={translate('common.save')}
      closeLabel={translate('common.close')}
      fieldNames={['name']}
      onSubmit={save}
      onClose={onClose}
    >
      <NameInput />
    </FormDialog>
  );
};

/** The update modal, titled with the category's name: Name, Save/Close. */
export const UpdateCategoryDialog = ({
  category,
  onClose,
}: {
  category: Category | null;
  onClose: () => void;
}) => {
  const translate = useTranslate();
  const notify = useNotify();
  const [update] = useUpdate<Category>();
  const save = async (values: FormValues) => {
    if (!category) return;
    await update(
      'admin-categories',
      { id: category.id, data: { name: String(values.name ?? '') }, previousData: category },
      { mutationMode: 'pessimistic', returnPromise: true },
    );
    notify('back_office.categories.updated', { type: 'success' });
    onClose();
  };
  return (
    <FormDialog
      open={category !== null}
      title={category?.name ?? ''}
      submitLabel={translate('common.save')}
      closeLabel={translate('common.close')}
      defaultValues={{ name: category?.name ?? '' }}
      fieldNames={['name']}
      onSubmit={save}
      onClose={onClose}
    >
      <NameInput />
    </FormDialog>
  );
};

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
      'admin-categories',
      { id: category.id, previousData: category },
      { mutationMode: 'pessimistic', returnPromise: true },
    );
    notify('back_office.categories.deleted', { type: 'success' });
    onClose();
  };
  return (
    <ConfirmDialog
      open={category !== null}
      title={translate('back_office.categories.delete_title')}
      confirmLabel={translate('common.delete')}
      closeLabel={translate('common.close')}
      onConfirm={confirm}
      onClose={onClose}
    >
      {translate('back_office.categories.delete_question', { name: category?.name ?? '' })}
    </ConfirmDialog>
  );
};
