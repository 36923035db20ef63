import { Dialog, type DialogProps } from '@mui/material';
import type { ReactNode } from 'react';
import { useKeptWhileClosing } from './useKeptWhileClosing';

/**
 * A modal open while `value` is given (a record chosen, or `true`), named by its title
 * (`titleId`). Its content is made from that value and stays while the modal fades out
 * (`useKeptWhileClosing`); `opening` is a key that starts the content anew at each opening.
 */
export const KeptDialog = <T,>({
  value,
  titleId,
  onClose,
  maxWidth,
  children,
}: {
  value: T | null;
  titleId: string;
  onClose: DialogProps['onClose'];
  maxWidth: DialogProps['maxWidth'];
  children: (shown: T, opening: number) => ReactNode;
}) => {
  const { shown, opening, onExited } = useKeptWhileClosing(value);
  return (
    <Dialog
      open={value !== null}
      onClose={onClose}
      aria-labelledby={titleId}
      fullWidth
      maxWidth={maxWidth}
      slotProps={{ transition: { onExited } }}
    >
      {shown !== null && children(shown, opening)}
    </Dialog>
  );
};
