import { and, count, desc, eq, gte, lt, type SQL } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Executor } from '../../db/client.js';
import { auditLog, users } from '../../db/schema.js';
import type { Page, PageRequest } from '../paging.js';
import type { AuditKind } from './kinds.js';

export interface AuditFilter {
  actorId?: number;
  /** The customer the change concerns. */
  targetUserId?: number;
  kind?: AuditKind;
  /** Rows written at or after this instant. */
  from?: Date;
  /** Rows written before this instant. */
  before?: Date;
}

export interface AuditRow {
  id: number;
  createdAt: Date;
  actor: { id: number; name: string; email: string } | null;
  actorAddress: string | null;
  kind: string;
  targetType: string;
  targetId: string | null;
  targetUserId: number | null;
  /** The customer the change concerns, as the admin knows them. */
  targetUser: { id: number; name: string; email: string } | null;
  before: Record<string, unknown> | null;
  after: Record<string, unknown> | null;
}

function conditions(filter: AuditFilter): SQL | undefined {
  const parts: SQL[] = [];
  if (filter.actorId !== undefined) parts.push(eq(auditLog.actorId, filter.actorId));
  if (filter.targetUserId !== undefined) parts.push(eq(auditLog.targetUserId, filter.targetUserId));
  if (filter.kind !== undefined) parts.push(eq(auditLog.kind, filter.kind));
  if (filter.from !== undefined) parts.push(gte(auditLog.createdAt, filter.from));
  if (filter.before !== undefined) parts.push(lt(auditLog.createdAt, filter.before));
  return parts.length > 0 ? and(...parts) : undefined;
}

const actors = alias(users, 'actor');
const concerned = alias(users, 'concerned');

type Person = { id: number; name: string; email: string };

const personOf = (id: number | null, name: string | null, email: string | null): Person | null =>
  id === null || name === null || email === null ? null : { id, name, email };

/**
 * One page of the audit log, newest first (by id, the order rows were written in), filtered.
 * Each filter has an (column, id) index, so a page walks one index backwards.
 */
export async function listAuditPage(
  db: Executor,
  page: PageRequest,
  filter: AuditFilter = {},
): Promise<Page<AuditRow>> {
  const where = conditions(filter);
  const [totals] = await db.select({ n: count() }).from(auditLog).where(where);
  const rows = await db
    .select({
      id: auditLog.id,
      createdAt: auditLog.createdAt,
      actorId: actors.id,
      actorName: actors.name,
      actorEmail: actors.email,
      actorAddress: auditLog.actorAddress,
      kind: auditLog.kind,
      targetType: auditLog.targetType,
      targetId: auditLog.targetId,
      targetUserId: auditLog.targetUserId,
      concernedName: concerned.name,
      concernedEmail: concerned.email,
      before: auditLog.before,
      after: auditLog.after,
    })
    .from(auditLog)
    .leftJoin(actors, eq(actors.id, auditLog.actorId))
    .leftJoin(concerned, eq(concerned.id, auditLog.targetUserId))
    .where(where)
    .orderBy(desc(auditLog.id))
    .limit(page.perPage)
    .offset(page.offset);
  return {
    total: Number(totals?.n ?? 0),
    rows: rows.map(({ actorId, actorName, actorEmail, concernedName, concernedEmail, ...row }) => ({
      ...row,
      actor: personOf(actorId, actorName, actorEmail),
      targetUser: personOf(row.targetUserId, concernedName, concernedEmail),
    })),
  };
}
