import { type Static, Type } from '@sinclair/typebox';
import { AUDIT_KINDS, AUDIT_TARGET_TYPES, type AuditKind } from '../domain/audit/kinds.js';
import { Id, Nullable, Timestamp } from './fields.js';
import { PageQuery } from './paging.js';

export type { AuditKind, AuditTargetType } from '../domain/audit/kinds.js';

const UserId = (description: string) =>
  Type.Optional(Type.Integer({ minimum: 1, maximum: 2_147_483_647, description }));

/** GET /audit_log: a page, and the filters (each optional; they combine). */
export const AuditLogQuery = Type.Composite([
  PageQuery,
  Type.Object({
    actor_id: UserId('Changes made by this admin'),
    user_id: UserId('Changes concerning this customer'),
    kind: Type.Optional(
      Type.Unsafe<AuditKind>({ type: 'string', enum: [...AUDIT_KINDS], description: 'One kind' }),
    ),
    from: Type.Optional(
      Type.String({ format: 'date', description: 'First day (YYYY-MM-DD, shop’s calendar)' }),
    ),
    to: Type.Optional(
      Type.String({ format: 'date', description: 'Last day (YYYY-MM-DD), included' }),
    ),
  }),
]);
export type AuditLogQuery = Static<typeof AuditLogQuery>;

/** The changed fields of the record, by name; secrets appear only as 'changed', 'regenerated'… */
const Values = (description: string) =>
  Type.Unsafe<Record<string, unknown> | null>({
    type: ['object', 'null'],
    additionalProperties: true,
    description,
  });

const Person = Type.Object({ id: Id, name: Type.String(), email: Type.String() });

/** One audit row: who changed what, when, from where, and the values before and after. */
export const AuditEntry = Type.Object({
  id: Id,
  created_at: Timestamp,
  actor: Type.Union([
    Person,
    Type.Null({ description: 'The system (a supplier’s answer, a job), not a person' }),
  ]),
  actor_address: Nullable(Type.String({ description: 'The address the change came from' })),
  kind: Type.String({ description: `One of: ${AUDIT_KINDS.join(', ')}` }),
  target_type: Type.String({
    description: `One of: ${AUDIT_TARGET_TYPES.join(', ')}`,
  }),
  target_id: Nullable(Type.String()),
  target_user_id: Nullable(Type.Integer({ description: 'The customer the change concerns' })),
  target_user: Type.Union([
    Person,
    Type.Null({ description: 'No customer is concerned (a service, a category…)' }),
  ]),
  before: Values('The changed fields before the change; null for a creation'),
  after: Values('The changed fields after the change; null for a deletion'),
});
export type AuditEntry = Static<typeof AuditEntry>;
