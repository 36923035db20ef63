import { Card } from '@mui/material';
import { DataTable, ListBase, useTranslate } from 'react-admin';
import { useLongDate } from '../../order-parts/useLongDate';
import { EmptyTable } from '../shared/EmptyTable';
import { LIST_ERROR_IN_PAGE, ListError } from '../shared/ListError';
import { ListTable } from '../shared/ListTable';
import { PrevNextPagination } from '../shared/PrevNextPagination';
import { ScreenHeading } from '../shared/ScreenHeading';
import { AuditActor } from './AuditActor';
import { AuditChanges } from './AuditChanges';
import { AuditEntryCard } from './AuditEntryCard';
import { AuditFilters } from './AuditFilters';
import { AuditTarget } from './AuditTarget';
import { useAuditKindLabel } from './auditKindLabel';
import type { AuditEntry } from './types';

/** The server's page of the audit log (its default): the page count is worked out from it. */
const AUDIT_PER_PAGE = 15;

/**
 * The audit log: every change an admin made (and the system's answers for suppliers), newest
 * first, with who, when, from where, what, and the values before and after. Read only. On a
 * phone each change is a card (`AuditEntryCard`).
 */
export const AuditLogList = () => {
  const translate = useTranslate();
  const kindLabel = useAuditKindLabel();
  const longDate = useLongDate();
  const title = translate('resources.admin-audit-log.name');
  return (
    <ListBase<AuditEntry>
      resource="admin-audit-log"
      queryOptions={LIST_ERROR_IN_PAGE}
      perPage={AUDIT_PER_PAGE}
      // The list's filter and page come from the URL only, never from react-admin's store: a
      // user's "See all" (?filter={"user_id":…}) was stored as the list's params, and the
      // sidebar's Audit log, a URL without any, opened that user's changes again.
      storeKey={false}
    >
      <ScreenHeading title={title} />
      <AuditFilters />
      <ListError />
      <Card>
        <ListTable<AuditEntry>
          label={title}
          empty={<EmptyTable />}
          card={(entry) => <AuditEntryCard entry={entry} />}
        >
          <DataTable.Col
            source="created_at"
            disableSort
            render={(entry: AuditEntry) => longDate(entry.created_at)}
          />
          <DataTable.Col
            source="actor"
            disableSort
            render={(entry: AuditEntry) => <AuditActor entry={entry} />}
          />
          <DataTable.Col
            source="kind"
            disableSort
            render={(entry: AuditEntry) => kindLabel(entry)}
          />
          <DataTable.Col
            source="target"
            disableSort
            render={(entry: AuditEntry) => <AuditTarget entry={entry} />}
          />
          <DataTable.Col
            source="changes"
            disableSort
            render={(entry: AuditEntry) => <AuditChanges entry={entry} />}
          />
        </ListTable>
        <PrevNextPagination />
      </Card>
    </ListBase>
  );
};
