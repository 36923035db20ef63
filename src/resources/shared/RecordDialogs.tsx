import { Button, DialogActions, DialogContent, DialogTitle, Stack } from '@mui/material';
import { useQueryClient } from '@tanstack/react-query';
import { type ReactNode, useId, useRef } from 'react';
import {
  CreateBase,
  EditBase,
  Form,
  type RaRecord,
  ResourceContextProvider,
  type TransformData,
  useNotify,
  useTranslate,
} from 'react-admin';
import { FormServerError } from './FormServerError';
import { KeptDialog } from './KeptDialog';
import { SubmitButton } from './SubmitButton';

interface RecordDialogProps {
  /** The react-admin resource saved (its inputs' labels are `resources.<resource>.fields.*`). */
  resource: string;
  title: string;
  /** The translation key of the notification after a save. */
  successMessage: string;
  /** What the server is sent, from the form's values. */
  transform: TransformData;
  onClose: () => void;
  /** Text of the button that closes without saving; 'Close' unless given. */
  closeLabel?: string;
  /** The modal's width: 'xs' unless the form needs more (e.g. rows of inputs). */
  maxWidth?: 'xs' | 'sm' | 'md';
  children: ReactNode;
}

/** The modal around a form: title, inputs (the server's general message above them), buttons. */
const DialogForm = ({
  title,
  titleId,
  closeLabel,
  onClose,
  onSubmit,
  record,
  children,
}: {
  title: string;
  titleId: string;
  closeLabel?: string;
  onClose: () => void;
  /** The save; without it, the create or update of the `CreateBase`/`EditBase` around. */
  onSubmit?: FormDialogProps['onSubmit'];
  record?: Partial<RaRecord>;
  children: ReactNode;
}) => {
  const translate = useTranslate();
  return (
    // A save of its own tells its refusal in the modal only (react-admin would also toast it).
    <Form
      noValidate
      onSubmit={onSubmit}
      record={record}
      disableInvalidFormNotification={onSubmit !== undefined}
    >
      <DialogTitle id={titleId}>{title}</DialogTitle>
      <DialogContent>
        <Stack spacing={1} sx={{ pt: 1 }}>
          <FormServerError />
          {children}
        </Stack>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>{closeLabel ?? translate('common.close')}</Button>
        <SubmitButton>{translate('common.save')}</SubmitButton>
      </DialogActions>
    </Form>
  );
};

/**
 * A create modal: react-admin's `<CreateBase>` and `<Form>`. A 422 puts each field's message
 * beneath its input; on success it notifies and closes. The form starts empty (or with
 * `defaults`) at each opening.
 */
export const CreateDialog = ({
  open,
  defaults,
  resource,
  title,
  successMessage,
  transform,
  onClose,
  closeLabel,
  maxWidth = 'xs',
  children,
}: RecordDialogProps & { open: boolean; defaults?: Partial<RaRecord> }) => {
  const titleId = useId();
  const notify = useNotify();
  return (
    <KeptDialog value={open || null} titleId={titleId} onClose={onClose} maxWidth={maxWidth}>
      {(_, opening) => (
        <CreateBase
          key={opening}
          resource={resource}
          record={defaults}
          redirect={false}
          transform={transform}
          mutationOptions={{
            onSuccess: () => {
              notify(successMessage, { type: 'success' });
              onClose();
            },
          }}
        >
          <DialogForm title={title} titleId={titleId} closeLabel={closeLabel} onClose={onClose}>
            {children}
          </DialogForm>
        </CreateBase>
      )}
    </KeptDialog>
  );
};

/**
 * The record given is what react-admin's getOne cache holds for it before the form reads it.
 * `initialData` only fills an empty cache: an earlier opening left its copy there, and the form
 * started from it (a supplier deactivated since showed as active, and Save reactivated it).
 */
function useRecordAsCached(resource: string, record: RaRecord | null): void {
  const queryClient = useQueryClient();
  const seeded = useRef<RaRecord | null>(null);
  if (record && seeded.current !== record) {
    seeded.current = record;
    queryClient.setQueryData([resource, 'getOne', { id: String(record.id) }], record);
  }
}

/**
 * An update modal of a record the list already holds: react-admin's `<EditBase>` (pessimistic,
 * so that a 422 lands beneath the inputs) over that record, which is not fetched again (the
 * API has no GET of one category, service or price).
 */
export const EditDialog = <RecordType extends RaRecord>({
  record,
  resource,
  title,
  successMessage,
  transform,
  onClose,
  closeLabel,
  maxWidth = 'xs',
  children,
}: Omit<RecordDialogProps, 'title'> & {
  record: RecordType | null;
  /** The title, made from the record shown: it stays while the modal fades out, like the form. */
  title: (record: RecordType) => string;
}) => {
  const titleId = useId();
  const notify = useNotify();
  useRecordAsCached(resource, record);
  return (
    <KeptDialog value={record} titleId={titleId} onClose={onClose} maxWidth={maxWidth}>
      {(shown, opening) => (
        <EditBase<RecordType>
          key={`${opening}:${shown.id}`}
          resource={resource}
          id={shown.id}
          mutationMode="pessimistic"
          redirect={false}
          transform={transform}
          queryOptions={{ enabled: false, initialData: shown }}
          mutationOptions={{
            onSuccess: () => {
              notify(successMessage, { type: 'success' });
              onClose();
            },
          }}
        >
          <DialogForm
            title={title(shown)}
            titleId={titleId}
            closeLabel={closeLabel}
            onClose={onClose}
          >
            {children}
          </DialogForm>
        </EditBase>
      )}
    </KeptDialog>
  );
};

/** The form's values at each opening: empty, never a record around the modal. */
const NO_VALUES: Partial<RaRecord> = {};

interface FormDialogProps {
  open: boolean;
  /** The resource whose field labels (`resources.<resource>.fields.*`) the inputs take. */
  resource: string;
  title: string;
  /**
   * Saves the values with a call of its own (not a resource's create or update): nothing once
   * done (it notifies and closes itself), or the errors to show (`submissionErrorsOf`), each
   * field's beneath its input and the general one above them.
   */
  onSubmit: (values: Record<string, unknown>) => Promise<Record<string, unknown> | undefined>;
  onClose: () => void;
  maxWidth?: 'xs' | 'sm' | 'md';
  children: ReactNode;
}

/**
 * A modal around a react-admin `<Form onSubmit>` for a call that is no resource's create or
 * update (e.g. a supplier's service imported): the same title, inputs, server message and
 * buttons as the create and update modals. The form starts anew at each opening.
 */
export const FormDialog = ({
  open,
  resource,
  title,
  onSubmit,
  onClose,
  maxWidth = 'xs',
  children,
}: FormDialogProps) => {
  const titleId = useId();
  return (
    <KeptDialog value={open || null} titleId={titleId} onClose={onClose} maxWidth={maxWidth}>
      {(_, opening) => (
        <ResourceContextProvider value={resource} key={opening}>
          <DialogForm
            title={title}
            titleId={titleId}
            onClose={onClose}
            onSubmit={onSubmit}
            record={NO_VALUES}
          >
            {children}
          </DialogForm>
        </ResourceContextProvider>
      )}
    </KeptDialog>
  );
};
