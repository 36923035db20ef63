import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { isApiPath } from '../src/http/apiPath.js';
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

  it('come with API answers on a path with repeated slashes, which the router ignores', async () => {
    for (const url of ['//api/profile', '/api//profile', '///api/no-such-route', '//api?page=1']) {
      expectApiHeaders(await t.app.inject({ method: 'GET', url }));
    }
  });

  it('come with API answers on a path with percent-encoded letters, which the router decodes', async () => {
    expectApiHeaders(await t.app.inject({ method: 'GET', url: '/%61pi/profile' }));
  });

  it('read an absolute-form request target (GET http://host//api/profile) by its path', () => {
    // Node hands such a target on as it came; the router reads its path (inject cannot send one).
    expect(isApiPath('http://shop.example//api/profile')).toBe(true);
    expect(isApiPath('https://shop.example/admin?back=/api')).toBe(false);
  });

  it('do not take a query that names the API for an API answer', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/admin/services?back=/api/profile' });
    expectPageHeaders(res);
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

  it('come with reseller API answers on a doubled-slash path (//api/index.php)', async () => {
    const body = encodeFields(
      { username: 'nobody', apiaccesskey: 'nothing', action: 'accountinfo' },
      'urlencoded',
    );
    const res = await t.app.inject({ method: 'POST', url: '//api/index.php', ...body });
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

describe('security headers of a shop whose public URL has a path', () => {
  let underPath: TestApp;
  beforeAll(async () => {
    underPath = await createTestApp({ publicUrl: 'https://shop.example/unlock' });
  });
  afterAll(() => underPath.close());

  it('come with reseller API answers under that path, doubled slashes too', async () => {
    const body = encodeFields(
      { username: 'nobody', apiaccesskey: 'nothing', action: 'accountinfo' },
      'urlencoded',
    );
    for (const url of ['/unlock/api/index.php', '//unlock//api/index.php/']) {
      const res = await underPath.app.inject({ method: 'POST', url, ...body });
      expect(res.headers['x-powered-by'], url).toBe('DHRU-FUSION');
      expectApiHeaders(res);
    }
  });
});
