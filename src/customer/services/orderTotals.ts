/** What a submission costs and what it leaves, as the IMEI box shows it before sending. */
export interface OrderTotals {
  /** The IMEIs that would be charged. */
  count: number;
  /** count × the customer's price. */
  total: number;
  /** The credits after the charge; below zero when they do not cover it. */
  balanceAfter: number;
  /** Whether the credits cover the total. */
  covered: boolean;
}

/** Money as whole cents, so that 3 × $8.10 is $24.30 and not $24.299999999999997. */
const cents = (amount: number): number => Math.round(amount * 100);

/** The totals of `count` IMEIs at `price`, against `credits` (in dollars, 2 decimals). */
export const orderTotals = (count: number, price: number, credits: number): OrderTotals => {
  const total = cents(price) * count;
  const balanceAfter = cents(credits) - total;
  return {
    count,
    total: total / 100,
    balanceAfter: balanceAfter / 100,
    covered: balanceAfter >= 0,
  };
};
