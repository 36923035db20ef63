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
  return (
    <ButtonBase
      onClick={(event) => {
        event.stopPropagation();
        setRevealed(true);
        void copy(value, 'order_screens.mask.copied');
      }}
      title={translate('order_screens.mask.reveal')}
      aria-label={revealed ? value : translate('order_screens.mask.reveal')}
      sx={{ fontFamily: 'monospace', fontSize: 'inherit', borderRadius: 1, px: 0.5 }}
    >
      {revealed ? value : maskTail(value, visible)}
    </ButtonBase>
  );
};
