import { Stack, Typography } from '@mui/material';
import type { ReactNode } from 'react';
import { useResourceContext, useTranslateLabel } from 'react-admin';

/**
 * One field of a record's card (`RecordCards`): its label, the one the table's column header
 * shows (`resources.<resource>.fields.<source>`), beside its value. Nothing when the value is
 * empty, as the table's cell would be.
 */
export const CardField = ({ source, children }: { source: string; children: ReactNode }) => {
  const translateLabel = useTranslateLabel();
  const resource = useResourceContext();
  if (children === null || children === undefined || children === '') return null;
  return (
    <Stack direction="row" spacing={1.5} sx={{ alignItems: 'baseline', minWidth: 0 }}>
      <Typography variant="caption" color="text.secondary" sx={{ flex: '0 0 6.5rem' }}>
        {translateLabel({ source, resource })}
      </Typography>
      <Typography variant="body2" component="div" sx={{ minWidth: 0, overflowWrap: 'anywhere' }}>
        {children}
      </Typography>
    </Stack>
  );
};
