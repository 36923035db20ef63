/** Money with the dollar sign the spec shows: 25 → "$25.00". */
export const formatMoney = (value: unknown): string => {
  const amount = typeof value === 'number' ? value : Number(value);
  if (!Number.isFinite(amount)) return '';
  // Credits taken off: '-$5.00'.
  return amount < 0 ? `-$${(-amount).toFixed(2)}` : `$${amount.toFixed(2)}`;
};

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

const longDate = (locale: string) =>
  new Intl.DateTimeFormat(locale, { dateStyle: 'long', timeStyle: 'short' });

/** A date in long format in the interface's language. */
export const formatLongDate = (value: unknown, locale: string): string => {
  if (typeof value !== 'string' && typeof value !== 'number') return '';
  const date = new Date(value);
  return Number.isNaN(date.getTime()) ? '' : longDate(locale).format(date);
};
