import SkipNextIcon from '@mui/icons-material/SkipNext';
import type { Theme } from '@mui/material';
import { createElement } from 'react';
import { defaultLightTheme, type RaThemeOptions } from 'react-admin';

/** Below this width the screen is narrow: the sidebar becomes a drawer, closed by default. */
export const NARROW_SCREEN_MIN_WIDTH = 993;

/**
 * react-admin switches to the mobile layout below the `sm` breakpoint, so `sm` is the spec's
 * 993 px narrow-screen breakpoint; the larger ones follow from it.
 */
const breakpoints = {
  values: { xs: 0, sm: NARROW_SCREEN_MIN_WIDTH, md: 1200, lg: 1440, xl: 1920 },
};

/** Up to this width the screen is a phone's. */
export const PHONE_MAX_WIDTH = 599;

export const portalTheme: RaThemeOptions = {
  ...defaultLightTheme,
  breakpoints,
  palette: {
    ...defaultLightTheme.palette,
    mode: 'light',
    // Each colour keeps text at 4.5:1 or more (WCAG 1.4.3): white on its chips and buttons, itself
    // on white and on a filled field's grey. MUI's own warning (#ed6c02, 3.1:1 under white) and
    // info (#0288d1, 3.9:1) fell short on the status chips, and the primary blue (4.4:1) on a
    // filled field's label.
    primary: { main: '#1a659a' },
    secondary: { main: '#243447' },
    error: { main: '#c62828' },
    warning: { main: '#b45309' },
    info: { main: '#0277bd' },
    success: { main: '#2e7d32' },
    background: { default: '#f4f6f8', paper: '#ffffff' },
  },
  shape: { borderRadius: 8 },
  sidebar: { width: 250, closedWidth: 56 },
  components: {
    ...defaultLightTheme.components,
    // react-admin's layout grows to its widest table (`minWidth: fit-content`): on a phone the
    // whole page scrolled sideways, filters and headings ran past the screen's edge while the top
    // bar stayed behind, and at 1280 px the order history did the same. The page keeps the
    // screen's width and a wide table scrolls inside its own card.
    RaLayout: {
      styleOverrides: {
        root: { minWidth: 0, '& .RaLayout-content': { minWidth: 0 } },
      },
    },
    // On a phone the language's name pushed the title of the top bars out (the landing bar's
    // links ran into each other): there the button shows its icons only. The name stays in the
    // page, so the button keeps it as its accessible name.
    RaLocalesMenuButton: {
      styleOverrides: {
        root: {
          [`@media (max-width: ${PHONE_MAX_WIDTH}px)`]: {
            '& .MuiButton-root': { fontSize: 0, minWidth: 0 },
          },
        },
      },
    },
    // react-admin's "Skip to content" showed white words on the page's grey when it took the
    // focus (1.1:1: a keyboard user could not read where Enter would go), and below 993 px, where
    // react-admin's buttons keep only their icon, an empty square. It is a primary button, with an
    // icon for the narrow screens.
    RaSkipNavigationButton: {
      defaultProps: { children: createElement(SkipNextIcon) },
      styleOverrides: {
        root: ({ theme }: { theme: Theme }) => ({
          backgroundColor: theme.palette.primary.main,
          color: theme.palette.primary.contrastText,
          '&:hover': { backgroundColor: theme.palette.primary.dark, opacity: 1 },
        }),
      },
    },
    RaDataTable: {
      styleOverrides: {
        root: { '& .RaDataTable-tableWrapper': { overflowX: 'auto' } },
      },
    },
  },
};
