import { describe, expect, it } from 'vitest';
import { formatMoney, formatSpanishLongDate } from './formats';

describe('formatMoney', () => {
  it('shows the dollar sign and two decimals', () => {
    expect(formatMoney(25)).toBe('$25.00');
    expect(formatMoney('8.5')).toBe('$8.50');
    expect(formatMoney(0)).toBe('$0.00');
    expect(formatMoney(-5)).toBe('-$5.00');
  });

  it('shows nothing for what is not a number', () => {
    expect(formatMoney(undefined)).toBe('');
    expect(formatMoney('abc')).toBe('');
  });
});

describe('formatSpanishLongDate', () => {
  it('writes the date in long Spanish format', () => {
    expect(formatSpanishLongDate('2026-11-20T15:30:00Z')).toMatch(/^\d{1,2} de noviembre de 2026/);
  });

  it('shows nothing for a missing or broken date', () => {
    expect(formatSpanishLongDate(null)).toBe('');
    expect(formatSpanishLongDate('not a date')).toBe('');
  });
});
