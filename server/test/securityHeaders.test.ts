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

function expectFramingAndSniffingRefused(res: LightMyRequestResponse): void {
  expect(String(res.headers['content-security-policy'])).toContain("frame-ancestors 'none'");
  expect(res.headers['x-content-type-options']).toBe('nosniff');
  expect(res.headers['x-frame-options']).toBe('DENY');
  expect(res.headers['referrer-policy']).toBe('no-referrer');
}

/** A page may run the shop's own scripts, and only those. */
function expectPageHeaders(res: LightMyRequestResponse): void {
  expectFramingAndSniffingRefused(res);
  const csp = String(res.headers['content-security-policy']);
  expect(csp).toContain("default-src 'self'");
  expect(csp).toContain("script-src 'self'");
  expect(csp).not.toMatch(/script-src[^;]*unsafe-inline/);
}

/** JSON loads nothing, is kept by no cache, and is read by no other site. */
function expectApiHeaders(res: LightMyRequestResponse): void {
  expectFramingAndSniffingRefused(res);
  expect(String(res.headers['content-security-policy'])).toMatch(/^default-src 'none'/);
  expect(res.headers['cache-control']).toBe('no-store');
  expect(res.headers['cross-origin-resource-policy']).toBe('same-origin');
}

describe('security headers', () => {
  it('come with the page', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/admin/services' });
    expect(res.statusCode).toBe(200);
    expectPageHeaders(res);
  });

  it('come with the API document’s page as with any page', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/docs/' });
    expect(res.statusCode).toBe(200);
    expectPageHeaders(res);
  });

  it('come with API answers, refusals included', async () => {
    expectApiHeaders(await t.app.inject({ method: 'GET', url: '/api/profile' }));
    expectApiHeaders(await t.app.inject({ method: 'GET', url: '/api/no-such-route' }));
    expectApiHeaders(await t.app.inject({ method: 'GET', url: '/api?page=1' }));
    expectApiHeaders(
      await t.app.inject({ method: 'POST', url: '/api/login', payload: { email: 'x' } }),
    );
  });

  it('leave out of API answers what only a page needs', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/profile' });
    for (const pageOnly of [
      'cross-origin-opener-policy',
      'origin-agent-cluster',
      'x-dns-prefetch-control',
      'x-download-options',
      'x-permitted-cross-domain-policies',
      'x-xss-protection',
    ]) {
      expect(res.headers[pageOnly], pageOnly).toBeUndefined();
    }
  });

  it('do not take a path that merely begins like the API for an API answer', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/apiary' });
    expectPageHeaders(res);
  });

  it('come with reseller API answers', async () => {
    const body = encodeFields(
      { username: 'nobody', apiaccesskey: 'nothing', action: 'accountinfo' },
      'urlencoded',
    );
    const res = await t.app.inject({ method: 'POST', url: '/api/index.php', ...body });
    expect(res.headers['x-powered-by']).toBe('DHRU-FUSION');
    expectApiHeaders(res);
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

  it('include HSTS on API answers', async () => {
    const res = await secure.app.inject({ method: 'GET', url: '/api/profile' });
    expect(res.headers['strict-transport-security']).toBe('max-age=31536000');
  });

  it('include HSTS on pages', async () => {
    const res = await secure.app.inject({ method: 'GET', url: '/api/docs/' });
    expect(res.headers['strict-transport-security']).toBe('max-age=31536000');
  });
});
