/**
 * Figures are written one way in every language of the interface (a Spanish screen showed
 * "$155,75" on the dashboard beside "$25.00" in its lists): thousands by commas, decimals by a
 * point, as the dollar amounts of the spec.
 */
const dollars = new Intl.NumberFormat('en-US', {
  minimumFractionDigits: 2,
  maximumFractionDigits: 2,
});
const wholeNumbers = new Intl.NumberFormat('en-US', { maximumFractionDigits: 0 });

/** Money with the dollar sign the spec shows: 25 → "$25.00", 1234.5 → "$1,234.50". */
export const formatMoney = (value: unknown): string => {
  const amount = typeof value === 'number' ? value : Number(value);
  if (!Number.isFinite(amount)) return '';
  // Credits taken off: '-$5.00'.
  return amount < 0 ? `-$${dollars.format(-amount)}` : `$${dollars.format(amount)}`;
};

/** A count as the interface writes it: 1234 → "1,234". */
export const formatCount = (value: number): string => wholeNumbers.format(value);

const spanishLongDate = new Intl.DateTimeFormat('es', {
  dateStyle: 'long',
  timeStyle: 'short',
});

/** Admin bills show their dates in long Spanish format: "21 de noviembre de 2026, 14:05". */
export const formatSpanishLongDate = (value: unknown): string => {
  if (typeof value !== 'string' && typeof value !== 'number') return '';
  const date = new Date(value);
  return Number.isNaN(date.getTime()) ? '' : spanishLongDate.format(date);
};

const dayFormats = new Map<string, Intl.DateTimeFormat>();

/** One formatter a language: the chart writes a label for each of its 30 days on every render. */
const dayFormatOf = (locale: string): Intl.DateTimeFormat => {
  let format = dayFormats.get(locale);
  if (!format) {
    format = new Intl.DateTimeFormat(locale, { day: 'numeric', month: 'short', timeZone: 'UTC' });
    dayFormats.set(locale, format);
  }
  return format;
};

/** A shop-calendar day ('YYYY-MM-DD') as a short label: 12 Mar. */
export const formatDay = (date: string, locale: string): string =>
  dayFormatOf(locale).format(new Date(`${date}T00:00:00Z`));
