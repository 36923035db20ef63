import { Stack, Typography } from '@mui/material';
import type { ReactNode } from 'react';
import { useResourceContext, useTranslateLabel } from 'react-admin';

/**
 * One field of a record's card (`CardsOnAPhone`): its label, the one the table's column header
 * shows (`resources.<resource>.fields.<source>`), beside its value, as a term and its
 * description. Nothing at all when the value is `null`, `undefined` or `''`, as the table's cell
 * would be empty: a caller whose value may render nothing passes `null` instead.
 */
export const CardField = ({ source, children }: { source: string; children: ReactNode }) => {
  const translateLabel = useTranslateLabel();
  const resource = useResourceContext();
  if (children === null || children === undefined || children === '') return null;
  return (
    <Stack
      component="dl"
      direction="row"
      spacing={1.5}
      sx={{ alignItems: 'baseline', minWidth: 0, m: 0 }}
    >
      <Typography
        component="dt"
        variant="caption"
        color="text.secondary"
        sx={{ flex: '0 0 6.5rem' }}
      >
        {translateLabel({ source, resource })}
      </Typography>
      <Typography
        component="dd"
        variant="body2"
        sx={{ minWidth: 0, m: 0, overflowWrap: 'anywhere' }}
      >
        {children}
      </Typography>
    </Stack>
  );
};
