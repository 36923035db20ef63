import { Button, Stack, Typography } from '@mui/material';
import { useGetList, useTranslate } from 'react-admin';
import { Link } from 'react-router-dom';
import { useLongDate } from '../../order-parts/useLongDate';
import { portalPath } from '../../routing/paths';
import { AuditChanges } from '../audit-log/AuditChanges';
import { useAuditKindLabel } from '../audit-log/auditKindLabel';
import type { AuditEntry } from '../audit-log/types';
import { DetailCard } from './AccountCards';
import type { UserDetailRecord } from './types';

const RECENT = 5;

const auditLogOf = (userId: number) =>
  `${portalPath('admin-audit-log')}?filter=${encodeURIComponent(JSON.stringify({ user_id: userId }))}`;

/** The user detail's latest audit entries about this user, and the way to all of them. */
export const RecentChangesCard = ({ record }: { record: UserDetailRecord }) => {
  const translate = useTranslate();
  const kindLabel = useAuditKindLabel();
  const longDate = useLongDate();
  const { data = [], isPending } = useGetList<AuditEntry>('admin-audit-log', {
    filter: { user_id: record.id },
    pagination: { page: 1, perPage: RECENT },
  });
  const entries = data.slice(0, RECENT);
  return (
    <DetailCard
      title={translate('audit.recent')}
      actions={
        <Button component={Link} to={auditLogOf(record.id)}>
          {translate('audit.see_all')}
        </Button>
      }
    >
      {!isPending && entries.length === 0 && (
        <Typography color="text.secondary">{translate('audit.none')}</Typography>
      )}
      <Stack component="ol" spacing={1} sx={{ m: 0, p: 0, listStyle: 'none' }}>
        {entries.map((entry) => (
          <li key={entry.id}>
            <Typography variant="body2" sx={{ fontWeight: 600 }}>
              {kindLabel(entry)}
            </Typography>
            <Typography variant="caption" color="text.secondary">
              {longDate(entry.created_at)}
              {' · '}
              {entry.actor?.name ?? translate('audit.system')}
            </Typography>
            <AuditChanges entry={entry} />
          </li>
        ))}
      </Stack>
    </DetailCard>
  );
};
