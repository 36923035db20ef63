import { Button, Dialog, DialogActions, DialogContent, DialogTitle, Stack } from '@mui/material';
import { useQueryClient } from '@tanstack/react-query';
import { type ReactNode, useId, useRef } from 'react';
import {
  CreateBase,
  EditBase,
  Form,
  type RaRecord,
  type TransformData,
  useNotify,
  useTranslate,
} from 'react-admin';
import { FormServerError } from './FormServerError';
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
  children,
}: {
  title: string;
  titleId: string;
  closeLabel?: string;
  onClose: () => void;
  children: ReactNode;
}) => {
  const translate = useTranslate();
  return (
    <Form noValidate>
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
    <Dialog open={open} onClose={onClose} aria-labelledby={titleId} fullWidth maxWidth={maxWidth}>
      {open && (
        <CreateBase
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
    </Dialog>
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
}: RecordDialogProps & { record: RecordType | null }) => {
  const titleId = useId();
  const notify = useNotify();
  useRecordAsCached(resource, record);
  return (
    <Dialog
      open={record !== null}
      onClose={onClose}
      aria-labelledby={titleId}
      fullWidth
      maxWidth={maxWidth}
    >
      {record && (
        <EditBase<RecordType>
          key={record.id}
          resource={resource}
          id={record.id}
          mutationMode="pessimistic"
          redirect={false}
          transform={transform}
          queryOptions={{ enabled: false, initialData: record }}
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
        </EditBase>
      )}
    </Dialog>
  );
};
