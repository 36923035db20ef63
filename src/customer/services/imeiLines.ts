/**
 * The order form's reading of the IMEI box, before anything is sent: the IMEIs the server will
 * charge (split and de-duplicated as the server does) and the lines holding one it will refuse.
 * The server still decides; `imeiLines.test.ts` checks that both read every input alike.
 */

/** Why an entry is not an IMEI: not only digits, not 15 of them, or a wrong check digit. */
export type ImeiProblem =
  | { kind: 'digits' }
  | { kind: 'length'; length: number }
  | { kind: 'check_digit' };

/** One refused entry and the line (from 1) it was first seen on. */
export interface BadImei {
  imei: string;
  line: number;
  problem: ImeiProblem;
}

export interface ImeiBoxReading {
  /** Every distinct entry, first-seen order: what the server charges when all are good. */
  imeis: string[];
  /** The distinct entries the server accepts, first-seen order: what would be placed. */
  good: string[];
  /** The distinct entries the server would refuse. */
  bad: BadImei[];
  /** The numbers (from 1) of the lines holding a refused entry. */
  badLines: ReadonlySet<number>;
}

/** The separators the server splits a submission on (spaces, line breaks, commas, semicolons). */
const SEPARATORS = /[\s,;]+/;

/** The Luhn check over all digits, the last being the check digit (the server's algorithm). */
const luhnValid = (digits: string): boolean => {
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
};

/** Why `imei` is refused, checked in the server's order; undefined for a valid IMEI. */
export const imeiProblem = (imei: string): ImeiProblem | undefined => {
  if (!/^\d+$/.test(imei)) return { kind: 'digits' };
  if (imei.length !== 15) return { kind: 'length', length: imei.length };
  if (!luhnValid(imei)) return { kind: 'check_digit' };
  return undefined;
};

/** Invisible format characters (zero-width space, joiners, direction marks, BOM): dropped. */
const INVISIBLE = /\p{Cf}/gu;
const DECIMAL_DIGIT = /\p{Nd}/u;
const NON_ASCII_DIGIT = /(?![0-9])\p{Nd}/gu;

/** A digit of any script as its value: Unicode encodes them in runs of whole 0–9 sets. */
const digitValue = (digit: string): number => {
  let codePoint = digit.codePointAt(0) ?? 0;
  let steps = 0;
  while (DECIMAL_DIGIT.test(String.fromCodePoint(codePoint - 1))) {
    codePoint -= 1;
    steps += 1;
  }
  return steps % 10;
};

/**
 * An entry as the server reads it (`plainImeiEntry`): without invisible characters, with any
 * script's digits ('٣', '３') as ASCII ones.
 */
const plainImeiEntry = (entry: string): string =>
  entry.replace(INVISIBLE, '').replace(NON_ASCII_DIGIT, (digit) => String(digitValue(digit)));

/** Reads the box line by line: the entries, the refused ones and where they are. */
export const readImeiBox = (text: string): ImeiBoxReading => {
  const seen = new Set<string>();
  const good: string[] = [];
  const bad: BadImei[] = [];
  const badLines = new Set<number>();
  const problems = new Map<string, ImeiProblem | undefined>();
  text.split('\n').forEach((content, index) => {
    for (const written of content.split(SEPARATORS)) {
      const imei = plainImeiEntry(written);
      if (imei === '') continue;
      if (!problems.has(imei)) problems.set(imei, imeiProblem(imei));
      const problem = problems.get(imei);
      if (problem) badLines.add(index + 1);
      if (seen.has(imei)) continue;
      seen.add(imei);
      if (problem) bad.push({ imei, line: index + 1, problem });
      else good.push(imei);
    }
  });
  return { imeis: [...seen], good, bad, badLines };
};
