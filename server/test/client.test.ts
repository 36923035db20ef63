import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from './helpers/testApp.js';

let t: TestApp;
beforeAll(async () => {
  const clientDir = mkdtempSync(path.join(tmpdir(), 'unlock-client-'));
  mkdirSync(path.join(clientDir, 'assets'));
  writeFileSync(path.join(clientDir, 'index.html'), '<!doctype html><div id="root"></div>');
  writeFileSync(path.join(clientDir, 'assets', 'app-abc123.js'), 'console.log(1)');
  t = await createTestApp({ clientDir });
});
afterAll(() => t.close());

describe('the built client', () => {
  it('is served at /', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/' });
    expect(res.statusCode).toBe(200);
    expect(res.body).toContain('id="root"');
  });

  it('answers index.html for a client-side route such as /admin/services', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/admin/services' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/text\/html/);
    expect(res.headers['cache-control']).toBe('no-cache');
  });

  it('serves hashed assets with a long cache lifetime', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/assets/app-abc123.js' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toContain('immutable');
  });

  it('serves a file added after start (a rebuilt client) without a restart', async () => {
    writeFileSync(path.join(t.config.clientDir as string, 'assets', 'late-def456.js'), 'late');
    const res = await t.app.inject({ method: 'GET', url: '/assets/late-def456.js' });
    expect(res.statusCode).toBe(200);
    expect(res.body).toBe('late');
  });

  it('answers 404, not the page, for a missing asset', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/assets/gone-000.js' });
    expect(res.statusCode).toBe(404);
    expect(res.headers['content-type']).not.toMatch(/text\/html/);
  });

  it('keeps a JSON 404 for unknown API routes', async () => {
    for (const url of ['/api/unknown', '/api', '/api?page=1']) {
      const res = await t.app.inject({ method: 'GET', url });
      expect(res.statusCode, url).toBe(404);
      expect(res.json().message, url).toContain('could not be found');
    }
  });

  it('keeps a JSON 404 for unknown API routes written with percent-encoded letters', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/%61pi/unknown' });
    expect(res.statusCode).toBe(404);
    expect(res.json().message).toContain('could not be found');
  });

  it('sends an address written with doubled slashes to the one the app knows (it answered 403)', async () => {
    const res = await t.app.inject({ method: 'GET', url: '//admin//services?tab=1' });
    expect(res.statusCode).toBe(308);
    expect(res.headers.location).toBe('/admin/services?tab=1');
    const asset = await t.app.inject({ method: 'GET', url: '//assets/app-abc123.js' });
    expect(asset.statusCode).toBe(308);
    expect(asset.headers.location).toBe('/assets/app-abc123.js');
    // Never to another site: a browser reads `/\\host` as `//host`.
    const away = await t.app.inject({ method: 'GET', url: '//\\evil.example/' });
    expect(String(away.headers.location ?? '/')).toMatch(/^\/(?![/\\])/);
  });

  it('keeps a JSON 404 for unknown API routes written with doubled slashes (it answered 403)', async () => {
    const res = await t.app.inject({ method: 'GET', url: '//api//unknown' });
    expect(res.statusCode).toBe(404);
    expect(res.headers['content-type']).toMatch(/application\/json/);
  });

  it('answers the page for a client-side address that merely begins like the API', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/apiary' });
    expect(res.statusCode).toBe(200);
    expect(res.body).toContain('id="root"');
  });

  it('leaves the API document and its interactive page to the API', async () => {
    const page = await t.app.inject({ method: 'GET', url: '/api/docs/' });
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain('swagger');
    expect(page.body).not.toContain('id="root"');
    const document = await t.app.inject({ method: 'GET', url: '/api/openapi.json' });
    expect(document.json().openapi).toMatch(/^3\./);
  });
});
