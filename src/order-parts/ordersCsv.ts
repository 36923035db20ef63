import { type Order, orderState } from './order';

type Translate = (key: string, options?: Record<string, unknown>) => string;

/**
 * Characters that make a spreadsheet read a cell as a formula (OWASP's CSV injection rule):
 * `=HYPERLINK(...)` in a customer's name must stay text, not become a live link.
 */
const FORMULA_START = /^[=+\-@\t\r]/;

/** A text cell a spreadsheet shows as written: a leading apostrophe before a formula start. */
const asText = (text: string): string => (FORMULA_START.test(text) ? `'${text}` : text);

/**
 * One CSV field: text that could start a formula is neutralised, then quoted when it has a
 * comma, a quote or a line break (RFC 4180). Numbers are written as they are (a negative
 * price is still a number).
 */
const field = (value: unknown): string => {
  if (value === null || value === undefined) return '';
  const text = typeof value === 'number' ? String(value) : asText(String(value));
  return /[",\r\n]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
};

/**
 * The orders a list shows, as CSV with a header line: id, status, service, user name, IMEI,
 * code (or 'No Contestado'), price, created and updated (ISO dates, for spreadsheets).
 */
export const ordersCsv = (orders: Order[], translate: Translate): string => {
  const header = [
    translate('resources.orders.csv_headers.id'),
    translate('resources.orders.fields.status'),
    translate('resources.orders.fields.service'),
    translate('resources.orders.fields.user'),
    translate('resources.orders.fields.imei'),
    translate('resources.orders.fields.code'),
    translate('resources.orders.fields.price'),
    translate('resources.orders.fields.created_at'),
    translate('resources.orders.csv_headers.updated_at'),
  ];
  const rows = orders.map((order) => [
    order.id,
    translate(`resources.orders.status.${orderState(order.status)}`),
    order.service?.name,
    order.user?.name,
    order.imei,
    order.code || translate('resources.orders.no_code'),
    Number(order.price).toFixed(2),
    order.created_at,
    order.updated_at,
  ]);
  return [header, ...rows].map((row) => row.map(field).join(',')).join('\r\n');
};
