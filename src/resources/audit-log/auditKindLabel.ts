import { useTranslate } from 'react-admin';
import type { AuditEntry } from './types';

/**
 * What an entry's kind is called in the session's language (`audit.kinds.*`); a kind without
 * a name here (a newer server's) shows as recorded.
 */
export const useAuditKindLabel = () => {
  const translate = useTranslate();
  return (entry: Pick<AuditEntry, 'kind'>): string =>
    translate(`audit.kinds.${entry.kind}`, { _: entry.kind });
};
