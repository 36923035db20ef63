export type { AuditEntry } from '@schemas/audit';
