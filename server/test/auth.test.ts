import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { accessTokens, users } from '../src/db/schema.js';
import { theOneRowWrittenBy } from './audit/auditRows.js';
import { dhruRequest } from './dhru/dhruClient.js';
import { createTestApp, type TestApp, type TestUser } from './helpers/testApp.js';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({
    loginMaxFailures: 3,
    loginMaxFailuresPerAddress: 6,
    loginWindowSeconds: 60,
    registerMaxPerAddress: 1000,
  });
});
afterAll(() => t.close());

const register = (payload: Record<string, unknown>) =>
  t.app.inject({ method: 'POST', url: '/api/regis', payload });

describe('POST /api/regis', () => {
  it('creates a customer, signs it in and answers token, user and the service URL', async () => {
    const res = await register({
      name: 'Ana',
      email: 'Ana@Example.com',
      password: 'long-enough',
      c_password: 'long-enough',
    });
    expect(res.statusCode).toBe(201);
    const body = res.json();
    expect(body.token).toMatch(/^[\w-]{40,}$/);
    expect(body.user).toMatchObject({
      name: 'Ana',
      email: 'ana@example.com',
      credits: 0,
      admin: false,
    });
    expect(body.user.api_key).toMatch(/^[0-9A-F-]{20,}$/);
    expect(body.user).not.toHaveProperty('password_hash');
    expect(body.user).not.toHaveProperty('passwordHash');
    expect(body.service_url).toBe('http://shop.test');
  });

  it('never makes an admin, whatever the payload says', async () => {
    const res = await register({
      name: 'Mallory',
      email: 'mallory@example.com',
      password: 'long-enough',
      c_password: 'long-enough',
      admin: true,
    });
    expect(res.statusCode).toBe(201);
    expect(res.json().user.admin).toBe(false);
    const [row] = await t.db.select().from(users).where(eq(users.email, 'mallory@example.com'));
    expect(row?.admin).toBe(false);
  });

  it('answers 422 with a message for each missing field', async () => {
    const res = await register({});
    expect(res.statusCode).toBe(422);
    const body = res.json();
    expect(body.message).toBe('The name field is required. (and 3 more errors)');
    expect(body.errors).toEqual({
      name: ['The name field is required.'],
      email: ['The email field is required.'],
      password: ['The password field is required.'],
      c_password: ['The password confirmation field is required.'],
    });
  });

  it('answers an empty form with one message per field: an empty email is only required', async () => {
    const res = await register({ name: '', email: '', password: '', c_password: '' });
    expect(res.statusCode).toBe(422);
    const body = res.json();
    expect(body.message).toBe('The name field is required. (and 3 more errors)');
    expect(body.errors).toEqual({
      name: ['The name field is required.'],
      email: ['The email field is required.'],
      password: ['The password field is required.'],
      c_password: ['The password confirmation field is required.'],
    });
  });

  it('refuses a taken email, a short password and a wrong confirmation together', async () => {
    await register({
      name: 'Bo',
      email: 'bo@example.com',
      password: 'long-enough',
      c_password: 'long-enough',
    });
    const res = await register({
      name: 'Bo',
      email: 'BO@example.com',
      password: 'short',
      c_password: 'other',
    });
    expect(res.statusCode).toBe(422);
    expect(res.json().errors).toEqual({
      email: ['The email has already been taken.'],
      password: ['The password field must be at least 8 characters.'],
      c_password: ['The password confirmation does not match.'],
    });
  });

  it('reports a missing name together with a taken email and a short password', async () => {
    await register({
      name: 'Cy',
      email: 'cy@example.com',
      password: 'long-enough',
      c_password: 'long-enough',
    });
    const res = await register({ email: 'cy@example.com', password: 'short', c_password: 'short' });
    expect(res.statusCode).toBe(422);
    expect(res.json().errors).toEqual({
      name: ['The name field is required.'],
      email: ['The email has already been taken.'],
      password: ['The password field must be at least 8 characters.'],
    });
  });

  it('answers 422, not 500, for a body that is not an object', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/regis',
      headers: { 'content-type': 'application/json' },
      payload: '"just a string"',
    });
    expect(res.statusCode).toBe(422);
  });

  it('refuses a name of spaces alone (it was stored empty)', async () => {
    const res = await register({
      name: '   ',
      email: 'spaces@example.com',
      password: 'long-enough',
      c_password: 'long-enough',
    });
    expect(res.statusCode).toBe(422);
    expect(res.json().errors).toEqual({ name: ['The name field is required.'] });
  });

  it('refuses an invalid email address', async () => {
    const res = await register({
      name: 'X',
      email: 'not-an-email',
      password: 'long-enough',
      c_password: 'long-enough',
    });
    expect(res.statusCode).toBe(422);
    expect(res.json().errors.email).toEqual(['The email field must be a valid email address.']);
  });
});

describe('POST /api/login', () => {
  it('answers token and user for the right password, with any letter case in the email', async () => {
    const user = await t.createUser();
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/login',
      payload: { email: user.email.toUpperCase(), password: user.password },
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().user).toMatchObject({ id: user.id, email: user.email });
    expect(res.json().token).not.toBe(user.token);
  });

  it('answers 422 with the credentials message for a wrong password', async () => {
    const user = await t.createUser();
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/login',
      payload: { email: user.email, password: 'wrong-password' },
    });
    expect(res.statusCode).toBe(422);
    expect(res.json()).toEqual({
      message: 'These credentials do not match our records.',
      errors: { email: ['These credentials do not match our records.'] },
    });
  });

  it('answers 422 for an unknown email exactly like a wrong password', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/login',
      payload: { email: 'nobody@example.com', password: 'whatever-it-is' },
    });
    expect(res.statusCode).toBe(422);
    expect(res.json().message).toBe('These credentials do not match our records.');
  });

  it('answers 429 after too many guesses for an account from one address, right password included', async () => {
    const user = await t.createUser();
    for (let i = 0; i < 3; i += 1) {
      await t.app.inject({
        method: 'POST',
        url: '/api/login',
        remoteAddress: '10.0.0.1',
        payload: { email: user.email, password: 'wrong-password' },
      });
    }
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/login',
      remoteAddress: '10.0.0.1',
      payload: { email: user.email, password: user.password },
    });
    expect(res.statusCode).toBe(429);
    expect(res.json().message).toMatch(
      /^Too many login attempts\. Please try again in \d+ seconds\.$/,
    );
    // The same wait for programs, in the Retry-After header.
    const seconds = /in (\d+) seconds/.exec(res.json().message)?.[1];
    expect(res.headers['retry-after']).toBe(seconds);
  });

  it('lets the owner in from their own address while another address is locked out', async () => {
    const user = await t.createUser();
    for (let i = 0; i < 5; i += 1) {
      await t.app.inject({
        method: 'POST',
        url: '/api/login',
        remoteAddress: '10.0.0.66',
        payload: { email: user.email, password: 'wrong-password' },
      });
    }
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/login',
      remoteAddress: '10.0.0.9',
      payload: { email: user.email, password: user.password },
    });
    expect(res.statusCode).toBe(200);
  });

  it('answers 429 after too many failures from one address, for any account', async () => {
    const other = await t.createUser();
    for (let i = 0; i < 6; i += 1) {
      await t.app.inject({
        method: 'POST',
        url: '/api/login',
        remoteAddress: '10.9.9.9',
        payload: { email: `guess${i}@example.com`, password: 'wrong-password' },
      });
    }
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/login',
      remoteAddress: '10.9.9.9',
      payload: { email: other.email, password: other.password },
    });
    expect(res.statusCode).toBe(429);
  });

  it('refuses a deactivated account', async () => {
    const user = await t.createUser();
    await t.db.update(users).set({ active: false }).where(eq(users.id, user.id));
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/login',
      payload: { email: user.email, password: user.password },
    });
    expect(res.statusCode).toBe(422);
    expect(res.json().message).toBe('This account has been deactivated.');
  });
});

describe('GET /api/profile', () => {
  it('answers the signed-in user with its api key, the token and the service URL', async () => {
    const user = await t.createUser({ credits: '12.50' });
    const res = await user.inject({ method: 'GET', url: '/api/profile' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      token: user.token,
      user: { id: user.id, name: user.name, credits: 12.5 },
      service_url: 'http://shop.test',
    });
    expect(typeof res.json().user.api_key).toBe('string');
  });

  it('answers 401 without a token', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/profile' });
    expect(res.statusCode).toBe(401);
    expect(res.json()).toEqual({ message: 'Unauthenticated.' });
  });

  it('answers 401 for an unknown token', async () => {
    const res = await t.app.inject({
      method: 'GET',
      url: '/api/profile',
      headers: { authorization: 'Bearer this-token-was-never-issued-by-us-at-all' },
    });
    expect(res.statusCode).toBe(401);
  });

  it('stores only a hash of the token', async () => {
    const user = await t.createUser();
    const rows = await t.db.select().from(accessTokens).where(eq(accessTokens.userId, user.id));
    expect(rows).toHaveLength(1);
    expect(rows[0]?.tokenHash).not.toBe(user.token);
    expect(rows[0]?.tokenHash).toMatch(/^[0-9a-f]{64}$/);
  });
});

describe('POST /api/profile/api_key', () => {
  const accountInfo = (user: TestUser, apiKey: string) =>
    dhruRequest(t.app, { username: user.name, apiKey, action: 'accountinfo', ip: '10.6.0.1' });

  it('replaces the key: the old one no longer opens the reseller API, the new one does', async () => {
    const user = await t.createUser({ credits: '3.00' });
    const before = (await user.inject({ method: 'GET', url: '/api/profile' })).json().user.api_key;
    const audited = await theOneRowWrittenBy(t.db, () =>
      user.inject({ method: 'POST', url: '/api/profile/api_key' }),
    );
    expect(audited).toMatchObject({
      kind: 'user.api_key_regenerated',
      actorId: user.id,
      targetUserId: user.id,
    });
    const profile = (await user.inject({ method: 'GET', url: '/api/profile' })).json();
    expect(profile.user.api_key).not.toBe(before);
    expect((await accountInfo(user, before)).json().ERROR[0].MESSAGE).toBe('Authentication Failed');
    expect((await accountInfo(user, profile.user.api_key)).json().SUCCESS).toBeDefined();
  });

  it('answers the fresh profile and keeps the session', async () => {
    const user = await t.createUser();
    const res = await user.inject({ method: 'POST', url: '/api/profile/api_key' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ token: user.token, user: { id: user.id } });
    expect((await user.inject({ method: 'GET', url: '/api/profile' })).json().user.api_key).toBe(
      res.json().user.api_key,
    );
  });

  it('answers 401 without a token', async () => {
    const res = await t.app.inject({ method: 'POST', url: '/api/profile/api_key' });
    expect(res.statusCode).toBe(401);
  });
});

describe('POST /api/logout', () => {
  it('revokes the token', async () => {
    const user = await t.createUser();
    const out = await user.inject({ method: 'POST', url: '/api/logout' });
    expect(out.statusCode).toBe(204);
    const after = await user.inject({ method: 'GET', url: '/api/profile' });
    expect(after.statusCode).toBe(401);
  });

  it('answers 401 without a token', async () => {
    const res = await t.app.inject({ method: 'POST', url: '/api/logout' });
    expect(res.statusCode).toBe(401);
  });
});

describe('errors', () => {
  it('answers 404 with a message for an unknown API route', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/nothing-here' });
    expect(res.statusCode).toBe(404);
    expect(res.json().message).toMatch(/could not be found/);
  });

  it('answers 400 with a message for a body that is not JSON', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/login',
      headers: { 'content-type': 'application/json' },
      payload: '{"email":',
    });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ message: 'The request body is not valid JSON.' });
  });

  it('answers 413 for a body over the size limit', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/login',
      headers: { 'content-type': 'application/json' },
      payload: JSON.stringify({ email: 'a@b.c', password: 'x'.repeat(2 * 1024 * 1024) }),
    });
    expect(res.statusCode).toBe(413);
    expect(res.json()).toEqual({ message: 'The request is too large.' });
  });
});
