import type { AuditKind } from '@schemas/audit';
import { auditEn } from '../../i18n/auditMessages';

/** Every kind of change the server records, in the order of the messages (the filter's choices). */
export const AUDIT_KIND_NAMES = Object.keys(auditEn.kinds) as AuditKind[];
