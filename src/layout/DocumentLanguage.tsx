import { useEffect } from 'react';
import { useLocaleState } from 'react-admin';

/**
 * Keeps the page's `<html lang>` the language shown, so screen readers pronounce Spanish as
 * Spanish and browsers offer the right spelling and translation. Renders nothing.
 */
export const DocumentLanguage = () => {
  const [locale] = useLocaleState();
  useEffect(() => {
    document.documentElement.lang = locale;
  }, [locale]);
  return null;
};
