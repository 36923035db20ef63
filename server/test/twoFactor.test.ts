import { eq } from 'drizzle-orm';
import { Secret, TOTP } from 'otpauth';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { users } from '../src/db/schema.js';
import { ConflictError } from '../src/domain/errors.js';
import { SIGN_IN_CODE_LIMITS, startTwoFactor } from '../src/domain/twoFactor.js';
import { createTestApp, type TestApp, type TestUser } from './helpers/testApp.js';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ loginMaxFailures: 3, loginMaxFailuresPerAddress: 1000 });
});
afterAll(() => t.close());

const totpOf = (secret: string) =>
  new TOTP({ algorithm: 'SHA1', digits: 6, period: 30, secret: Secret.fromBase32(secret) });

/** A code of the next 30-second step: accepted, and newer than any code used so far. */
const nextCode = (secret: string) => totpOf(secret).generate({ timestamp: Date.now() + 30_000 });

const login = (user: TestUser, otp?: string, remoteAddress = '127.0.0.1') =>
  t.app.inject({
    method: 'POST',
    url: '/api/login',
    remoteAddress,
    payload: { email: user.email, password: user.password, ...(otp === undefined ? {} : { otp }) },
  });

/** GET /api/profile with this bearer token: 200 while the session lives, 401 once it ended. */
const profileStatus = async (token: string) =>
  (
    await t.app.inject({
      method: 'GET',
      url: '/api/profile',
      headers: { authorization: `Bearer ${token}` },
    })
  ).statusCode;

/** Lets the next accepted code be of any step again (tests need several in one step). */
const forgetUsedCodes = (user: TestUser) =>
  t.db.update(users).set({ totpLastStep: null }).where(eq(users.id, user.id));

/** An admin with two-factor sign-in turned on; returns the secret and recovery codes. */
async function adminWithTwoFactor() {
  const admin = await t.createUser({ admin: true });
  const started = await admin.inject({ method: 'POST', url: '/api/profile/2fa' });
  const secret = started.json().data.secret as string;
  const confirmed = await admin.inject({
    method: 'POST',
    url: '/api/profile/2fa/confirm',
    payload: { otp: totpOf(secret).generate() },
  });
  await forgetUsedCodes(admin);
  return { admin, secret, recoveryCodes: confirmed.json().data.recovery_codes as string[] };
}

describe('turning two-factor sign-in on', () => {
  it('hands out a secret and an otpauth URL, then turns on with a first code', async () => {
    const admin = await t.createUser({ admin: true });
    const started = await admin.inject({ method: 'POST', url: '/api/profile/2fa' });
    expect(started.statusCode).toBe(200);
    const { secret, otpauth_url } = started.json().data;
    expect(secret).toMatch(/^[A-Z2-7]{32}$/);
    expect(otpauth_url).toMatch(
      /^otpauth:\/\/totp\/.*secret=[A-Z2-7]+.*algorithm=SHA1&digits=6&period=30/,
    );

    const wrong = await admin.inject({
      method: 'POST',
      url: '/api/profile/2fa/confirm',
      payload: { otp: '000000' === totpOf(secret).generate() ? '111111' : '000000' },
    });
    expect(wrong.statusCode).toBe(422);
    expect(wrong.json().errors.otp).toEqual(['The code is not valid.']);

    const confirmed = await admin.inject({
      method: 'POST',
      url: '/api/profile/2fa/confirm',
      payload: { otp: totpOf(secret).generate() },
    });
    expect(confirmed.statusCode).toBe(200);
    const codes = confirmed.json().data.recovery_codes as string[];
    expect(codes).toHaveLength(10);
    expect(new Set(codes).size).toBe(10);
    const profile = await admin.inject({ method: 'GET', url: '/api/profile' });
    expect(profile.json().user.two_factor).toBe(true);
  });

  it('signs the account out of its other sessions, those signed in with the password alone', async () => {
    const admin = await t.createUser({ admin: true });
    // Someone who phished the password signed in before the owner turned two-factor on.
    const other = await login(admin, undefined, '10.0.1.1');
    const otherToken = other.json().token as string;
    const started = await admin.inject({ method: 'POST', url: '/api/profile/2fa' });
    const confirmed = await admin.inject({
      method: 'POST',
      url: '/api/profile/2fa/confirm',
      payload: { otp: totpOf(started.json().data.secret).generate() },
    });
    expect(confirmed.statusCode).toBe(200);
    expect(await profileStatus(otherToken)).toBe(401);
  });

  it('keeps the session that turned it on', async () => {
    const admin = await t.createUser({ admin: true });
    const started = await admin.inject({ method: 'POST', url: '/api/profile/2fa' });
    await admin.inject({
      method: 'POST',
      url: '/api/profile/2fa/confirm',
      payload: { otp: totpOf(started.json().data.secret).generate() },
    });
    const profile = await admin.inject({ method: 'GET', url: '/api/profile' });
    expect(profile.statusCode).toBe(200);
    expect(profile.json().user.two_factor).toBe(true);
  });

  it('is for admins: a customer is refused', async () => {
    const customer = await t.createUser();
    const res = await customer.inject({ method: 'POST', url: '/api/profile/2fa' });
    expect(res.statusCode).toBe(403);
  });
});

describe('signing in with two-factor sign-in on', () => {
  it('asks for the code when the password is right and no code is sent', async () => {
    const { admin } = await adminWithTwoFactor();
    const res = await login(admin);
    expect(res.statusCode).toBe(422);
    expect(res.json()).toEqual({
      message: 'Enter the 6-digit code from your authenticator app.',
      errors: { otp: ['Enter the 6-digit code from your authenticator app.'] },
    });
  });

  it('refuses a wrong code and accepts the right one, once', async () => {
    const { admin, secret } = await adminWithTwoFactor();
    const code = nextCode(secret);
    const wrong = await login(admin, code === '123456' ? '654321' : '123456', '10.1.0.1');
    expect(wrong.statusCode).toBe(422);
    expect(wrong.json().errors.otp).toEqual(['The code is not valid.']);
    expect((await login(admin, code, '10.1.0.1')).statusCode).toBe(200);
    const replayed = await login(admin, code, '10.1.0.2');
    expect(replayed.statusCode).toBe(422);
    expect(replayed.json().errors.otp).toEqual(['The code is not valid.']);
  });

  it('accepts each recovery code once', async () => {
    const { admin, recoveryCodes } = await adminWithTwoFactor();
    const code = recoveryCodes[0] ?? '';
    expect((await login(admin, code.toUpperCase(), '10.2.0.1')).statusCode).toBe(200);
    expect((await login(admin, code, '10.2.0.2')).statusCode).toBe(422);
  });

  it('counts wrong codes with the sign-in throttle', async () => {
    const { admin, secret } = await adminWithTwoFactor();
    for (let i = 0; i < 3; i += 1) await login(admin, '000000', '10.3.0.1');
    expect((await login(admin, nextCode(secret), '10.3.0.1')).statusCode).toBe(429);
  });

  it('checks at most ten codes per account in 15 minutes, from however many networks', async () => {
    const { admin, secret } = await adminWithTwoFactor();
    // Each try from an IPv6 network of its own: the per-address throttles never fill.
    const fromNetwork = (n: number, otp: string) =>
      login(admin, otp, `2001:db8:${n.toString(16)}::1`);
    for (let n = 0; n < SIGN_IN_CODE_LIMITS.perAccount; n += 1) {
      expect((await fromNetwork(n, '000000')).statusCode).toBe(422);
    }
    const refused = await fromNetwork(100, nextCode(secret));
    expect(refused.statusCode).toBe(429);
    expect(refused.json().message).toMatch(
      /^Too many codes tried\. Please try again in \d+ seconds\.$/,
    );
  });

  it('forgives the wrong codes of an account once a right one signs in', async () => {
    const { admin, secret } = await adminWithTwoFactor();
    const fromNetwork = (n: number, otp: string) => login(admin, otp, `2001:db8:1${n}::1`);
    for (let n = 0; n < SIGN_IN_CODE_LIMITS.perAccount - 1; n += 1) await fromNetwork(n, '000000');
    expect((await fromNetwork(50, nextCode(secret))).statusCode).toBe(200);
    await forgetUsedCodes(admin);
    for (let n = 60; n < 60 + SIGN_IN_CODE_LIMITS.perAccount - 1; n += 1) {
      expect((await fromNetwork(n, '000000')).statusCode).toBe(422);
    }
  });
});

describe('turning two-factor sign-in off', () => {
  it('needs a valid code of the admin', async () => {
    const { admin, secret } = await adminWithTwoFactor();
    const refused = await admin.inject({
      method: 'DELETE',
      url: '/api/profile/2fa',
      payload: { otp: '999999' === nextCode(secret) ? '999998' : '999999' },
    });
    expect(refused.statusCode).toBe(422);
    const done = await admin.inject({
      method: 'DELETE',
      url: '/api/profile/2fa',
      payload: { otp: nextCode(secret) },
    });
    expect(done.statusCode).toBe(204);
    expect((await login(admin, undefined, '10.4.0.1')).statusCode).toBe(200);
  });

  it('refuses every code, the right one too, after five wrong ones (429), and says when to try again', async () => {
    const { admin, secret } = await adminWithTwoFactor();
    const valid = [-30_000, 0, 30_000].map((shift) =>
      totpOf(secret).generate({ timestamp: Date.now() + shift }),
    );
    const wrong = ['111111', '222222', '333333', '444444'].find((code) => !valid.includes(code));
    const turnOff = (otp: string) =>
      admin.inject({ method: 'DELETE', url: '/api/profile/2fa', payload: { otp } });
    for (let i = 0; i < 5; i += 1) expect((await turnOff(wrong ?? '555555')).statusCode).toBe(422);
    const refused = await turnOff(nextCode(secret));
    expect(refused.statusCode).toBe(429);
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
    expect(refused.json().message).toMatch(
      /^Too many codes tried\. Please try again in \d+ seconds\.$/,
    );
    // Two-factor sign-in is still on.
    expect((await login(admin, undefined, '10.4.1.1')).statusCode).toBe(422);
  });

  it('can be done by another admin', async () => {
    const { admin } = await adminWithTwoFactor();
    const other = await t.createUser({ admin: true });
    const reset = await other.inject({ method: 'DELETE', url: `/api/admin_users/${admin.id}/2fa` });
    expect(reset.statusCode).toBe(204);
    expect((await login(admin, undefined, '10.5.0.1')).statusCode).toBe(200);
  });

  it('signs the account out of every session when another admin resets it', async () => {
    const { admin, secret } = await adminWithTwoFactor();
    // A session signed in with both factors, say on the phone that was lost.
    const onPhone = (await login(admin, nextCode(secret), '10.5.1.1')).json().token as string;
    const other = await t.createUser({ admin: true });
    const reset = await other.inject({ method: 'DELETE', url: `/api/admin_users/${admin.id}/2fa` });
    expect(reset.statusCode).toBe(204);
    expect(await profileStatus(onPhone)).toBe(401);
    expect(await profileStatus(admin.token)).toBe(401);
    expect(await profileStatus(other.token)).toBe(200);
  });

  it('is not another customer’s to do', async () => {
    const { admin } = await adminWithTwoFactor();
    const customer = await t.createUser();
    const res = await customer.inject({
      method: 'DELETE',
      url: `/api/admin_users/${admin.id}/2fa`,
    });
    expect(res.statusCode).toBe(403);
  });
});

describe('REQUIRE_ADMIN_2FA', () => {
  let strict: TestApp;
  beforeAll(async () => {
    strict = await createTestApp({ adminTwoFactorRequired: true });
  });
  afterAll(() => strict.close());

  it('keeps an admin without it to the profile and the set-up', async () => {
    const admin = await strict.createUser({ admin: true });
    const profile = await admin.inject({ method: 'GET', url: '/api/profile' });
    expect(profile.statusCode).toBe(200);
    expect(profile.json().two_factor_required).toBe(true);
    const screen = await admin.inject({ method: 'GET', url: '/api/categories' });
    expect(screen.statusCode).toBe(403);
    expect(screen.json().message).toBe('Turn on two-factor sign-in in My Profile first.');
    expect((await admin.inject({ method: 'GET', url: '/api/orders' })).statusCode).toBe(403);
    expect((await admin.inject({ method: 'POST', url: '/api/profile/2fa' })).statusCode).toBe(200);
  });

  it('lets the admin in everywhere once it is on', async () => {
    const admin = await strict.createUser({ admin: true });
    const started = await admin.inject({ method: 'POST', url: '/api/profile/2fa' });
    await admin.inject({
      method: 'POST',
      url: '/api/profile/2fa/confirm',
      payload: { otp: totpOf(started.json().data.secret).generate() },
    });
    expect((await admin.inject({ method: 'GET', url: '/api/categories' })).statusCode).toBe(200);
  });

  it('leaves customers alone', async () => {
    const customer = await strict.createUser();
    expect((await customer.inject({ method: 'GET', url: '/api/orders' })).statusCode).toBe(200);
  });
});

/**
 * A secret in use is replaced only by turning two-factor off first, which takes a code of it. A
 * set-up request reads the account's row when it starts; were two-factor turned on by another
 * request meanwhile, the set-up must leave no secret waiting beside the one in use, nor may a
 * confirmation swap a waiting secret in over it.
 */
describe('a two-factor set-up racing the one that turns it on', () => {
  const rowOf = async (user: TestUser) =>
    (await t.db.select().from(users).where(eq(users.id, user.id)))[0];

  it('is refused when its request read the row before two-factor was turned on', async () => {
    const admin = await t.createUser({ admin: true });
    const staleRow = await rowOf(admin);
    if (!staleRow) throw new Error('no row');
    const started = await admin.inject({ method: 'POST', url: '/api/profile/2fa' });
    const secret = started.json().data.secret as string;
    await admin.inject({
      method: 'POST',
      url: '/api/profile/2fa/confirm',
      payload: { otp: totpOf(secret).generate() },
    });

    await expect(startTwoFactor(t.db, staleRow, 'shop.test')).rejects.toBeInstanceOf(ConflictError);
    expect(await rowOf(admin)).toMatchObject({ totpSecret: secret, totpPendingSecret: null });
  });

  it('cannot swap a waiting secret in over the one in use', async () => {
    const { admin, secret } = await adminWithTwoFactor();
    // A secret left waiting beside the one in use (as the race above could leave one before).
    const waiting = new Secret({ size: 20 }).base32;
    await t.db.update(users).set({ totpPendingSecret: waiting }).where(eq(users.id, admin.id));

    const swap = await admin.inject({
      method: 'POST',
      url: '/api/profile/2fa/confirm',
      payload: { otp: nextCode(waiting) },
    });
    expect(swap.statusCode).toBe(409);
    expect(swap.json().message).toBe('Two-factor sign-in is already on.');
    expect((await rowOf(admin))?.totpSecret).toBe(secret);
  });
});
