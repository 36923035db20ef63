import { Stack } from '@mui/material';
import type { ReactNode } from 'react';

/**
 * The first line of a record's card (`CardsOnAPhone`): what tells the records apart at a glance
 * (a status, a name) at the start, and a figure or a badge (a price, a state) at the end.
 */
export const CardHeading = ({ start, end }: { start: ReactNode; end: ReactNode }) => (
  <Stack
    direction="row"
    spacing={1}
    sx={{ alignItems: 'flex-start', justifyContent: 'space-between' }}
  >
    {start}
    {end}
  </Stack>
);
