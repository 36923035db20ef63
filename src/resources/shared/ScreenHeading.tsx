import { Stack, Typography } from '@mui/material';
import type { ReactNode } from 'react';
import { ScreenTitle } from '../../layout/ScreenTitle';
import { useFocusOnOpening } from '../../layout/useFocusOnOpening';

/**
 * The page title (app bar, browser title and an h1) with the screen's main actions beside it; on
 * a narrow screen the actions wrap under the title, and onto more lines when they must (gaps, not
 * margins, so a wrapped line starts at the edge).
 */
export const ScreenHeading = ({ title, actions }: { title: string; actions?: ReactNode }) => {
  const heading = useFocusOnOpening<HTMLHeadingElement>();
  return (
    <Stack
      direction="row"
      spacing={2}
      useFlexGap
      sx={{ alignItems: 'center', justifyContent: 'space-between', flexWrap: 'wrap', mb: 2 }}
    >
      <ScreenTitle title={title} />
      <Typography variant="h5" component="h1" ref={heading} tabIndex={-1} sx={{ outline: 0 }}>
        {title}
      </Typography>
      {actions && (
        <Stack direction="row" spacing={1} useFlexGap sx={{ flexWrap: 'wrap' }}>
          {actions}
        </Stack>
      )}
    </Stack>
  );
};
