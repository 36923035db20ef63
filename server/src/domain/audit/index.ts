export { AUDIT_KINDS, type AuditKind, type AuditTargetType } from './kinds.js';
export { type AuditFilter, type AuditRow, listAuditPage } from './list.js';
export {
  type Actor,
  type AuditEntry,
  type AuditValues,
  changedFields,
  recordAudit,
  recordUpdate,
} from './record.js';
