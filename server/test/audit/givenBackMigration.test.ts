import { readFileSync } from 'node:fs';
import { asc, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { migrationsFolder } from '../../src/db/client.js';
import { auditLog } from '../../src/db/schema.js';
import { createTestApp, type TestApp, type TestUser } from '../helpers/testApp.js';
import { type AuditLogRow, lastAuditId } from './auditRows.js';

/**
 * Migration 0025: the rows written before cancelling credits taken off had a kind of its own
 * (`bill.canceled` for both cases) become `bill.given_back`; a canceled top-up's stay. The test
 * database has every migration applied already, so rows as the old code wrote them are added and
 * the migration's statements are run again, in one transaction as the migrator runs them.
 */
let t: TestApp;
let admin: TestUser;
beforeAll(async () => {
  t = await createTestApp();
  admin = await t.createUser({ admin: true });
});
afterAll(() => t.close());

const migration = readFileSync(`${migrationsFolder()}/0025_audit_bill_given_back.sql`, 'utf8');

const runMigration = () =>
  t.db.transaction(async (tx) => {
    for (const statement of migration.split('--> statement-breakpoint')) {
      await tx.execute(sql.raw(statement));
    }
  });

const newBill = async (userId: number, credits: string) => {
  const res = await admin.inject({
    method: 'PATCH',
    url: `/api/admin_users/${userId}`,
    payload: { credits },
  });
  expect(res.statusCode).toBe(200);
  return res.json().bill.id as number;
};

const cancel = async (billId: number) => {
  const res = await admin.inject({
    method: 'PATCH',
    url: `/api/admin_bills/${billId}`,
    payload: { status: false },
  });
  expect(res.statusCode).toBe(200);
};

const allRows = () => t.db.select().from(auditLog).orderBy(asc(auditLog.id));

describe('migration 0025_audit_bill_given_back', () => {
  it('names an old cancel of credits taken off bill.given_back, and leaves every other row as it was', async () => {
    const customer = await t.createUser({ credits: '40.00' });
    const topUpId = await newBill(customer.id, '30.00');
    const takenId = await newBill(customer.id, '-10.00');
    const mark = await lastAuditId(t.db);
    await cancel(topUpId);
    await cancel(takenId);
    // The rows the old code wrote for these two cancels: the same, both named bill.canceled.
    const written = await t.db.select().from(auditLog).where(sql`${auditLog.id} > ${mark}`);
    expect(written.map((row) => row.kind).sort()).toEqual(['bill.canceled', 'bill.given_back']);
    const old = await t.db
      .insert(auditLog)
      .values(written.map(({ id: _id, ...row }) => ({ ...row, kind: 'bill.canceled' })))
      .returning();
    const oldOf = (billId: number) =>
      old.find((row) => row.targetId === String(billId)) as AuditLogRow;
    expect(oldOf(takenId)).toMatchObject({
      kind: 'bill.canceled',
      before: { status: true, credits: '30.00' },
      after: { status: false, credits: '40.00' },
    });
    const before = await allRows();

    await runMigration();

    const after = await allRows();
    const expected = before.map((row) =>
      row.id === oldOf(takenId).id ? { ...row, kind: 'bill.given_back' } : row,
    );
    expect(after).toEqual(expected);
    expect(after.find((row) => row.id === oldOf(topUpId).id)?.kind).toBe('bill.canceled');
    // The trigger is on again: the log is append-only as before.
    const refused = await t.db
      .update(auditLog)
      .set({ kind: 'user.created' })
      .where(eq(auditLog.id, oldOf(takenId).id))
      .then(
        () => undefined,
        (error: unknown) => error as Error & { cause?: Error },
      );
    expect(`${refused?.message} ${refused?.cause?.message}`).toMatch(
      /audit_log rows cannot be changed or deleted/,
    );
  });
});
