import { enUS, esES, type Localization } from '@mui/material/locale';
import { createTheme, type Theme, ThemeProvider } from '@mui/material/styles';
import { type ReactNode, useCallback } from 'react';
import { useLocaleState } from 'react-admin';

/** MUI's own texts (an Autocomplete's Open/Clear/Close buttons, an Alert's Close) per locale. */
const MUI_LOCALES: Record<string, Localization> = { en: enUS, es: esES };

/**
 * Gives MUI's components the texts of the language shown: without it their buttons stay
 * "Open", "Clear" and "Close" (tooltips and screen-reader names) in a Spanish session.
 */
export const MuiLocale = ({ children }: { children: ReactNode }) => {
  const [locale] = useLocaleState();
  const withLocale = useCallback(
    (outer: Theme) => createTheme(outer, MUI_LOCALES[locale] ?? enUS),
    [locale],
  );
  return <ThemeProvider theme={withLocale}>{children}</ThemeProvider>;
};
