/** How the dashboard writes its figures, in the reader's locale. */
export const formatCount = (value: number, locale: string): string =>
  new Intl.NumberFormat(locale, { maximumFractionDigits: 0 }).format(value);

/** Profit with the spec's $ prefix and two decimals: $1,234.50. */
export const formatMoney = (value: number, locale: string): string =>
  `$${new Intl.NumberFormat(locale, { minimumFractionDigits: 2, maximumFractionDigits: 2 }).format(value)}`;

/** A shop-calendar day ('YYYY-MM-DD') as a short label: 12 Mar. */
export const formatDay = (date: string, locale: string): string =>
  new Intl.DateTimeFormat(locale, { day: 'numeric', month: 'short', timeZone: 'UTC' }).format(
    new Date(`${date}T00:00:00Z`),
  );
