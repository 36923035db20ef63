import type { Executor } from '../../db/client.js';
import { auditLog } from '../../db/schema.js';
import type { AuditKind, AuditTargetType } from './kinds.js';

/**
 * Who makes a change: the signed-in admin and the address the request came from. A change made
 * by the system itself (a supplier's answer, a job) has no actor: `null`.
 */
export interface Actor {
  userId: number;
  address: string | null;
}

/** Values of an audited record, by field name (snake_case, as the API shows them). */
export type AuditValues = Record<string, unknown>;

export interface AuditEntry {
  kind: AuditKind;
  target: { type: AuditTargetType; id: number | string };
  /** The customer the change concerns, shown on their detail; null for the catalogue. */
  targetUserId?: number | null;
  before?: AuditValues | null;
  after?: AuditValues | null;
}

/**
 * Fields whose values are secrets: never written to the log. A change of one is recorded by a
 * word saying what happened (`{api_key: 'regenerated'}`, `{password: 'changed'}`).
 */
const SECRET_FIELDS = new Set([
  'password',
  'c_password',
  'password_hash',
  'api_key',
  'token',
  'token_hash',
  'totp_secret',
  'totp_pending_secret',
  'secret',
  'otp',
  'recovery_codes',
  'code_hash',
]);
export const SECRET_MARKERS = ['changed', 'regenerated', 'on', 'off'] as const;

/** Where a value under a secret's name is not one of the marker words; undefined when clean. */
function secretIn(values: unknown, path: string): string | undefined {
  if (values === null || typeof values !== 'object') return undefined;
  for (const [key, value] of Object.entries(values)) {
    const here = `${path}.${key}`;
    const name = key.replace(/([a-z])([A-Z])/g, '$1_$2').toLowerCase();
    if (SECRET_FIELDS.has(name) && !(SECRET_MARKERS as readonly unknown[]).includes(value)) {
      return here;
    }
    const nested = secretIn(value, here);
    if (nested) return nested;
  }
  return undefined;
}

/**
 * Writes one audit row. Call it with the transaction that makes the change, so the row exists
 * exactly when the change does. A value under a secret's name is a programming error: it
 * throws, and the whole change is rolled back rather than a secret logged.
 */
export async function recordAudit(
  tx: Executor,
  actor: Actor | null,
  entry: AuditEntry,
): Promise<void> {
  const leak = secretIn(entry.before, 'before') ?? secretIn(entry.after, 'after');
  if (leak) throw new Error(`Refused to write a secret to the audit log (${leak}).`);
  await tx.insert(auditLog).values({
    actorId: actor?.userId ?? null,
    actorAddress: actor?.address ?? null,
    kind: entry.kind,
    targetType: entry.target.type,
    targetId: String(entry.target.id),
    targetUserId: entry.targetUserId ?? null,
    before: entry.before ?? null,
    after: entry.after ?? null,
  });
}

/**
 * The fields that differ between two versions of a record, each side with its own values;
 * undefined when nothing changed. Values are compared as JSON (money strings, dates, booleans).
 */
export function changedFields(
  before: AuditValues,
  after: AuditValues,
): { before: AuditValues; after: AuditValues } | undefined {
  const was: AuditValues = {};
  const now: AuditValues = {};
  for (const key of Object.keys(after)) {
    if (JSON.stringify(before[key]) !== JSON.stringify(after[key])) {
      was[key] = before[key] ?? null;
      now[key] = after[key] ?? null;
    }
  }
  return Object.keys(now).length > 0 ? { before: was, after: now } : undefined;
}

/**
 * Writes an update's row with only the changed fields; nothing when nothing changed (saving a
 * form as it was is no change).
 */
export async function recordUpdate(
  tx: Executor,
  actor: Actor | null,
  entry: Omit<AuditEntry, 'before' | 'after'> & { before: AuditValues; after: AuditValues },
): Promise<void> {
  const changes = changedFields(entry.before, entry.after);
  if (!changes) return;
  await recordAudit(tx, actor, { ...entry, ...changes });
}
