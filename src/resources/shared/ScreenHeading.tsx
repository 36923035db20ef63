import { Stack } from '@mui/material';
import type { ReactNode } from 'react';
import { OpeningHeading } from '../../layout/OpeningHeading';
import { ScreenTitle } from '../../layout/ScreenTitle';

/**
 * The page title (app bar, browser title and an h1) with the screen's main actions beside it; on
 * a narrow screen the actions wrap under the title, and onto more lines when they must (gaps, not
 * margins, so a wrapped line starts at the edge).
 */
export const ScreenHeading = ({ title, actions }: { title: string; actions?: ReactNode }) => {
  return (
    <Stack
      direction="row"
      spacing={2}
      useFlexGap
      sx={{ alignItems: 'center', justifyContent: 'space-between', flexWrap: 'wrap', mb: 2 }}
    >
      <ScreenTitle title={title} />
      <OpeningHeading>{title}</OpeningHeading>
      {actions && (
        <Stack direction="row" spacing={1} useFlexGap sx={{ flexWrap: 'wrap' }}>
          {actions}
        </Stack>
      )}
    </Stack>
  );
};
