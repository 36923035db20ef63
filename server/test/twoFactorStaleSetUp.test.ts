import { eq } from 'drizzle-orm';
import { Secret, TOTP } from 'otpauth';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { users } from '../src/db/schema.js';
import { ConflictError } from '../src/domain/errors.js';
import { startTwoFactor } from '../src/domain/twoFactor.js';
import { createTestApp, type TestApp, type TestUser } from './helpers/testApp.js';

/**
 * A secret in use is replaced only by turning two-factor off first, which takes a code of it
 * (and is throttled). A set-up request reads the account's row when it starts; were two-factor
 * turned on by another request meanwhile, the set-up must not leave a secret waiting beside the
 * one in use, nor may a confirmation swap a waiting secret in over it.
 */
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const totpOf = (secret: string) =>
  new TOTP({ algorithm: 'SHA1', digits: 6, period: 30, secret: Secret.fromBase32(secret) });
const nextCode = (secret: string) => totpOf(secret).generate({ timestamp: Date.now() + 30_000 });

async function turnOn(user: TestUser): Promise<string> {
  const started = await user.inject({ method: 'POST', url: '/api/profile/2fa' });
  const secret = started.json().data.secret as string;
  const on = await user.inject({
    method: 'POST',
    url: '/api/profile/2fa/confirm',
    payload: { otp: totpOf(secret).generate() },
  });
  expect(on.statusCode).toBe(200);
  return secret;
}

const rowOf = async (user: TestUser) =>
  (await t.db.select().from(users).where(eq(users.id, user.id)))[0];

describe('a two-factor set-up racing the one that turns it on', () => {
  it('is refused when its request read the row before two-factor was turned on', async () => {
    const admin = await t.createUser({ admin: true });
    // The set-up request's authentication read the row while two-factor was still off…
    const staleRow = await rowOf(admin);
    if (!staleRow) throw new Error('no row');
    // …and meanwhile the owner turned it on.
    const secret = await turnOn(admin);

    await expect(startTwoFactor(t.db, staleRow, 'shop.test')).rejects.toBeInstanceOf(ConflictError);
    expect(await rowOf(admin)).toMatchObject({ totpSecret: secret, totpPendingSecret: null });
  });

  it('cannot swap a waiting secret in over the one in use', async () => {
    const admin = await t.createUser({ admin: true });
    const secret = await turnOn(admin);
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
