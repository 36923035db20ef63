import {
  Alert,
  Button,
  Dialog,
  DialogActions,
  DialogContent,
  DialogContentText,
  DialogTitle,
} from '@mui/material';
import { type ReactNode, useEffect, useId, useState } from 'react';
import { useErrorText } from '../../i18n/useErrorText';

export interface ConfirmDialogProps {
  open: boolean;
  title: string;
  confirmLabel: string;
  closeLabel: string;
  children: ReactNode;
  /** Does the thing; a rejection keeps the dialog open with the server's message. */
  onConfirm: () => Promise<unknown>;
  onClose: () => void;
  confirmColor?: 'error' | 'primary';
}

/** A yes/no modal (e.g. Delete/Close) that shows why the server refused. */
export const ConfirmDialog = ({
  open,
  title,
  confirmLabel,
  closeLabel,
  children,
  onConfirm,
  onClose,
  confirmColor = 'error',
}: ConfirmDialogProps) => {
  const titleId = useId();
  const errorText = useErrorText();
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  useEffect(() => {
    if (open) setError(null);
  }, [open]);
  const confirm = async () => {
    setBusy(true);
    setError(null);
    try {
      await onConfirm();
    } catch (failure) {
      setError(errorText(failure));
    } finally {
      setBusy(false);
    }
  };
  return (
    <Dialog open={open} onClose={onClose} aria-labelledby={titleId} fullWidth maxWidth="xs">
      <DialogTitle id={titleId}>{title}</DialogTitle>
      <DialogContent>
        {error && (
          <Alert severity="error" role="alert" sx={{ mb: 2 }}>
            {error}
          </Alert>
        )}
        <DialogContentText component="div">{children}</DialogContentText>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>{closeLabel}</Button>
        <Button variant="contained" color={confirmColor} onClick={confirm} disabled={busy}>
          {confirmLabel}
        </Button>
      </DialogActions>
    </Dialog>
  );
};
