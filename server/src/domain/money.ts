/** Money travels as decimal strings (exact) and is shown as JSON numbers. */
export function toNumber(value: string | number | null | undefined): number {
  if (value === null || value === undefined) return 0;
  return Number(value);
}

const MONEY = /^\d{1,10}(\.\d{1,2})?$/;

/** A non-negative amount with at most two decimals, as a decimal string; undefined if invalid. */
export function parseMoney(value: unknown): string | undefined {
  if (typeof value === 'number') {
    if (!Number.isFinite(value) || value < 0) return undefined;
    const text = String(value);
    return MONEY.test(text) ? text : undefined;
  }
  if (typeof value === 'string') {
    const text = value.trim();
    return MONEY.test(text) ? text : undefined;
  }
  return undefined;
}
