import { asc, desc, gt } from 'drizzle-orm';
import { expect } from 'vitest';
import type { Database } from '../../src/db/client.js';
import { auditLog } from '../../src/db/schema.js';

export type AuditLogRow = typeof auditLog.$inferSelect;

/** The id of the newest audit row (0 when there is none): rows after it are a test's own. */
export async function lastAuditId(db: Database): Promise<number> {
  const [row] = await db
    .select({ id: auditLog.id })
    .from(auditLog)
    .orderBy(desc(auditLog.id))
    .limit(1);
  return row?.id ?? 0;
}

/** The audit rows written after `afterId`, oldest first. */
export function auditRowsAfter(db: Database, afterId: number): Promise<AuditLogRow[]> {
  return db.select().from(auditLog).where(gt(auditLog.id, afterId)).orderBy(asc(auditLog.id));
}

/** Runs `change` and answers the one audit row it wrote (failing unless exactly one). */
export async function theOneRowWrittenBy(
  db: Database,
  change: () => Promise<{ statusCode: number }>,
  expectedStatus = 200,
): Promise<AuditLogRow> {
  const mark = await lastAuditId(db);
  const res = await change();
  expect(res.statusCode).toBe(expectedStatus);
  const rows = await auditRowsAfter(db, mark);
  expect(rows).toHaveLength(1);
  return rows[0] as AuditLogRow;
}

/** Runs `change` and checks it was refused and wrote no audit row. */
export async function noRowWrittenBy(
  db: Database,
  change: () => Promise<{ statusCode: number }>,
  expectedStatus: number,
): Promise<void> {
  const mark = await lastAuditId(db);
  const res = await change();
  expect(res.statusCode).toBe(expectedStatus);
  expect(await auditRowsAfter(db, mark)).toEqual([]);
}

/** None of `secrets` appears anywhere in the row. */
export function expectNoSecret(row: AuditLogRow, secrets: (string | null | undefined)[]): void {
  const text = JSON.stringify(row);
  for (const secret of secrets) {
    expect(secret, 'a secret to look for').toBeTruthy();
    expect(text).not.toContain(secret as string);
  }
}
