import { Card, Typography } from '@mui/material';
import { DataTable, ListBase, useTranslate } from 'react-admin';
import { useLongDate } from '../../order-parts/useLongDate';
import { EmptyTable } from '../shared/EmptyTable';
import { LIST_ERROR_IN_PAGE, ListError } from '../shared/ListError';
import { ListTable } from '../shared/ListTable';
import { PrevNextPagination } from '../shared/PrevNextPagination';
import { ScreenHeading } from '../shared/ScreenHeading';
import { AuditActor } from './AuditActor';
import { AuditChanges } from './AuditChanges';
import { AuditFilters } from './AuditFilters';
import type { AuditEntry } from './types';

/** What a change was about: "order #12", "service #3", and the customer it concerns by name. */
export const AuditTarget = ({ entry }: { entry: AuditEntry }) => {
  const translate = useTranslate();
  const person = entry.target_user;
  return (
    <>
      <Typography variant="body2">
        {translate(`audit.targets.${entry.target_type}`, { _: entry.target_type })}
        {entry.target_id ? ` #${entry.target_id}` : ''}
      </Typography>
      {person && (
        <Typography variant="caption" color="text.secondary">
          {entry.target_type === 'user'
            ? `${person.name} <${person.email}>`
            : translate('audit.concerning', { name: person.name, email: person.email })}
        </Typography>
      )}
    </>
  );
};

/**
 * The audit log: every change an admin made (and the system's answers for suppliers), newest
 * first, with who, when, from where, what, and the values before and after. Read only.
 */
export const AuditLogList = () => {
  const translate = useTranslate();
  const longDate = useLongDate();
  const title = translate('resources.admin-audit-log.name');
  return (
    <ListBase<AuditEntry> resource="admin-audit-log" queryOptions={LIST_ERROR_IN_PAGE}>
      <ScreenHeading title={title} />
      <AuditFilters />
      <ListError />
      <Card>
        <ListTable<AuditEntry> label={title} empty={<EmptyTable />}>
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
            render={(entry: AuditEntry) =>
              translate(`audit.kinds.${entry.kind}`, { _: entry.kind })
            }
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
