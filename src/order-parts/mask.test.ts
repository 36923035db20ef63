import { describe, expect, it } from 'vitest';
import { MASK_VISIBLE, maskTail } from './mask';

describe('maskTail', () => {
  it("keeps an IMEI's last five digits and hides the rest (at most eight bullets)", () => {
    expect(maskTail('356938035643809', MASK_VISIBLE.imei)).toBe('••••••••43809');
  });

  it("keeps a code's last four characters", () => {
    expect(maskTail('AB12-CD34', MASK_VISIBLE.code)).toBe('•••••CD34');
  });

  it('hides a value no longer than the visible part completely', () => {
    expect(maskTail('1234', MASK_VISIBLE.code)).toBe('••••');
    expect(maskTail('12', MASK_VISIBLE.code)).toBe('••');
  });

  it('shows nothing for no value', () => {
    expect(maskTail(null, 4)).toBe('');
    expect(maskTail('', 4)).toBe('');
  });
});
