import { describe, expect, it } from 'vitest';
import { formatBalance } from './supplierBalance';

describe("a supplier's balance", () => {
  it('shows two decimals and the currency', () => {
    expect(formatBalance({ balance: 120.5, currency: 'USD' })).toBe('120.50 USD');
  });

  it('shows the amount alone when the supplier gave no currency', () => {
    expect(formatBalance({ balance: 3, currency: null })).toBe('3.00');
  });

  it('is empty before the first check', () => {
    expect(formatBalance({ balance: null, currency: null })).toBe('');
  });
});
