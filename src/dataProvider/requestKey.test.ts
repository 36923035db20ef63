import { describe, expect, it } from 'vitest';
import { newRequestKey } from './requestKey';

describe('newRequestKey', () => {
  it('makes 32 hex digits, a different key each time', () => {
    const keys = new Set(Array.from({ length: 100 }, newRequestKey));
    expect(keys.size).toBe(100);
    for (const key of keys) expect(key).toMatch(/^[0-9a-f]{32}$/);
  });
});
