import { readdirSync, readFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

const ROUTES = resolve(dirname(fileURLToPath(import.meta.url)), '../../src/routes');

describe('the admin guard', () => {
  it('is declared once, where the admin routes are registered, not in each route file', () => {
    const declaring = readdirSync(ROUTES, { recursive: true, encoding: 'utf8' })
      .filter((name) => name.endsWith('.ts'))
      .filter((name) => readFileSync(join(ROUTES, name), 'utf8').includes('requireAdmin'));
    expect(declaring).toEqual(['index.ts']);
  });
});
