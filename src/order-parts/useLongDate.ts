import { useLocaleState } from 'react-admin';

/** Dates in long format in the interface's language: "November 21, 2026 at 2:05 PM". */
export const useLongDate = () => {
  const [locale] = useLocaleState();
  const format = new Intl.DateTimeFormat(locale, { dateStyle: 'long', timeStyle: 'short' });
  return (value: unknown): string => {
    if (typeof value !== 'string' && typeof value !== 'number') return '';
    const date = new Date(value);
    return Number.isNaN(date.getTime()) ? '' : format.format(date);
  };
};
