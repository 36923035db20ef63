import { describe, expect, it } from 'vitest';
import { orderTotals } from './orderTotals';

describe('the totals of the IMEI box', () => {
  it('are the count times the price, and the credits left after', () => {
    expect(orderTotals(3, 8.1, 100)).toEqual({
      count: 3,
      total: 24.3,
      balanceAfter: 75.7,
      covered: true,
    });
  });

  it('say when the credits do not cover the total', () => {
    expect(orderTotals(2, 25, 30)).toEqual({
      count: 2,
      total: 50,
      balanceAfter: -20,
      covered: false,
    });
  });

  it('cover a total equal to the credits exactly', () => {
    expect(orderTotals(10, 0.1, 1).covered).toBe(true);
    expect(orderTotals(10, 0.1, 1).balanceAfter).toBe(0);
  });

  it('are nothing for an empty box', () => {
    expect(orderTotals(0, 25, 30)).toEqual({ count: 0, total: 0, balanceAfter: 30, covered: true });
  });
});
