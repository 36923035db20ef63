import type { OpenAPIV3 } from 'openapi-types';
import { Secret, TOTP } from 'otpauth';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TWO_FACTOR_FIRST } from '../../src/schemas/auth.js';
import { createTestApp, type TestApp, type TestUser } from '../helpers/testApp.js';

/**
 * Each status a route answers is one its schema declares: the API document lists it for
 * integrators, and Fastify writes it with its schema. Found by the response check
 * (test/helpers/responseSchemaCheck.ts), which lists the answers of a whole run that no schema declares.
 */

type Operation = OpenAPIV3.OperationObject & { 'x-role'?: string };
const METHODS = ['get', 'post', 'put', 'patch', 'delete'] as const;

let t: TestApp;
let admin: TestUser;
let document: OpenAPIV3.Document;

beforeAll(async () => {
  t = await createTestApp();
  admin = await t.createUser({ admin: true });
  document = (await t.app.inject({ method: 'GET', url: '/api/openapi.json' })).json();
});
afterAll(() => t.close());

/** The document's REST operations (not the reseller API, which answers 200 with an envelope). */
const operations = () =>
  Object.entries(document.paths).flatMap(([path, item]) =>
    METHODS.flatMap((method) => {
      const operation = item?.[method] as Operation | undefined;
      return operation && !path.endsWith('/index.php')
        ? [{ method: method.toUpperCase() as 'GET', path, operation }]
        : [];
    }),
  );

const declares = (operation: Operation, status: number) =>
  Object.keys(operation.responses).includes(String(status));

const totpOf = (secret: string) =>
  new TOTP({ algorithm: 'SHA1', digits: 6, period: 30, secret: Secret.fromBase32(secret) });

describe('the statuses the API answers are the ones its document declares', () => {
  it('confirming two-factor sign-in once it is on answers 409, which POST /api/profile/2fa/confirm declares', async () => {
    const twice = await t.createUser({ admin: true });
    const started = await twice.inject({ method: 'POST', url: '/api/profile/2fa' });
    const secret = started.json().data.secret as string;
    const confirm = (otp: string) =>
      twice.inject({ method: 'POST', url: '/api/profile/2fa/confirm', payload: { otp } });
    expect((await confirm(totpOf(secret).generate())).statusCode).toBe(200);
    // The confirmation sent again (a double click, a retry after a lost answer).
    const again = await confirm(totpOf(secret).generate({ timestamp: Date.now() + 30_000 }));
    expect(again.statusCode).toBe(409);
    expect(again.json()).toEqual({ message: 'Two-factor sign-in is already on.' });
    const operation = document.paths['/api/profile/2fa/confirm']?.post as Operation;
    expect(Object.keys(operation.responses)).toContain('409');
  });

  it('an admin whom REQUIRE_ADMIN_2FA holds back gets 403 from the customer routes, and each declares it', async () => {
    const strict = await createTestApp({ adminTwoFactorRequired: true });
    try {
      const undeclared: string[] = [];
      for (const { method, path, operation } of operations()) {
        if (operation['x-role'] !== 'customer') continue;
        // A fresh admin each time: a route the admin may use (sign-out) must not end the next.
        const heldBack = await strict.createUser({ admin: true });
        const url = path.replace(/\{\w+\}/g, '1');
        const res = await heldBack.inject({ method, url, payload: {} });
        if (res.statusCode !== 403) continue;
        expect(res.json().message, `${method} ${path}`).toBe(TWO_FACTOR_FIRST);
        if (!declares(operation, 403)) undeclared.push(`${method} ${path}`);
      }
      expect(undeclared).toEqual([]);
    } finally {
      await strict.close();
    }
  });

  it('an id written 1e309 (or with a NUL) is refused with 422, and every route with an id declares it', async () => {
    const undeclared = new Set<string>();
    for (const { method, path, operation } of operations()) {
      const names = path.match(/\{\w+\}/g) ?? [];
      for (const name of names) {
        for (const id of ['1e309', '%00']) {
          const url = path.replace(/\{\w+\}/g, (part) => (part === name ? id : '1'));
          const res = await admin.inject({ method, url, payload: {} });
          expect(res.statusCode, `${method} ${url}`).toBe(422);
          if (!declares(operation, 422)) undeclared.add(`${method} ${path}`);
        }
      }
    }
    expect([...undeclared]).toEqual([]);
  });

  it('a query value with a NUL character is refused with 422 on every route, and each declares it', async () => {
    const undeclared: string[] = [];
    for (const { method, path, operation } of operations()) {
      const url = `${path.replace(/\{\w+\}/g, '1')}?note=a%00b`;
      const res = await admin.inject({ method, url, payload: {} });
      expect(res.statusCode, `${method} ${url}`).toBe(422);
      expect(res.json().errors, `${method} ${url}`).toEqual({
        note: ['The note field must not contain a NUL character.'],
      });
      if (!declares(operation, 422)) undeclared.push(`${method} ${path}`);
    }
    expect(undeclared).toEqual([]);
  });
});
