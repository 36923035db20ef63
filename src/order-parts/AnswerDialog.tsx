import { Button, DialogActions, DialogContent, DialogTitle, Typography } from '@mui/material';
import { useId } from 'react';
import { Form, ResourceContextProvider, TextInput, useTranslate } from 'react-admin';
import { useWatch } from 'react-hook-form';
import { KeptDialog } from '../resources/shared/KeptDialog';
import { SubmitButton } from '../resources/shared/SubmitButton';

export interface AnswerDialogProps {
  open: boolean;
  title: string;
  /** The one field: the code or the rejection's reason (labelled by `resources.admin-orders.fields`). */
  source: 'code' | 'reason';
  helperText?: string;
  /** A line above the field (which order this is). */
  description?: string;
  submitLabel: string;
  submitColor?: 'primary' | 'error';
  /** A code must be given; a reason may be empty ('Not Found'). */
  required: boolean;
  sending: boolean;
  /** Sends the answer: null when it was taken, or why not (shown beneath the text, kept). */
  onSubmit: (text: string) => Promise<string | null>;
  onClose: () => void;
}

/** The submit button, disabled while sending and, when the text is required, while it is blank. */
const AnswerButton = ({
  source,
  required,
  sending,
  color,
  children,
}: Pick<AnswerDialogProps, 'source' | 'required' | 'sending'> & {
  color: 'primary' | 'error';
  children: string;
}) => {
  const text: unknown = useWatch({ name: source });
  const blank = typeof text !== 'string' || text.trim() === '';
  return (
    <SubmitButton color={color} disabled={sending || (required && blank)}>
      {children}
    </SubmitButton>
  );
};

/**
 * The Response ('Send Success', with a Code) and 'Reject Order' (with a reason) modals: a
 * react-admin form of one text, empty at each opening, answering the pending order
 * (resource `admin-orders`). A refused answer leaves the modal open, the text as typed and the
 * reason beneath it.
 */
export const AnswerDialog = ({
  open,
  title,
  source,
  helperText,
  description,
  submitLabel,
  submitColor = 'primary',
  required,
  sending,
  onSubmit,
  onClose,
}: AnswerDialogProps) => {
  const translate = useTranslate();
  const titleId = useId();
  return (
    // Kept open while the answer is sent: its outcome (closing, or the refusal beneath the text)
    // belongs to this order, not to whatever dialog would be opened next. The description (the
    // order's line) is what is kept while it fades out.
    <KeptDialog
      value={open ? (description ?? '') : null}
      titleId={titleId}
      onClose={sending ? undefined : onClose}
      maxWidth="sm"
    >
      {(shownDescription, opening) => (
        <ResourceContextProvider value="admin-orders" key={opening}>
          <Form
            onSubmit={async (values: Record<string, unknown>) => {
              const text: unknown = values[source];
              const refusal = await onSubmit(typeof text === 'string' ? text : '');
              return refusal === null ? undefined : { [source]: refusal };
            }}
            noValidate
          >
            <DialogTitle id={titleId}>{title}</DialogTitle>
            <DialogContent>
              {shownDescription ? <Typography sx={{ mb: 2 }}>{shownDescription}</Typography> : null}
              <TextInput
                source={source}
                autoFocus
                fullWidth
                multiline
                minRows={2}
                margin="dense"
                helperText={helperText ?? false}
              />
            </DialogContent>
            <DialogActions>
              <Button onClick={onClose} disabled={sending}>
                {translate('common.close')}
              </Button>
              <AnswerButton
                source={source}
                required={required}
                sending={sending}
                color={submitColor}
              >
                {submitLabel}
              </AnswerButton>
            </DialogActions>
          </Form>
        </ResourceContextProvider>
      )}
    </KeptDialog>
  );
};
