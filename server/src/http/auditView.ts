import type { AuditRow } from '../domain/audit/index.js';
import type { AuditEntry } from '../schemas/audit.js';

/** An audit row as GET /audit_log shows it. */
export function auditEntryView(row: AuditRow): AuditEntry {
  return {
    id: row.id,
    created_at: row.createdAt.toISOString(),
    actor: row.actor,
    actor_address: row.actorAddress,
    kind: row.kind,
    target_type: row.targetType,
    target_id: row.targetId,
    target_user_id: row.targetUserId,
    target_user: row.targetUser,
    before: row.before,
    after: row.after,
  };
}
