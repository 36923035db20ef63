import type { Supplier } from './types';

/** "120.50 USD": the balance at the last check with its currency; '' before any check. */
export const formatBalance = (supplier: Pick<Supplier, 'balance' | 'currency'>): string => {
  if (supplier.balance === null || !Number.isFinite(supplier.balance)) return '';
  const amount = supplier.balance.toFixed(2);
  return supplier.currency ? `${amount} ${supplier.currency}` : amount;
};
