import { useTranslate } from 'react-admin';
import type { AuditEntry } from './types';

type Labelled = Pick<AuditEntry, 'kind' | 'before' | 'after'>;

const creditsOf = (values: Record<string, unknown> | null): number =>
  values && (typeof values.credits === 'string' || typeof values.credits === 'number')
    ? Number(values.credits)
    : Number.NaN;

/**
 * The message key naming an entry's kind. A canceled bill is recorded as `bill.canceled` both
 * for a top-up (its credits leave the balance) and for credits taken off (a negative bill: they
 * come back); the balance before and after tells them apart, the latter "Credits given back".
 */
export const auditKindKey = (entry: Labelled): string => {
  if (entry.kind === 'bill.canceled' && creditsOf(entry.after) > creditsOf(entry.before)) {
    return 'audit.credits_given_back';
  }
  return `audit.kinds.${entry.kind}`;
};

/** What an entry's kind is called in the session's language (`auditKindKey`). */
export const useAuditKindLabel = () => {
  const translate = useTranslate();
  return (entry: Labelled): string => translate(auditKindKey(entry), { _: entry.kind });
};
