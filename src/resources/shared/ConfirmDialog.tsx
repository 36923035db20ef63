import {
  Alert,
  Button,
  DialogActions,
  DialogContent,
  DialogContentText,
  DialogTitle,
} from '@mui/material';
import { type ReactNode, useId, useState } from 'react';
import { useErrorText } from '../../i18n/useErrorText';
import { KeptDialog } from './KeptDialog';

/** A text of the modal: fixed, or made from what is asked about. */
type TextOf<T> = string | ((shown: T) => string);

const textOf = <T,>(text: TextOf<T>, shown: T): string =>
  typeof text === 'function' ? text(shown) : text;

export interface ConfirmDialogProps<T> {
  /** What is asked about (a record chosen, or `true`); `null` when the modal is closed. */
  value: T | null;
  title: TextOf<T>;
  confirmLabel: TextOf<T>;
  closeLabel: string;
  /** The question, made from what is asked about: it stays while the modal fades out. */
  children: (shown: T) => ReactNode;
  /** Does the thing; a rejection keeps the dialog open with the server's message. */
  onConfirm: () => Promise<unknown>;
  onClose: () => void;
  confirmColor?: 'error' | 'primary';
}

/** The modal's inside, made anew at each opening: not busy, no refusal shown. */
const ConfirmContent = <T,>({
  shown,
  titleId,
  title,
  confirmLabel,
  closeLabel,
  children,
  onConfirm,
  onClose,
  confirmColor = 'error',
}: Omit<ConfirmDialogProps<T>, 'value'> & { shown: T; titleId: string }) => {
  const errorText = useErrorText();
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
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
    <>
      <DialogTitle id={titleId}>{textOf(title, shown)}</DialogTitle>
      <DialogContent>
        {error && (
          <Alert severity="error" role="alert" sx={{ mb: 2 }}>
            {error}
          </Alert>
        )}
        <DialogContentText component="div">{children(shown)}</DialogContentText>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>{closeLabel}</Button>
        <Button variant="contained" color={confirmColor} onClick={confirm} disabled={busy}>
          {textOf(confirmLabel, shown)}
        </Button>
      </DialogActions>
    </>
  );
};

/**
 * A yes/no modal (e.g. Delete/Close) that shows why the server refused. Its texts are made from
 * `value` and stay while it fades out (`KeptDialog`).
 */
export const ConfirmDialog = <T,>({ value, ...props }: ConfirmDialogProps<T>) => {
  const titleId = useId();
  return (
    <KeptDialog value={value} titleId={titleId} onClose={props.onClose} maxWidth="xs">
      {(shown, opening) => (
        <ConfirmContent key={opening} shown={shown} titleId={titleId} {...props} />
      )}
    </KeptDialog>
  );
};
