import { plainImeiEntry } from './imeiEntry.js';

/** Most IMEIs one submission may carry (the order form and the reseller bulk alike). */
export const MAX_IMEIS_PER_SUBMISSION = 1000;

/**
 * The IMEIs of a pasted block of text: one per line, also separated by commas, semicolons or
 * spaces; each read as plain digits (`plainImeiEntry`); blank entries skipped; first-seen order
 * kept; the same IMEI twice counts once.
 */
export function parseImeiLines(text: string): string[] {
  const seen = new Set<string>();
  for (const written of text.split(/[\s,;]+/)) {
    const entry = plainImeiEntry(written);
    if (entry !== '') seen.add(entry);
  }
  return [...seen];
}

/** The Luhn check over all digits (the last one being the check digit). */
function luhnValid(digits: string): boolean {
  let sum = 0;
  for (let i = 0; i < digits.length; i += 1) {
    let digit = digits.charCodeAt(digits.length - 1 - i) - 48;
    if (i % 2 === 1) {
      digit *= 2;
      if (digit > 9) digit -= 9;
    }
    sum += digit;
  }
  return sum % 10 === 0;
}

/** Completes 14 digits into a valid IMEI by appending the Luhn check digit. */
export function withCheckDigit(body: string): string {
  for (let digit = 0; digit <= 9; digit += 1) {
    if (luhnValid(`${body}${digit}`)) return `${body}${digit}`;
  }
  throw new Error(`no check digit completes ${body}`);
}

/** Why this is not a valid IMEI (exactly 15 digits with a valid Luhn check digit); undefined when it is. */
export function imeiProblem(imei: string): string | undefined {
  if (!/^\d+$/.test(imei)) return 'an IMEI has only digits';
  if (imei.length !== 15) return `an IMEI has exactly 15 digits, this one has ${imei.length}`;
  if (!luhnValid(imei)) return 'the check digit (the last one) is wrong';
  return undefined;
}

/** At most 40 characters of something a customer or an admin sent, to repeat in a message. */
export function shownInMessage(text: string): string {
  return text.length > 40 ? `${text.slice(0, 40)}…` : text;
}

/** The message naming one bad line: `"35693…": why`. */
export function badImeiMessage(imei: string, problem: string): string {
  return `${shownInMessage(imei)}: ${problem}.`;
}
