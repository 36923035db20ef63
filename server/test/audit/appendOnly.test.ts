import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog, users } from '../../src/db/schema.js';
import { recordAudit } from '../../src/domain/audit/index.js';
import { createTestApp, type TestApp, type TestUser } from '../helpers/testApp.js';
import { lastAuditId } from './auditRows.js';

let t: TestApp;
let admin: TestUser;
let customer: TestUser;
beforeAll(async () => {
  t = await createTestApp();
  admin = await t.createUser({ admin: true });
  customer = await t.createUser();
  await admin.inject({
    method: 'PATCH',
    url: `/api/admin_users/${customer.id}`,
    payload: { api_key: true },
  });
});
afterAll(() => t.close());

/** The statement failed because the audit log's trigger refused it (not for another reason). */
async function expectRefusedByTrigger(statement: PromiseLike<unknown>): Promise<void> {
  const error = await Promise.resolve(statement).then(
    () => undefined,
    (failure: unknown) => failure,
  );
  expect(error).toBeInstanceOf(Error);
  const messages = [error, (error as { cause?: unknown }).cause]
    .map((e) => (e instanceof Error ? e.message : ''))
    .join(' ');
  expect(messages).toMatch(/audit_log rows cannot be changed or deleted/);
}

const actor = () => ({ userId: admin.id, address: '127.0.0.1' });

describe('the audit log is append-only', () => {
  it('the database refuses to UPDATE a row', async () => {
    const id = await lastAuditId(t.db);
    expect(id).toBeGreaterThan(0);
    await expectRefusedByTrigger(
      t.db.update(auditLog).set({ kind: 'user.created' }).where(eq(auditLog.id, id)),
    );
    await expectRefusedByTrigger(t.db.execute(sql`update audit_log set after = null`));
    const [row] = await t.db.select().from(auditLog).where(eq(auditLog.id, id));
    expect(row?.kind).toBe('user.api_key_regenerated');
  });

  it('the database refuses to DELETE a row', async () => {
    const before = await t.db.select({ id: auditLog.id }).from(auditLog);
    await expectRefusedByTrigger(t.db.delete(auditLog));
    await expectRefusedByTrigger(t.db.execute(sql`delete from audit_log where true`));
    expect(await t.db.select({ id: auditLog.id }).from(auditLog)).toEqual(before);
  });

  it('an account named by a row cannot be deleted from under it', async () => {
    await expect(t.db.delete(users).where(eq(users.id, customer.id))).rejects.toThrow();
  });

  it.each([
    [{ api_key: 'ABCDEF0123456789' }],
    [{ password_hash: '$argon2id$v=19$…' }],
    [{ totp_secret: 'JBSWY3DPEHPK3PXP' }],
    [{ nested: { recovery_codes: ['ab12c-de34f'] } }],
    [{ token: 'abc' }],
  ])('a secret in the values is refused and nothing is written: %j', async (after) => {
    const mark = await lastAuditId(t.db);
    await expect(
      t.db.transaction((tx) =>
        recordAudit(tx, actor(), {
          kind: 'user.api_key_regenerated',
          target: { type: 'user', id: customer.id },
          after,
        }),
      ),
    ).rejects.toThrow(/secret/);
    expect(await lastAuditId(t.db)).toBe(mark);
  });
});
