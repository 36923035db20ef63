import { describe, expect, it } from 'vitest';
import { minutesTaken, orderState } from './order';

describe('orderState', () => {
  it('reads 3 as rejected, 4 as completed and 1 or anything else as pending', () => {
    expect(orderState(3)).toBe('rejected');
    expect(orderState(4)).toBe('completed');
    expect(orderState(1)).toBe('pending');
    expect(orderState(0)).toBe('pending');
    expect(orderState(undefined)).toBe('pending');
  });
});

describe('minutesTaken', () => {
  it('counts whole minutes from creation to the last update', () => {
    expect(
      minutesTaken({ created_at: '2026-01-01T10:00:00Z', updated_at: '2026-01-01T10:59:59Z' }),
    ).toBe(59);
    expect(
      minutesTaken({ created_at: '2026-01-01T10:00:00Z', updated_at: '2026-01-01T10:00:30Z' }),
    ).toBe(0);
  });
});
