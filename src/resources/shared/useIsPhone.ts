import { useMediaQuery } from '@mui/material';
import { PHONE_MAX_WIDTH } from '../../theme/theme';

/**
 * Whether the screen is a phone's (up to 599 px wide; the spec's narrow screen, below 993 px,
 * also takes in tablets, where the tables fit). Lists a customer or a busy owner reads on a
 * phone show their records as cards there, every field in view, instead of a table scrolled
 * sideways. Read on the first render (`noSsr`), so a phone never draws the table first.
 */
export function useIsPhone(): boolean {
  return useMediaQuery(`(max-width: ${PHONE_MAX_WIDTH}px)`, { noSsr: true });
}
