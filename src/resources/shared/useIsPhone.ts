import { type Theme, useMediaQuery } from '@mui/material';

/**
 * Whether the screen is a phone's (narrower than MUI's `sm`, 600 px: where the sidebar becomes a
 * drawer). Lists a customer or a busy owner reads on a phone show their records as cards there,
 * every field in view, instead of a table scrolled sideways. Read on the first render (`noSsr`),
 * so a phone never draws the table first.
 */
export function useIsPhone(): boolean {
  return useMediaQuery((theme: Theme) => theme.breakpoints.down('sm'), { noSsr: true });
}
