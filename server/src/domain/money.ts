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

/** A decimal money string (or number) as whole cents, exactly: '12.5' → 1250n, '-3.05' → -305n. */
export function toCents(value: string | number): bigint {
  const text = String(value).trim();
  const match = /^(-?)(\d+)(?:\.(\d{1,2}))?$/.exec(text);
  if (!match) throw new Error(`Not a money amount: "${text}"`);
  const [, sign, whole = '0', fraction = ''] = match;
  const cents = BigInt(whole) * 100n + BigInt(fraction.padEnd(2, '0'));
  return sign === '-' ? -cents : cents;
}

/** Whole cents as a decimal money string with two places: 1250n → '12.50'. */
export function fromCents(cents: bigint): string {
  const negative = cents < 0n;
  const absolute = negative ? -cents : cents;
  const whole = absolute / 100n;
  const fraction = (absolute % 100n).toString().padStart(2, '0');
  return `${negative ? '-' : ''}${whole}.${fraction}`;
}
