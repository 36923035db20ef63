import { fromCents } from '../domain/money.js';
import { isRecord } from '../domain/records.js';
import { cutText, wellFormed } from '../domain/storableText.js';

/**
 * Reading a supplier's answers: untrusted input. Only the fields we use are read, each checked for
 * its type and cut to a size; anything that is not the DHRU envelope is "not DHRU".
 */

export type Envelope =
  /** `entry` is SUCCESS's first; `others` the ones after it (one placement answered twice). */
  | { kind: 'success'; entry: Record<string, unknown>; others: Record<string, unknown>[] }
  | { kind: 'error'; message: string }
  | { kind: 'malformed' };

export const MAX_MESSAGE_LENGTH = 500;
/** An unlock code longer than this is not a code. */
export const MAX_CODE_LENGTH = 10_000;
export const MAX_REFERENCE_LENGTH = 128;

/**
 * A string or a number as text, without NUL characters (no database column stores them) and
 * with half an emoji ("\ud83d" in the JSON) as U+FFFD: jsonb refuses it (cached custom fields,
 * audit entries), a 500.
 */
export function textOf(value: unknown): string | undefined {
  if (typeof value === 'string') return wellFormed(value.replace(/\0/g, '')).trim();
  if (typeof value === 'number' && Number.isFinite(value)) return String(value);
  return undefined;
}

/** Text cut to `max` characters (with an ellipsis). */
export function shortText(value: unknown, max = MAX_MESSAGE_LENGTH): string | undefined {
  const text = textOf(value);
  if (text === undefined) return undefined;
  if (text.length <= max) return text;
  return `${cutText(text, max - 1)}…`;
}

/**
 * `{"SUCCESS": [{…}]}` or `{"ERROR": [{"MESSAGE": …}]}`, read from a body or a bulk entry. An
 * answer with both is a success: a supplier that adds a warning ("Low balance") beside its
 * SUCCESS has done what was asked, and reading it as a refusal sent orders it had taken to the
 * next supplier.
 */
export function envelopeOf(value: unknown): Envelope {
  if (!isRecord(value)) return { kind: 'malformed' };
  const success = value.SUCCESS;
  if (Array.isArray(success) && isRecord(success[0])) {
    return { kind: 'success', entry: success[0], others: success.slice(1).filter(isRecord) };
  }
  const error = value.ERROR;
  if (Array.isArray(error)) {
    const first: unknown = error[0];
    if (!isRecord(first)) return { kind: 'error', message: 'The supplier refused the request' };
    const message = shortText(first.MESSAGE) || 'The supplier refused the request';
    const detail = shortText(first.FULL_DESCRIPTION);
    return {
      kind: 'error',
      message:
        detail && detail !== message ? (shortText(`${message}: ${detail}`) ?? message) : message,
    };
  }
  return { kind: 'malformed' };
}

const parsedObject = (text: string): Record<string, unknown> | undefined => {
  try {
    const parsed: unknown = JSON.parse(text);
    return isRecord(parsed) ? parsed : undefined;
  } catch {
    return undefined;
  }
};

/** How many `{` of a body are tried as the start of its JSON, past PHP's notices. */
const JSON_STARTS_TRIED = 20;

/**
 * Where the JSON value opened by the `{` at `start` ends (just past its closing `}`), braces
 * inside strings left aside; -1 when it never closes.
 */
function closingBraceAfter(text: string, start: number): number {
  let depth = 0;
  let inString = false;
  for (let at = start; at < text.length; at += 1) {
    const char = text.charCodeAt(at);
    if (inString) {
      if (char === 0x5c)
        at += 1; // a backslash: the next character is escaped
      else if (char === 0x22) inString = false;
    } else if (char === 0x22) inString = true;
    else if (char === 0x7b) depth += 1;
    else if (char === 0x7d) {
      depth -= 1;
      if (depth === 0) return at + 1;
    }
  }
  return -1;
}

/**
 * Whether an object found inside other output is a DHRU answer: the envelope's SUCCESS, ERROR or
 * apiversion, or a bulk answer's entry (`{"<ref>": {"SUCCESS": …}}`). A page's own JSON (a
 * script's settings, structured data) is not, and leaves the page a page.
 */
export function looksLikeDhru(value: Record<string, unknown>): boolean {
  const envelope = (entry: unknown) => isRecord(entry) && ('SUCCESS' in entry || 'ERROR' in entry);
  return envelope(value) || 'apiversion' in value || Object.values(value).some(envelope);
}

/**
 * The body as a JSON object, or undefined (HTML pages, empty bodies, arrays…). A whole body that
 * is one object is the answer, whatever it holds. Otherwise a DHRU answer is looked for inside
 * what surrounds it, as a supplier's PHP prints it: a notice or a warning before the JSON
 * (`<br /><b>Notice</b>: … {"SUCCESS": …}`), a warning at shutdown after it ("Failed to write
 * session data"), a site's HTML template around it. The object from one of the first `{` to
 * its closing `}` is tried; reading only to the end of the body left such an answer unread: the
 * order the supplier had taken sent again, or a delivered code never applied.
 */
export function jsonObjectOf(body: string): Record<string, unknown> | undefined {
  const text = body.replace(/^\uFEFF/, '');
  const whole = parsedObject(text);
  return whole ?? dhruObjectInside(text);
}

/** A DHRU answer within other output (see `jsonObjectOf`), or undefined. */
export function dhruObjectInside(body: string): Record<string, unknown> | undefined {
  const text = body.replace(/^\uFEFF/, '');
  let start = text.indexOf('{');
  for (let tried = 0; start >= 0 && tried < JSON_STARTS_TRIED; tried += 1) {
    const end = closingBraceAfter(text, start);
    const found = end < 0 ? undefined : parsedObject(text.slice(start, end));
    if (found && looksLikeDhru(found)) return found;
    start = text.indexOf('{', start + 1);
  }
  return undefined;
}

/**
 * The body past what may come before an HTML page's first tag: a BOM, white space, an XML
 * declaration (XHTML) and comments. Undefined when a declaration or a comment is not closed.
 */
function pageStart(body: string): string | undefined {
  let text = body.replace(/^\uFEFF/, '').trimStart();
  if (text.startsWith('<?xml')) {
    const end = text.indexOf('?>');
    if (end === -1) return undefined;
    text = text.slice(end + 2).trimStart();
  }
  while (text.startsWith('<!--')) {
    const end = text.indexOf('-->', 4);
    if (end === -1) return undefined;
    text = text.slice(end + 3).trimStart();
  }
  return text;
}

/**
 * A whole HTML page (`<!DOCTYPE html>` or `<html>` first, after an XML declaration or comments):
 * a web server's or a host's page, such as a maintenance notice, that the supplier's script did
 * not write. An XHTML page (`<?xml …?>` first) or one opening with a comment was read as the
 * script's answer, its order held as maybe taken.
 */
export function isHtmlPage(body: string): boolean {
  const start = pageStart(body);
  return start !== undefined && /^(<!doctype\s+html|<html[\s>])/i.test(start);
}

/** The largest amount a money column (numeric(14,2)) holds, in cents. */
const MAX_CENTS = 99_999_999_999_999n;

/**
 * An amount as suppliers write it: a sign and currency signs or codes around the number, thousands
 * set apart by commas ("$1,234.50", "-12.5 USD"). Anything else is no amount rather than a wrong
 * one: "1.500,00" read as 1.50 and "1,50" as 150.00, "1e5" as 15.
 */
const AMOUNT = /^([^\d.,]*)(\d{1,3}(?:,\d{3})+|\d+)(?:\.(\d+))?[^\d.,]*$/;

/**
 * A money amount as a decimal string with two places, if it is one ("$1,234.50" → "1234.50")
 * that a money column holds. Rounded half up in decimal, never through a float ("1.005" →
 * "1.01", where 1.005.toFixed(2) gives "1.00").
 */
export function amountOf(value: unknown): string | undefined {
  const text = textOf(value);
  const match = text ? AMOUNT.exec(text) : null;
  if (!match) return undefined;
  const [, before = '', written = '0', fraction = ''] = match;
  const whole = written.replace(/,/g, '');
  if (whole.length > 13) return undefined;
  const cents =
    BigInt(whole) * 100n +
    BigInt(fraction.slice(0, 2).padEnd(2, '0')) +
    (Number(fraction.charAt(2) || '0') >= 5 ? 1n : 0n);
  if (cents > MAX_CENTS) return undefined;
  return fromCents(before.includes('-') ? -cents : cents);
}

/** A price: an amount that is not below zero (a supplier's list may say anything). */
export function priceOf(value: unknown): string | undefined {
  const amount = amountOf(value);
  return amount === undefined || amount.startsWith('-') ? undefined : amount;
}

/** An order's STATUS as a number (it comes as a number or a numeric string). */
export function statusOf(value: unknown): number | undefined {
  const text = textOf(value);
  return text !== undefined && /^\d{1,3}$/.test(text) ? Number(text) : undefined;
}
