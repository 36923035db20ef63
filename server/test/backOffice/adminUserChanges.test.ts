import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bills, creditLedger, users } from '../../src/db/schema.js';
import { ONE_CHANGE_AT_A_TIME } from '../../src/domain/backOffice/accountChanges.js';
import { ACCOUNT_DEACTIVATED } from '../../src/domain/backOffice/bills.js';
import { INVALID_RESET_LINK } from '../../src/domain/passwordResets.js';
import { issueToken } from '../../src/domain/tokens.js';
import { unbalancedUsers } from '../helpers/ledger.js';
import { resetLinkOf, resetWith } from '../helpers/resetLinks.js';
import { createTestApp, type TestApp, type TestUser } from '../helpers/testApp.js';

let t: TestApp;
let admin: TestUser;
beforeAll(async () => {
  t = await createTestApp();
  admin = await t.createUser({ admin: true });
});
afterAll(() => t.close());

const change = (userId: number, payload: Record<string, unknown>) =>
  admin.inject({ method: 'PATCH', url: `/api/admin_users/${userId}`, payload });

const apiKeyOf = async (userId: number) => {
  const [row] = await t.db.select({ apiKey: users.apiKey }).from(users).where(eq(users.id, userId));
  return row?.apiKey;
};

describe('PATCH /api/admin_users/{id} — one change at a time', () => {
  it.each([
    [{}],
    [{ api_key: true, credits: 5 }],
    [{ credits: 5, name: 'X', email: 'x@example.com' }],
    [{ name: 'X', password: 'long-enough', c_password: 'long-enough' }],
    [{ api_key: true, c_password: 'x' }],
  ])('refuses %j with 422 and changes nothing', async (payload) => {
    const customer = await t.createUser();
    const keyBefore = await apiKeyOf(customer.id);
    const res = await change(customer.id, payload);
    expect(res.statusCode).toBe(422);
    expect(res.json()).toEqual({
      message: ONE_CHANGE_AT_A_TIME,
      errors: { payload: [ONE_CHANGE_AT_A_TIME] },
    });
    expect(await apiKeyOf(customer.id)).toBe(keyBefore);
    const detail = await admin.inject({ method: 'GET', url: `/api/admin_users/${customer.id}` });
    expect(detail.json().data.credits).toBe(0);
  });

  it('answers 404 for an unknown user', async () => {
    const res = await change(999999, { api_key: true });
    expect(res.statusCode).toBe(404);
  });
});

describe('PATCH /api/admin_users/{id} {api_key: true}', () => {
  it('replaces the api key and answers the new one', async () => {
    const customer = await t.createUser();
    const before = await apiKeyOf(customer.id);
    const res = await change(customer.id, { api_key: true });
    expect(res.statusCode).toBe(200);
    const after = await apiKeyOf(customer.id);
    expect(after).not.toBe(before);
    expect(res.json().data.api_key).toBe(after);
    expect(res.json().message).toMatch(/old one no longer works/);
  });

  it('refuses api_key other than true', async () => {
    const customer = await t.createUser();
    const res = await change(customer.id, { api_key: 'yes' });
    expect(res.statusCode).toBe(422);
    expect(res.json().errors).toEqual({ api_key: ['The api key field must be true.'] });
  });
});

describe('PATCH /api/admin_users/{id} {credits}', () => {
  it('adds the credits, writes a success bill by the admin and a top-up ledger row', async () => {
    const customer = await t.createUser({ credits: '10.00' });
    const res = await change(customer.id, { credits: '50.25' });
    expect(res.statusCode).toBe(200);
    expect(res.json().data.credits).toBe(60.25);
    expect(res.json().bill).toMatchObject({
      amount: 50.25,
      status: true,
      user_id: customer.id,
      created_by: admin.id,
    });
    const billId = res.json().bill.id;
    const [bill] = await t.db.select().from(bills).where(eq(bills.id, billId));
    expect(bill).toMatchObject({ amount: '50.25', status: true, createdBy: admin.id });
    const ledger = await t.db
      .select()
      .from(creditLedger)
      .where(and(eq(creditLedger.userId, customer.id), eq(creditLedger.billId, billId)));
    expect(ledger).toMatchObject([
      { delta: '50.25', balanceAfter: '60.25', kind: 'top_up', actorId: admin.id },
    ]);
    expect(await unbalancedUsers(t.db)).toEqual([]);
  });

  it.each<[unknown, string]>([
    [0, 'The credits field must not be 0.'],
    ['-0.00', 'The credits field must not be 0.'],
    ['', 'The credits field is required.'],
    [null, 'The credits field is required.'],
    ['abc', 'The credits field must be a number.'],
    [1.005, 'The credits field must have at most 2 decimal places.'],
    ...['+5', '5.', '.5', '1e2', '0x1A'].map((credits): [unknown, string] => [
      credits,
      'The credits field must be a plain number, such as 12.50.',
    ]),
    [1_000_001, 'The credits field must not be greater than 1000000.'],
    [-1_000_001, 'The credits field must not be less than -1000000.'],
    [-1.005, 'The credits field must have at most 2 decimal places.'],
    ['--5', 'The credits field must be a number.'],
    ...['-.5', '-5.', '-1e2'].map((credits): [unknown, string] => [
      credits,
      'The credits field must be a plain number, such as 12.50.',
    ]),
  ])('refuses credits %j: %s', async (credits, message) => {
    const customer = await t.createUser();
    const res = await change(customer.id, { credits });
    expect(res.statusCode).toBe(422);
    expect(res.json().errors).toEqual({ credits: [message] });
    expect(await t.db.select().from(bills).where(eq(bills.userId, customer.id))).toEqual([]);
    expect(await unbalancedUsers(t.db)).toEqual([]);
  });

  it('refuses credits for a deactivated account', async () => {
    const customer = await t.createUser();
    await admin.inject({ method: 'DELETE', url: `/api/admin_users/${customer.id}` });
    const res = await change(customer.id, { credits: 5 });
    expect(res.statusCode).toBe(422);
    expect(res.json().errors).toEqual({ credits: [ACCOUNT_DEACTIVATED] });
    expect(await unbalancedUsers(t.db)).toEqual([]);
  });

  it('adds every one of many simultaneous top-ups exactly once', async () => {
    const customer = await t.createUser();
    const results = await Promise.all(
      Array.from({ length: 8 }, () => change(customer.id, { credits: 2.5 })),
    );
    expect(results.map((r) => r.statusCode)).toEqual(Array(8).fill(200));
    const detail = await admin.inject({ method: 'GET', url: `/api/admin_users/${customer.id}` });
    expect(detail.json().data).toMatchObject({ credits: 20, bills_count: 8 });
    expect(await unbalancedUsers(t.db)).toEqual([]);
  });
});

describe('PATCH /api/admin_users/{id} {name, email}', () => {
  it('changes name and email; the user signs in with the new email', async () => {
    const customer = await t.createUser();
    const res = await change(customer.id, { name: ' Dora ', email: 'Dora.New@Example.com' });
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toMatchObject({ name: 'Dora', email: 'dora.new@example.com' });
    const login = await t.app.inject({
      method: 'POST',
      url: '/api/login',
      payload: { email: 'dora.new@example.com', password: customer.password },
    });
    expect(login.statusCode).toBe(200);
  });

  it('keeps the same email when only the name changes', async () => {
    const customer = await t.createUser();
    const res = await change(customer.id, { name: 'Only name', email: customer.email });
    expect(res.statusCode).toBe(200);
  });

  it('ends the reset links mailed to the old address, and keeps them when only the name changes', async () => {
    const renamed = await t.createUser();
    const kept = await resetLinkOf(t.db, renamed.id);
    await change(renamed.id, { name: 'Renamed', email: renamed.email });
    expect((await resetWith(t.app, kept)).statusCode).toBe(200);

    const moved = await t.createUser();
    const ended = await resetLinkOf(t.db, moved.id);
    await change(moved.id, { name: 'Moved', email: `moved.${moved.id}@example.com` });
    expect((await resetWith(t.app, ended)).json().errors).toEqual({ token: [INVALID_RESET_LINK] });
  });

  it('refuses an email another account has', async () => {
    const customer = await t.createUser();
    const res = await change(customer.id, { name: 'X', email: admin.email });
    expect(res.statusCode).toBe(422);
    expect(res.json().errors).toEqual({ email: ['The email has already been taken.'] });
  });

  it('gives an email to one of two accounts asking for it at once, and a 422 to the other', async () => {
    const first = await t.createUser();
    const second = await t.createUser();
    const wanted = { name: 'Same', email: `same.${Date.now()}@example.com` };
    const results = await Promise.all([change(first.id, wanted), change(second.id, wanted)]);
    expect(results.map((r) => r.statusCode).sort()).toEqual([200, 422]);
    const refused = results.find((r) => r.statusCode === 422);
    expect(refused?.json().errors).toEqual({ email: ['The email has already been taken.'] });
  });

  it('refuses a blank name, a missing email and a malformed one', async () => {
    const customer = await t.createUser();
    const missing = await change(customer.id, { name: ' ' });
    expect(missing.json().errors).toEqual({
      name: ['The name field is required.'],
      email: ['The email field is required.'],
    });
    const malformed = await change(customer.id, { name: 'X', email: 'no-at-sign' });
    expect(malformed.statusCode).toBe(422);
    expect(malformed.json().errors).toEqual({
      email: ['The email field must be a valid email address.'],
    });
  });

  it('refuses an address the sign-up and reset forms would refuse (it was stored)', async () => {
    const customer = await t.createUser();
    const res = await change(customer.id, { name: 'X', email: '\u00fc\u0007@ex\u00e4mple.com' });
    expect(res.statusCode).toBe(422);
    expect(res.json().errors).toEqual({
      email: ['The email field must be a valid email address.'],
    });
  });
});

describe('PATCH /api/admin_users/{id} {password, c_password}', () => {
  it('changes the password and signs the user out everywhere', async () => {
    const customer = await t.createUser();
    const res = await change(customer.id, {
      password: 'brand-new-pass',
      c_password: 'brand-new-pass',
    });
    expect(res.statusCode).toBe(200);
    expect((await customer.inject({ method: 'GET', url: '/api/profile' })).statusCode).toBe(401);
    const oldLogin = await t.app.inject({
      method: 'POST',
      url: '/api/login',
      payload: { email: customer.email, password: customer.password },
    });
    expect(oldLogin.statusCode).toBe(422);
    const newLogin = await t.app.inject({
      method: 'POST',
      url: '/api/login',
      payload: { email: customer.email, password: 'brand-new-pass' },
    });
    expect(newLogin.statusCode).toBe(200);
  });

  it('ends the reset links already mailed to the user', async () => {
    const customer = await t.createUser();
    const link = await resetLinkOf(t.db, customer.id);
    await change(customer.id, { password: 'brand-new-pass', c_password: 'brand-new-pass' });
    expect((await resetWith(t.app, link)).json().errors).toEqual({ token: [INVALID_RESET_LINK] });
  });

  it("keeps the admin's own session when the admin changes their own password", async () => {
    const self = await t.createUser({ admin: true });
    const otherSession = await issueToken(t.db, self.id);
    const res = await self.inject({
      method: 'PATCH',
      url: `/api/admin_users/${self.id}`,
      payload: { password: 'brand-new-pass', c_password: 'brand-new-pass' },
    });
    expect(res.statusCode).toBe(200);
    expect((await self.inject({ method: 'GET', url: '/api/profile' })).statusCode).toBe(200);
    const other = await t.app.inject({
      method: 'GET',
      url: '/api/profile',
      headers: { authorization: `Bearer ${otherSession}` },
    });
    expect(other.statusCode).toBe(401);
  });

  it('refuses a short password and a confirmation that does not match', async () => {
    const customer = await t.createUser();
    const res = await change(customer.id, { password: 'short', c_password: 'other' });
    expect(res.statusCode).toBe(422);
    expect(res.json().errors).toEqual({
      password: ['The password field must be at least 8 characters.'],
      c_password: ['The password confirmation does not match.'],
    });
    expect((await customer.inject({ method: 'GET', url: '/api/profile' })).statusCode).toBe(200);
  });

  it('refuses a missing confirmation', async () => {
    const customer = await t.createUser();
    const res = await change(customer.id, { password: 'long-enough' });
    expect(res.statusCode).toBe(422);
    expect(res.json().errors).toEqual({
      c_password: ['The password confirmation field is required.'],
    });
  });
});
