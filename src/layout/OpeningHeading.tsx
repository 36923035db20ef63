import { Typography } from '@mui/material';
import type { ReactNode } from 'react';
import { useFocusOnOpening } from './useFocusOnOpening';

/**
 * A screen's h1, which takes the focus when the screen opens (useFocusOnOpening): reachable by
 * script, not by Tab, and without a focus ring, since it is not a control.
 */
export const OpeningHeading = ({ children, testId }: { children: ReactNode; testId?: string }) => {
  const heading = useFocusOnOpening<HTMLHeadingElement>();
  return (
    <Typography
      variant="h5"
      component="h1"
      data-testid={testId}
      ref={heading}
      tabIndex={-1}
      sx={{ outline: 0 }}
    >
      {children}
    </Typography>
  );
};
