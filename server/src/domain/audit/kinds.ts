/**
 * Every kind of change the audit log records, as `target.what`. The list is the contract of
 * `GET /api/audit_log?kind=` (an unknown kind is a 422) and of the screen's filter.
 */
export const AUDIT_KINDS = [
  'user.created',
  'credits.added',
  'credits.taken',
  'user.api_key_regenerated',
  'user.credentials_changed',
  'user.password_changed',
  'user.password_reset',
  'user.deactivated',
  'user.two_factor_enabled',
  'user.two_factor_disabled',
  'user.two_factor_reset',
  'bill.canceled',
  'bill.given_back',
  'service.created',
  'service.updated',
  'service.retired',
  'service.restored',
  'service.deleted',
  'category.created',
  'category.renamed',
  'category.deleted',
  'customer_price.set',
  'order.completed',
  'order.rejected',
  'order.forwarded',
  'supplier.created',
  'supplier.updated',
  'supplier.deactivated',
  'service.routes_changed',
  'service.imported',
] as const;

export type AuditKind = (typeof AUDIT_KINDS)[number];

/** What a row can be about: the `target_type` column. */
export const AUDIT_TARGET_TYPES = [
  'user',
  'bill',
  'service',
  'category',
  'customer_price',
  'order',
  'supplier',
] as const;

export type AuditTargetType = (typeof AUDIT_TARGET_TYPES)[number];
