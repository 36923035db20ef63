import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { encodeFields } from './dhru/dhruClient.js';
import { createTestApp, type TestApp } from './helpers/testApp.js';

let t: TestApp;
beforeAll(async () => {
  const clientDir = mkdtempSync(path.join(tmpdir(), 'unlock-client-'));
  writeFileSync(path.join(clientDir, 'index.html'), '<!doctype html><div id="root"></div>');
  t = await createTestApp({ clientDir });
});
afterAll(() => t.close());

function expectSecurityHeaders(res: LightMyRequestResponse): void {
  const csp = String(res.headers['content-security-policy']);
  expect(csp).toContain("default-src 'self'");
  expect(csp).toContain("script-src 'self'");
  expect(csp).toContain("frame-ancestors 'none'");
  expect(csp).not.toMatch(/script-src[^;]*unsafe-inline/);
  expect(res.headers['x-content-type-options']).toBe('nosniff');
  expect(res.headers['x-frame-options']).toBe('DENY');
  expect(res.headers['referrer-policy']).toBe('no-referrer');
}

describe('security headers', () => {
  it('come with the page', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/admin/services' });
    expect(res.statusCode).toBe(200);
    expectSecurityHeaders(res);
  });

  it('come with API answers, refusals included', async () => {
    expectSecurityHeaders(await t.app.inject({ method: 'GET', url: '/api/profile' }));
    expectSecurityHeaders(await t.app.inject({ method: 'GET', url: '/api/no-such-route' }));
    expectSecurityHeaders(
      await t.app.inject({ method: 'POST', url: '/api/login', payload: { email: 'x' } }),
    );
  });

  it('come with reseller API answers', async () => {
    const body = encodeFields(
      { username: 'nobody', apiaccesskey: 'nothing', action: 'accountinfo' },
      'urlencoded',
    );
    const res = await t.app.inject({ method: 'POST', url: '/api/index.php', ...body });
    expect(res.headers['x-powered-by']).toBe('DHRU-FUSION');
    expectSecurityHeaders(res);
  });

  it('leave HSTS out over plain http', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/profile' });
    expect(res.headers['strict-transport-security']).toBeUndefined();
  });
});

describe('security headers of a shop served over https', () => {
  let secure: TestApp;
  beforeAll(async () => {
    secure = await createTestApp({ publicUrl: 'https://shop.example' });
  });
  afterAll(() => secure.close());

  it('include HSTS', async () => {
    const res = await secure.app.inject({ method: 'GET', url: '/api/profile' });
    expect(res.headers['strict-transport-security']).toMatch(/^max-age=31536000/);
  });
});
