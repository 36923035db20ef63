import { describe, expect, it } from 'vitest';
import { codesOfLines } from './bulkReplyCodes';

describe('codesOfLines', () => {
  it('takes each line’s code after the first separator, by the line’s number', () => {
    const codes = codesOfLines(
      '356938035643809 NCK-1111\n\n490154203237518 | NCK: 12, MEP: 34\r\n352099001761481\n  12345;x ',
    );
    expect([...codes]).toEqual([
      [1, 'NCK-1111'],
      [3, 'NCK: 12, MEP: 34'],
      [4, ''],
      [5, 'x'],
    ]);
  });
});
