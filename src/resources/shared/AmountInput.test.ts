import { describe, expect, it } from 'vitest';
import { amountToSend } from './AmountInput';

describe('amountToSend', () => {
  it('reads a decimal comma as a point', () => {
    expect(amountToSend('10,5')).toBe('10.5');
    expect(amountToSend(' 9,99 ')).toBe('9.99');
    expect(amountToSend('-5,25')).toBe('-5.25');
  });

  it('leaves everything else as typed, for the server to judge', () => {
    expect(amountToSend('10.5')).toBe('10.5');
    expect(amountToSend(12)).toBe(12);
    // Thousands or a decimal? The server refuses it rather than guess.
    expect(amountToSend('1,000')).toBe('1,000');
    expect(amountToSend('abc')).toBe('abc');
  });

  it('an empty box is no amount', () => {
    expect(amountToSend('')).toBeNull();
    expect(amountToSend('   ')).toBeNull();
    expect(amountToSend(null)).toBeNull();
    expect(amountToSend(undefined)).toBeNull();
  });
});
