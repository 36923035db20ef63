import {
  Button,
  Dialog,
  DialogActions,
  DialogContent,
  DialogTitle,
  TextField,
  Typography,
} from '@mui/material';
import { useEffect, useId, useState } from 'react';
import { useTranslate } from 'react-admin';

export interface AnswerDialogProps {
  open: boolean;
  title: string;
  /** The one field: the code ('Code') or the rejection's reason ('Reason'). */
  fieldLabel: string;
  helperText?: string;
  /** A line above the field (which order this is). */
  description?: string;
  submitLabel: string;
  submitColor?: 'primary' | 'error';
  /** A code must be given; a reason may be empty ('Not Found'). */
  required: boolean;
  sending: boolean;
  onSubmit: (text: string) => void;
  onClose: () => void;
}

/** The Response ('Send Success', with a Code) and 'Reject Order' (with a reason) modals. */
export const AnswerDialog = ({
  open,
  title,
  fieldLabel,
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
  const [text, setText] = useState('');
  useEffect(() => {
    if (open) setText('');
  }, [open]);
  const blocked = sending || (required && text.trim() === '');
  return (
    <Dialog open={open} onClose={onClose} aria-labelledby={titleId} fullWidth maxWidth="sm">
      <form
        onSubmit={(event) => {
          event.preventDefault();
          if (!blocked) onSubmit(text);
        }}
      >
        <DialogTitle id={titleId}>{title}</DialogTitle>
        <DialogContent>
          {description ? <Typography sx={{ mb: 2 }}>{description}</Typography> : null}
          <TextField
            autoFocus
            fullWidth
            multiline
            minRows={2}
            margin="dense"
            label={fieldLabel}
            helperText={helperText}
            value={text}
            onChange={(event) => setText(event.target.value)}
          />
        </DialogContent>
        <DialogActions>
          <Button onClick={onClose}>{translate('common.close')}</Button>
          <Button type="submit" variant="contained" color={submitColor} disabled={blocked}>
            {submitLabel}
          </Button>
        </DialogActions>
      </form>
    </Dialog>
  );
};
