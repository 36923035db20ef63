import { Chip, Stack, Typography } from '@mui/material';
import { useTranslate } from 'react-admin';
import { type Forwarding, forwardingLabel } from './forwarding';

/** Where an order is with its suppliers: a chip, and the reference or the last error below. */
export const ForwardingChip = ({ forwarding }: { forwarding: Forwarding | null | undefined }) => {
  const translate = useTranslate();
  const label = forwardingLabel(forwarding);
  const detail = label.detail
    ? 'text' in label.detail
      ? label.detail.text
      : translate(label.detail.key, label.detail.args)
    : null;
  return (
    <Stack spacing={0.5} sx={{ alignItems: 'flex-start' }}>
      <Chip
        size="small"
        color={label.colour}
        variant={label.colour === 'default' ? 'outlined' : 'filled'}
        label={translate(label.key, label.args)}
      />
      {detail && (
        <Typography
          variant="caption"
          color={
            label.colour === 'error' || label.colour === 'warning'
              ? `${label.colour}.main`
              : 'text.secondary'
          }
          sx={{ wordBreak: 'break-word' }}
        >
          {detail}
        </Typography>
      )}
    </Stack>
  );
};
