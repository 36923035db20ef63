import { describe, expect, it } from 'vitest';
import indexHtml from '../index.html?raw';

describe('index.html', () => {
  // Without one the browser asks for /favicon.ico: a 404 in the console on every first load.
  it('declares its icon inline (the CSP allows data: images)', () => {
    expect(indexHtml).toMatch(/<link rel="icon" href="data:image\/svg\+xml,/);
  });
});
