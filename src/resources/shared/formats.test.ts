import { describe, expect, it } from 'vitest';
import { formatCount, formatDay, formatMoney, formatSpanishLongDate } from './formats';

describe('formatMoney', () => {
  it('shows the dollar sign and two decimals', () => {
    expect(formatMoney(25)).toBe('$25.00');
    expect(formatMoney('8.5')).toBe('$8.50');
    expect(formatMoney(0)).toBe('$0.00');
    expect(formatMoney(-5)).toBe('-$5.00');
  });

  it('groups thousands with commas, the same in every language', () => {
    expect(formatMoney(1500)).toBe('$1,500.00');
    expect(formatMoney('-1234567.5')).toBe('-$1,234,567.50');
  });

  it('shows nothing for what is not a number', () => {
    expect(formatMoney(undefined)).toBe('');
    expect(formatMoney('abc')).toBe('');
  });
});

describe('formatCount', () => {
  it('groups thousands with commas', () => {
    expect(formatCount(7)).toBe('7');
    expect(formatCount(12345)).toBe('12,345');
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

describe('formatDay', () => {
  it('writes a shop day as day and short month, in the screen language', () => {
    expect(formatDay('2026-03-12', 'en')).toBe('Mar 12');
    expect(formatDay('2026-03-12', 'es')).toMatch(/^12 mar/);
  });

  it('keeps the day whatever the browser time zone (the day is the shop calendar day)', () => {
    expect(formatDay('2026-01-01', 'en')).toBe('Jan 1');
    expect(formatDay('2026-12-31', 'en')).toBe('Dec 31');
  });
});
