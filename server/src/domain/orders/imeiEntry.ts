/**
 * How an entry of a pasted IMEI list is read (the order form reads it alike, in
 * `src/customer/services/imeiLines.ts`; its test checks both): invisible format characters dropped (a zero-width space or joiner,
 * a direction mark, a byte-order mark, which a copy from a chat, a PDF or a web page carries
 * inside the digits), and any script's decimal digits ('٣٥٦', full-width '３５６') written as
 * ASCII ones. Before, such an IMEI was refused as "an IMEI has only digits" while the customer
 * saw only digits.
 */
const INVISIBLE = /\p{Cf}/gu;
const DECIMAL_DIGIT = /\p{Nd}/u;
const NON_ASCII_DIGIT = /(?![0-9])\p{Nd}/gu;

/**
 * The value of a decimal digit of any script: Unicode encodes them in runs of whole 0–9 sets,
 * so it is how far the digit is from the start of its run, modulo 10.
 */
function digitValue(digit: string): number {
  let codePoint = digit.codePointAt(0) ?? 0;
  let steps = 0;
  while (DECIMAL_DIGIT.test(String.fromCodePoint(codePoint - 1))) {
    codePoint -= 1;
    steps += 1;
  }
  return steps % 10;
}

export const plainImeiEntry = (entry: string): string =>
  entry.replace(INVISIBLE, '').replace(NON_ASCII_DIGIT, (digit) => String(digitValue(digit)));
