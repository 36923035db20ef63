import { describe, expect, it } from 'vitest';
import { amountOf, priceOf } from '../../src/suppliers/dhruAnswers.js';

/** Amounts as suppliers write them: credits of an account, prices of a service list. */
describe('a supplier amount', () => {
  it.each([
    ['12', '12.00'],
    [12.5, '12.50'],
    ['$1,234.50', '1234.50'],
    ['1.005', '1.01'],
    ['2.675', '2.68'],
    ['0.004', '0.00'],
    ['999999999999.994', '999999999999.99'],
    ['-3.456', '-3.46'],
    ['$-3.00', '-3.00'],
    ['-$3.00', '-3.00'],
    ['12.5 USD', '12.50'],
  ])('reads %j as %s, rounded half up in decimal', (value, amount) => {
    expect(amountOf(value)).toBe(amount);
  });

  it.each([[''], ['abc'], ['1.2.3'], ['1234567890123'], [null], [{}]])(
    'is no amount for %j',
    (value) => {
      expect(amountOf(value)).toBeUndefined();
    },
  );

  it.each([
    // Rounded up past what a money column holds (it was stored: a 500 on Check and on a list).
    ['999999999999.995'],
    // Written with a decimal comma: it was read as 1.50, 150.00, 1.23.
    ['1.500,00'],
    ['1,50'],
    ['1.234,50 €'],
    // A float written by PHP: it was read as 15.
    ['1e5'],
    [1e-7],
  ])('is no amount (rather than a wrong one) for %j', (value) => {
    expect(amountOf(value)).toBeUndefined();
  });

  it('is no price when it is below zero (an account balance may be)', () => {
    expect(priceOf('-1.00')).toBeUndefined();
    expect(amountOf('-1.00')).toBe('-1.00');
    expect(priceOf('0')).toBe('0.00');
    expect(priceOf('4.10')).toBe('4.10');
  });
});
