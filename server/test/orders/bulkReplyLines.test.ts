import { describe, expect, it } from 'vitest';
import { parseBulkReplyLines } from '../../src/domain/orders/bulkReplyLines.js';

const IMEI = '356938035643809';

describe('the lines of a bulk reply', () => {
  it('split the IMEI from the code at the first separator only', () => {
    expect(parseBulkReplyLines(`${IMEI} | NCK: 1234, MEP: 5678 | x`)).toEqual([
      { line: 1, imei: IMEI, text: 'NCK: 1234, MEP: 5678 | x' },
    ]);
  });

  it('take a line with the IMEI alone as an empty code', () => {
    expect(parseBulkReplyLines(`  ${IMEI}  `)).toEqual([{ line: 1, imei: IMEI, text: '' }]);
  });

  it('keep the line numbers of the text across blank lines and any line ends', () => {
    const parsed = parseBulkReplyLines(`\r\n${IMEI},A\r\r\n${IMEI};B\n`);
    expect(parsed.map((line) => [line.line, line.text])).toEqual([
      [2, 'A'],
      [4, 'B'],
    ]);
  });

  it('say why a line cannot be used, showing at most 40 characters of it', () => {
    const [long] = parseBulkReplyLines(`${'9'.repeat(60)} CODE`);
    expect(long?.imei).toBe(`${'9'.repeat(40)}…`);
    expect(long?.problem).toBe('Not an IMEI: an IMEI has exactly 15 digits, this one has 60.');
  });
});
