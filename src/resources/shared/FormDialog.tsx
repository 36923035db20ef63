import {
  Alert,
  Button,
  Dialog,
  DialogActions,
  DialogContent,
  DialogTitle,
  Stack,
} from '@mui/material';
import { type ReactNode, useEffect, useId, useState } from 'react';
import { Form, useTranslate } from 'react-admin';
import { type FormValues, submissionFailureOf } from './submissionErrors';

export interface FormDialogProps {
  open: boolean;
  title: string;
  /** Text of the submit button, e.g. 'Save'. */
  submitLabel: string;
  /** Text of the button that closes without saving, e.g. 'Close' or 'Cancel'. */
  closeLabel: string;
  defaultValues?: FormValues;
  /** Saves the values; a rejection shows the server's messages in the dialog. */
  onSubmit: (values: FormValues) => Promise<unknown>;
  onClose: () => void;
  /** The inputs' sources: a server message about any other field shows at the top. */
  fieldNames: string[];
  children: ReactNode;
}

/**
 * A modal form: react-admin inputs inside, Save/Close (or the given labels) below. A 422 puts
 * each field's first message beneath the field; any other failure (or a message about no
 * input of the form) shows at the top.
 */
export const FormDialog = ({
  open,
  title,
  submitLabel,
  closeLabel,
  defaultValues,
  onSubmit,
  onClose,
  fieldNames,
  children,
}: FormDialogProps) => {
  const titleId = useId();
  const translate = useTranslate();
  const [submitting, setSubmitting] = useState(false);
  const [generalError, setGeneralError] = useState<string | null>(null);
  useEffect(() => {
    if (open) setGeneralError(null);
  }, [open]);
  const submit = async (values: FormValues) => {
    setSubmitting(true);
    setGeneralError(null);
    try {
      await onSubmit(values);
      return undefined;
    } catch (error) {
      const failure = submissionFailureOf(error);
      const fields = Object.keys(failure.fields);
      const allBeneathInputs = fields.length > 0 && fields.every((f) => fieldNames.includes(f));
      setGeneralError(allBeneathInputs ? null : failure.message);
      return failure.fields;
    } finally {
      setSubmitting(false);
    }
  };
  return (
    <Dialog open={open} onClose={onClose} aria-labelledby={titleId} fullWidth maxWidth="xs">
      {open && (
        <Form defaultValues={defaultValues} onSubmit={submit} noValidate>
          <DialogTitle id={titleId}>{title}</DialogTitle>
          <DialogContent>
            <Stack spacing={1} sx={{ pt: 1 }}>
              {generalError && (
                <Alert severity="error" role="alert">
                  {translate(generalError, { _: generalError })}
                </Alert>
              )}
              {children}
            </Stack>
          </DialogContent>
          <DialogActions>
            <Button onClick={onClose}>{closeLabel}</Button>
            <Button type="submit" variant="contained" disabled={submitting}>
              {submitLabel}
            </Button>
          </DialogActions>
        </Form>
      )}
    </Dialog>
  );
};
