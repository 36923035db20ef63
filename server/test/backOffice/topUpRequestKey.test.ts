import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog, bills, creditLedger } from '../../src/db/schema.js';
import { CREDITS_ALREADY_ADDED } from '../../src/domain/backOffice/accountChanges.js';
import { REQUEST_KEY_REUSED } from '../../src/domain/backOffice/bills.js';
import { unbalancedUsers } from '../helpers/ledger.js';
import { createTestApp, type TestApp, type TestUser } from '../helpers/testApp.js';

let t: TestApp;
let admin: TestUser;
beforeAll(async () => {
  t = await createTestApp();
  admin = await t.createUser({ admin: true });
});
afterAll(() => t.close());

let keys = 0;
const newKey = () => `top-up-${process.pid}-${++keys}`;

const topUp = (by: TestUser, userId: number, credits: unknown, key?: string) =>
  by.inject({
    method: 'PATCH',
    url: `/api/admin_users/${userId}`,
    payload: { credits },
    headers: key === undefined ? {} : { 'idempotency-key': key },
  });

const billsOf = (userId: number) => t.db.select().from(bills).where(eq(bills.userId, userId));

const creditsOf = async (userId: number) => {
  const res = await admin.inject({ method: 'GET', url: `/api/admin_users/${userId}` });
  return res.json().data.credits as number;
};

const auditedTopUps = (userId: number) =>
  t.db
    .select()
    .from(auditLog)
    .where(and(eq(auditLog.targetUserId, userId), eq(auditLog.kind, 'credits.added')));

describe('PATCH /api/admin_users/{id} {credits} with an Idempotency-Key', () => {
  it('adds the credits once when the same key is sent again, and answers the first bill', async () => {
    const customer = await t.createUser();
    const key = newKey();
    const first = await topUp(admin, customer.id, 20, key);
    const again = await topUp(admin, customer.id, 20, key);
    expect(first.statusCode).toBe(200);
    expect(first.headers['idempotent-replayed']).toBeUndefined();
    expect(again.statusCode).toBe(200);
    expect(again.headers['idempotent-replayed']).toBe('true');
    expect(again.json().bill.id).toBe(first.json().bill.id);
    expect(again.json().message).toBe(CREDITS_ALREADY_ADDED(first.json().bill.id));
    expect(again.json().data.credits).toBe(20);
    expect(await creditsOf(customer.id)).toBe(20);
    expect(await billsOf(customer.id)).toHaveLength(1);
    expect(await auditedTopUps(customer.id)).toHaveLength(1);
    expect(await unbalancedUsers(t.db)).toEqual([]);
  });

  it('adds the credits once when many requests carry the same key at the same time', async () => {
    const customer = await t.createUser();
    const key = newKey();
    const answers = await Promise.all(
      Array.from({ length: 8 }, () => topUp(admin, customer.id, '12.50', key)),
    );
    expect(answers.map((a) => a.statusCode)).toEqual(Array(8).fill(200));
    expect(new Set(answers.map((a) => a.json().bill.id)).size).toBe(1);
    expect(answers.filter((a) => a.headers['idempotent-replayed'] === 'true')).toHaveLength(7);
    expect(await creditsOf(customer.id)).toBe(12.5);
    const ledger = await t.db
      .select()
      .from(creditLedger)
      .where(eq(creditLedger.userId, customer.id));
    expect(ledger).toHaveLength(1);
    expect(await unbalancedUsers(t.db)).toEqual([]);
  });

  it('adds each top-up whose key is new, and each one sent without a key', async () => {
    const customer = await t.createUser();
    await topUp(admin, customer.id, 1, newKey());
    await topUp(admin, customer.id, 1, newKey());
    await topUp(admin, customer.id, 1);
    await topUp(admin, customer.id, 1);
    expect(await creditsOf(customer.id)).toBe(4);
    expect(await billsOf(customer.id)).toHaveLength(4);
  });

  it('refuses the same key for another amount or another customer, adding nothing', async () => {
    const customer = await t.createUser();
    const other = await t.createUser();
    const key = newKey();
    const first = await topUp(admin, customer.id, 30, key);
    const billId = first.json().bill.id;
    const otherAmount = await topUp(admin, customer.id, 31, key);
    const otherCustomer = await topUp(admin, other.id, 30, key);
    for (const refused of [otherAmount, otherCustomer]) {
      expect(refused.statusCode).toBe(422);
      expect(refused.json().errors).toEqual({ 'idempotency-key': [REQUEST_KEY_REUSED(billId)] });
    }
    expect(await creditsOf(customer.id)).toBe(30);
    expect(await creditsOf(other.id)).toBe(0);
    expect(await billsOf(other.id)).toEqual([]);
  });

  it('keeps each admin’s keys apart: another admin’s same key is a top-up of its own', async () => {
    const secondAdmin = await t.createUser({ admin: true });
    const customer = await t.createUser();
    const key = newKey();
    await topUp(admin, customer.id, 10, key);
    const theirs = await topUp(secondAdmin, customer.id, 10, key);
    expect(theirs.statusCode).toBe(200);
    expect(theirs.headers['idempotent-replayed']).toBeUndefined();
    expect(await creditsOf(customer.id)).toBe(20);
  });

  it('leaves the key of a refused top-up free for the corrected one', async () => {
    const customer = await t.createUser();
    const key = newKey();
    const refused = await topUp(admin, customer.id, 1.005, key);
    expect(refused.statusCode).toBe(422);
    const corrected = await topUp(admin, customer.id, 1.5, key);
    expect(corrected.statusCode).toBe(200);
    expect(corrected.headers['idempotent-replayed']).toBeUndefined();
    expect(await creditsOf(customer.id)).toBe(1.5);
  });

  it('answers the bill as it is now when its top-up was canceled since, adding nothing', async () => {
    const customer = await t.createUser();
    const key = newKey();
    const first = await topUp(admin, customer.id, 8, key);
    const billId = first.json().bill.id;
    const cancel = await admin.inject({
      method: 'PATCH',
      url: `/api/admin_bills/${billId}`,
      payload: { status: false },
    });
    expect(cancel.statusCode).toBe(200);
    const again = await topUp(admin, customer.id, 8, key);
    expect(again.statusCode).toBe(200);
    expect(again.json().bill).toMatchObject({ id: billId, status: false });
    expect(await creditsOf(customer.id)).toBe(0);
    expect(await unbalancedUsers(t.db)).toEqual([]);
  });

  it('answers the first bill to a retry that comes after the account was deactivated', async () => {
    const customer = await t.createUser();
    const key = newKey();
    const first = await topUp(admin, customer.id, 6, key);
    await admin.inject({ method: 'DELETE', url: `/api/admin_users/${customer.id}` });
    const again = await topUp(admin, customer.id, 6, key);
    expect(again.statusCode).toBe(200);
    expect(again.json().bill.id).toBe(first.json().bill.id);
    expect(again.headers['idempotent-replayed']).toBe('true');
    const fresh = await topUp(admin, customer.id, 6, newKey());
    expect(fresh.statusCode).toBe(422);
  });

  it.each([
    ['a key with a space', 'two words', 'The idempotency-key field format is invalid.'],
    [
      'a key of 201 characters',
      'k'.repeat(201),
      'The idempotency-key field must not be greater than 200 characters.',
    ],
  ])('refuses %s with 422, adding nothing', async (_case, key, message) => {
    const customer = await t.createUser();
    const res = await topUp(admin, customer.id, 5, key);
    expect(res.statusCode).toBe(422);
    expect(res.json().errors).toEqual({ 'idempotency-key': [message] });
    expect(await creditsOf(customer.id)).toBe(0);
  });
});
