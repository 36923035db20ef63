import { ButtonBase } from '@mui/material';
import { useState } from 'react';
import { useTranslate } from 'react-admin';
import { maskTail } from './mask';
import { useCopy } from './useCopy';

/**
 * A value shown through the masking rule (`maskTail`, documented there); a click shows it in
 * full and copies it to the clipboard.
 */
export const MaskedValue = ({
  value,
  visible,
}: {
  value: string | null | undefined;
  visible: number;
}) => {
  const translate = useTranslate();
  const copy = useCopy();
  const [revealed, setRevealed] = useState(false);
  if (!value) return null;
  const masked = maskTail(value, visible);
  // The name says the characters the button shows (WCAG 2.5.3, label in name), not its bullets.
  const tail = masked.replace(/^•+/, '');
  const name = tail
    ? translate('order_screens.mask.reveal_ending', { tail })
    : translate('order_screens.mask.reveal');
  return (
    <ButtonBase
      onClick={(event) => {
        event.stopPropagation();
        setRevealed(true);
        void copy(value, 'order_screens.mask.copied');
      }}
      title={translate('order_screens.mask.reveal')}
      aria-label={revealed ? value : name}
      sx={{ fontFamily: 'monospace', fontSize: 'inherit', borderRadius: 1, px: 0.5 }}
    >
      {revealed ? value : masked}
    </ButtonBase>
  );
};
