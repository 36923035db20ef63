import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { users } from '../src/db/schema.js';
import { ensureAdmin } from '../src/domain/adminAccount.js';
import { INVALID_RESET_LINK } from '../src/domain/passwordResets.js';
import { resetLinkOf, resetWith } from './helpers/resetLinks.js';
import { createTestApp, type TestApp, type TestUser } from './helpers/testApp.js';

/**
 * ADMIN_EMAIL and `npm run create-admin` make sure an admin exists (ensureAdmin). Registration
 * does not prove an address, so the account already under it may be someone else's.
 */
let t: TestApp;
let address = 0;

beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const adminList = (user: TestUser) => user.inject({ method: 'GET', url: '/api/admin_users' });

const signIn = (email: string, password: string) => {
  address += 1;
  return t.app.inject({
    method: 'POST',
    url: '/api/login',
    payload: { email, password },
    remoteAddress: `10.7.0.${address}`,
  });
};

const rowOf = async (id: number) => {
  const [row] = await t.db.select().from(users).where(eq(users.id, id));
  if (!row) throw new Error(`no user ${id}`);
  return row;
};

describe('ensureAdmin', () => {
  it('creates the admin when no account has the address', async () => {
    const email = `new.admin.${Date.now()}@example.com`;
    const { user, outcome } = await ensureAdmin(t.db, { email, password: 'admin-password' });
    expect(outcome).toBe('created');
    expect(user).toMatchObject({ email, admin: true, active: true });
    expect((await signIn(email, 'admin-password')).statusCode).toBe(200);
  });

  it('takes over a customer account registered with the address first: its session, reset links, API key and two-factor sign-in no longer work', async () => {
    const squatter = await t.createUser();
    await t.db
      .update(users)
      .set({ totpSecret: 'JBSWY3DPEHPK3PXPJBSWY3DPEHPK3PXP', totpEnabledAt: sql`now()` })
      .where(eq(users.id, squatter.id));
    const link = await resetLinkOf(t.db, squatter.id);
    const before = await rowOf(squatter.id);
    expect((await adminList(squatter)).statusCode).toBe(403);

    const { outcome } = await ensureAdmin(t.db, {
      email: squatter.email,
      password: 'the-operators-password',
    });

    expect(outcome).toBe('promoted');
    expect((await adminList(squatter)).statusCode).toBe(401);
    const after = await rowOf(squatter.id);
    expect(after).toMatchObject({ admin: true, active: true, totpSecret: null });
    expect(after.apiKey).not.toBe(before.apiKey);
    const reset = await resetWith(t.app, link);
    expect(reset.statusCode).toBe(422);
    expect(reset.json().errors).toEqual({ token: [INVALID_RESET_LINK] });
    // The operator signs in with the password alone: no second factor of the former holder's.
    const operator = await signIn(squatter.email, 'the-operators-password');
    expect(operator.statusCode).toBe(200);
    expect(operator.json().user).toMatchObject({ id: squatter.id, admin: true });
  });

  it('keeps the sessions of an admin whose password stays the same (every restart)', async () => {
    const email = `steady.admin.${Date.now()}@example.com`;
    await ensureAdmin(t.db, { email, password: 'steady-password' });
    const signedIn = (await signIn(email, 'steady-password')).json();
    const { updatedAt } = await rowOf(signedIn.user.id);

    const { outcome } = await ensureAdmin(t.db, { email, password: 'steady-password' });

    expect(outcome).toBe('unchanged');
    const list = await t.app.inject({
      method: 'GET',
      url: '/api/admin_users',
      headers: { authorization: `Bearer ${signedIn.token}` },
    });
    expect(list.statusCode).toBe(200);
    expect((await rowOf(signedIn.user.id)).updatedAt).toEqual(updatedAt);
  });

  it('signs an admin out everywhere, reset links included, when the password changes', async () => {
    const admin = await t.createUser({ admin: true });
    const link = await resetLinkOf(t.db, admin.id);

    const { outcome } = await ensureAdmin(t.db, { email: admin.email, password: 'a-new-password' });

    expect(outcome).toBe('password changed');
    expect((await adminList(admin)).statusCode).toBe(401);
    expect((await resetWith(t.app, link)).json().errors).toEqual({ token: [INVALID_RESET_LINK] });
    expect((await signIn(admin.email, admin.password)).statusCode).toBe(422);
    expect((await signIn(admin.email, 'a-new-password')).statusCode).toBe(200);
  });
});
