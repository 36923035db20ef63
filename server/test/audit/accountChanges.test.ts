import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bills, users } from '../../src/db/schema.js';
import { createTestApp, type TestApp, type TestUser } from '../helpers/testApp.js';
import { expectNoSecret, noRowWrittenBy, theOneRowWrittenBy } from './auditRows.js';

let t: TestApp;
let admin: TestUser;
beforeAll(async () => {
  t = await createTestApp();
  admin = await t.createUser({ admin: true });
});
afterAll(() => t.close());

const change = (userId: number, payload: Record<string, unknown>, by = admin) =>
  by.inject({
    method: 'PATCH',
    url: `/api/admin_users/${userId}`,
    payload,
    remoteAddress: '203.0.113.7',
  });

const account = async (id: number) => {
  const [row] = await t.db.select().from(users).where(eq(users.id, id));
  if (!row) throw new Error('no such user');
  return row;
};

describe('audit rows of account changes', () => {
  it('a created customer: who, from where, and the new account without its password', async () => {
    const row = await theOneRowWrittenBy(
      t.db,
      () =>
        admin.inject({
          method: 'POST',
          url: '/api/admin_users',
          remoteAddress: '203.0.113.7',
          payload: {
            name: 'New Customer',
            email: 'new.customer@example.com',
            password: 'a-long-password',
            c_password: 'a-long-password',
          },
        }),
      201,
    );
    const created = await account(row.targetUserId as number);
    expect(row).toMatchObject({
      actorId: admin.id,
      actorAddress: '203.0.113.7',
      kind: 'user.created',
      targetType: 'user',
      targetId: String(created.id),
      before: null,
      after: { name: 'New Customer', email: 'new.customer@example.com', admin: false },
    });
    expectNoSecret(row, ['a-long-password', created.passwordHash, created.apiKey]);
  });

  it('credits added: the bill, and the balance before and after', async () => {
    const customer = await t.createUser({ credits: '10.00' });
    const row = await theOneRowWrittenBy(t.db, () => change(customer.id, { credits: '50.25' }));
    const [bill] = await t.db.select().from(bills).where(eq(bills.userId, customer.id));
    expect(row).toMatchObject({
      kind: 'credits.added',
      targetType: 'bill',
      targetUserId: customer.id,
      before: { credits: '10.00' },
      after: { credits: '60.25' },
    });
    // The seeded top-up and this one: the row names the newer bill.
    expect(Number(row.targetId)).toBeGreaterThan(bill?.id ?? 0);
  });

  it('credits refused for a deactivated account: no row', async () => {
    const customer = await t.createUser();
    await t.db.update(users).set({ active: false }).where(eq(users.id, customer.id));
    await noRowWrittenBy(t.db, () => change(customer.id, { credits: '5' }), 422);
  });

  it('a regenerated api key: "regenerated", neither key', async () => {
    const customer = await t.createUser();
    const oldKey = (await account(customer.id)).apiKey;
    const row = await theOneRowWrittenBy(t.db, () => change(customer.id, { api_key: true }));
    expect(row).toMatchObject({
      kind: 'user.api_key_regenerated',
      targetUserId: customer.id,
      before: null,
      after: { api_key: 'regenerated' },
    });
    expectNoSecret(row, [oldKey, (await account(customer.id)).apiKey]);
  });

  it('changed credentials: only the fields that changed', async () => {
    const customer = await t.createUser({ name: 'Before Name', email: 'before.name@example.com' });
    const row = await theOneRowWrittenBy(t.db, () =>
      change(customer.id, { name: 'After Name', email: customer.email }),
    );
    expect(row).toMatchObject({
      kind: 'user.credentials_changed',
      before: { name: 'Before Name' },
      after: { name: 'After Name' },
    });
    expect(Object.keys(row.after ?? {})).toEqual(['name']);
  });

  it('credentials saved unchanged: no row', async () => {
    const customer = await t.createUser();
    await noRowWrittenBy(
      t.db,
      () => change(customer.id, { name: customer.name, email: customer.email }),
      200,
    );
  });

  it('credentials refused (email taken): no row', async () => {
    const customer = await t.createUser();
    const other = await t.createUser();
    await noRowWrittenBy(t.db, () => change(customer.id, { name: 'X', email: other.email }), 422);
  });

  it('a password changed by an admin: "changed", neither the password nor its hash', async () => {
    const customer = await t.createUser();
    const row = await theOneRowWrittenBy(t.db, () =>
      change(customer.id, { password: 'brand-new-secret', c_password: 'brand-new-secret' }),
    );
    expect(row).toMatchObject({
      actorId: admin.id,
      kind: 'user.password_changed',
      targetUserId: customer.id,
      after: { password: 'changed' },
    });
    expectNoSecret(row, ['brand-new-secret', (await account(customer.id)).passwordHash]);
  });

  it('the admin’s own password: the admin is both actor and target', async () => {
    const self = await t.createUser({ admin: true });
    const row = await theOneRowWrittenBy(t.db, () =>
      change(self.id, { password: 'my-own-new-one', c_password: 'my-own-new-one' }, self),
    );
    expect(row).toMatchObject({
      actorId: self.id,
      targetUserId: self.id,
      kind: 'user.password_changed',
    });
    expectNoSecret(row, ['my-own-new-one', (await account(self.id)).passwordHash]);
  });

  it('a deactivated account: active true → false; deactivating it again writes nothing', async () => {
    const customer = await t.createUser();
    const deactivate = () =>
      admin.inject({ method: 'DELETE', url: `/api/admin_users/${customer.id}` });
    const row = await theOneRowWrittenBy(t.db, deactivate);
    expect(row).toMatchObject({
      kind: 'user.deactivated',
      targetUserId: customer.id,
      before: { active: true },
      after: { active: false, api_key: 'regenerated' },
    });
    expectNoSecret(row, [(await account(customer.id)).apiKey]);
    await noRowWrittenBy(t.db, deactivate, 200);
  });

  it('deactivating oneself is refused: no row', async () => {
    await noRowWrittenBy(
      t.db,
      () => admin.inject({ method: 'DELETE', url: `/api/admin_users/${admin.id}` }),
      422,
    );
  });
});

describe('audit rows of canceled top-ups', () => {
  const topUp = async (customer: TestUser, credits: string) => {
    const res = await change(customer.id, { credits });
    return res.json().bill.id as number;
  };
  const cancel = (billId: number) =>
    admin.inject({
      method: 'PATCH',
      url: `/api/admin_bills/${billId}`,
      payload: { status: false },
    });

  it('a canceled top-up: status and balance before and after', async () => {
    const customer = await t.createUser();
    const billId = await topUp(customer, '30.00');
    const row = await theOneRowWrittenBy(t.db, () => cancel(billId));
    expect(row).toMatchObject({
      kind: 'bill.canceled',
      targetType: 'bill',
      targetId: String(billId),
      targetUserId: customer.id,
      before: { status: true, credits: '30.00' },
      after: { status: false, credits: '0.00' },
    });
  });

  it('cancelling credits taken off is credits given back, not a canceled top-up', async () => {
    const customer = await t.createUser({ credits: '20.00' });
    const billId = await topUp(customer, '-5.00');
    const row = await theOneRowWrittenBy(t.db, () => cancel(billId));
    expect(row).toMatchObject({
      kind: 'bill.given_back',
      targetType: 'bill',
      targetId: String(billId),
      targetUserId: customer.id,
      before: { status: true, credits: '15.00' },
      after: { status: false, credits: '20.00' },
    });
    const listed = await admin.inject({
      method: 'GET',
      url: `/api/audit_log?kind=bill.given_back&user_id=${customer.id}`,
    });
    expect(listed.statusCode).toBe(200);
    expect(listed.json().data).toMatchObject([
      { kind: 'bill.given_back', target_id: String(billId) },
    ]);
  });

  it('a cancel refused because the credits were spent, or twice: no row', async () => {
    const customer = await t.createUser();
    const billId = await topUp(customer, '30.00');
    await t.db.update(users).set({ credits: '0' }).where(eq(users.id, customer.id));
    await noRowWrittenBy(t.db, () => cancel(billId), 422);
    const other = await t.createUser();
    const second = await topUp(other, '5.00');
    await cancel(second);
    await noRowWrittenBy(t.db, () => cancel(second), 422);
  });
});
