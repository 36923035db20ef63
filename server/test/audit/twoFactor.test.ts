import { eq } from 'drizzle-orm';
import { Secret, TOTP } from 'otpauth';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { users } from '../../src/db/schema.js';
import { RESET_OWN_TWO_FACTOR } from '../../src/domain/twoFactor.js';
import { createTestApp, type TestApp, type TestUser } from '../helpers/testApp.js';
import { expectNoSecret, noRowWrittenBy, theOneRowWrittenBy } from './auditRows.js';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const totpOf = (secret: string) =>
  new TOTP({ algorithm: 'SHA1', digits: 6, period: 30, secret: Secret.fromBase32(secret) });

/** Lets the next accepted code be of any step again (tests need several in one step). */
const forgetUsedCodes = (user: TestUser) =>
  t.db.update(users).set({ totpLastStep: null }).where(eq(users.id, user.id));

async function startSetUp(admin: TestUser): Promise<string> {
  const started = await admin.inject({ method: 'POST', url: '/api/profile/2fa' });
  return started.json().data.secret as string;
}

async function adminWithTwoFactor() {
  const admin = await t.createUser({ admin: true });
  const secret = await startSetUp(admin);
  await admin.inject({
    method: 'POST',
    url: '/api/profile/2fa/confirm',
    payload: { otp: totpOf(secret).generate() },
  });
  await forgetUsedCodes(admin);
  return { admin, secret };
}

describe('audit rows of two-factor sign-in', () => {
  it('turned on by oneself: off → on, neither the secret nor a recovery code', async () => {
    const admin = await t.createUser({ admin: true });
    const secret = await startSetUp(admin);
    let codes: string[] = [];
    const row = await theOneRowWrittenBy(t.db, async () => {
      const res = await admin.inject({
        method: 'POST',
        url: '/api/profile/2fa/confirm',
        payload: { otp: totpOf(secret).generate() },
      });
      codes = res.json().data.recovery_codes;
      return res;
    });
    expect(row).toMatchObject({
      actorId: admin.id,
      kind: 'user.two_factor_enabled',
      targetUserId: admin.id,
      before: { two_factor: 'off' },
      after: { two_factor: 'on' },
    });
    expect(codes).toHaveLength(10);
    expectNoSecret(row, [secret, ...codes]);
  });

  it('a wrong first code turns nothing on: no row', async () => {
    const admin = await t.createUser({ admin: true });
    const secret = await startSetUp(admin);
    const wrong = totpOf(secret).generate() === '000000' ? '111111' : '000000';
    await noRowWrittenBy(
      t.db,
      () =>
        admin.inject({ method: 'POST', url: '/api/profile/2fa/confirm', payload: { otp: wrong } }),
      422,
    );
  });

  it('turned off by oneself with a code: on → off; a wrong code writes nothing', async () => {
    const { admin, secret } = await adminWithTwoFactor();
    const off = (otp: string) =>
      admin.inject({ method: 'DELETE', url: '/api/profile/2fa', payload: { otp } });
    await noRowWrittenBy(t.db, () => off('999999'), 422);
    const row = await theOneRowWrittenBy(t.db, () => off(totpOf(secret).generate()), 204);
    expect(row).toMatchObject({
      kind: 'user.two_factor_disabled',
      actorId: admin.id,
      targetUserId: admin.id,
      before: { two_factor: 'on' },
      after: { two_factor: 'off' },
    });
    expectNoSecret(row, [secret]);
  });

  it('reset by another admin: the other admin is the actor', async () => {
    const { admin } = await adminWithTwoFactor();
    const other = await t.createUser({ admin: true });
    const reset = () => other.inject({ method: 'DELETE', url: `/api/admin_users/${admin.id}/2fa` });
    const row = await theOneRowWrittenBy(t.db, reset, 204);
    expect(row).toMatchObject({
      kind: 'user.two_factor_reset',
      actorId: other.id,
      targetUserId: admin.id,
      before: { two_factor: 'on' },
      after: { two_factor: 'off' },
    });
    await noRowWrittenBy(t.db, reset, 204);
  });

  it('one’s own reset is refused (it takes a code in My Profile): no row, still on', async () => {
    const { admin } = await adminWithTwoFactor();
    await noRowWrittenBy(
      t.db,
      () => admin.inject({ method: 'DELETE', url: `/api/admin_users/${admin.id}/2fa` }),
      422,
    );
    const [row] = await t.db.select().from(users).where(eq(users.id, admin.id));
    expect(row?.totpSecret).not.toBeNull();
    const res = await admin.inject({ method: 'DELETE', url: `/api/admin_users/${admin.id}/2fa` });
    expect(res.json()).toEqual({
      message: RESET_OWN_TWO_FACTOR,
      errors: { user: [RESET_OWN_TWO_FACTOR] },
    });
  });

  it('a reset of an unknown account is a 404', async () => {
    const other = await t.createUser({ admin: true });
    await noRowWrittenBy(
      t.db,
      () => other.inject({ method: 'DELETE', url: '/api/admin_users/999999/2fa' }),
      404,
    );
  });
});
