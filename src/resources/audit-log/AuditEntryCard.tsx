import { Typography } from '@mui/material';
import { useLongDate } from '../../order-parts/useLongDate';
import { CardField } from '../shared/CardField';
import { CardHeading } from '../shared/CardHeading';
import { AuditActor } from './AuditActor';
import { AuditChanges } from './AuditChanges';
import { AuditTarget } from './AuditTarget';
import { useAuditKindLabel } from './auditKindLabel';
import type { AuditEntry } from './types';

/** Whether an entry records values before or after (a sign-in, say, records none). */
const hasChanges = (entry: AuditEntry): boolean =>
  Object.keys(entry.before ?? {}).length + Object.keys(entry.after ?? {}).length > 0;

/**
 * A change of the audit log on a phone: what it was and when, then who made it, on what, and
 * the values before and after, under the columns' labels.
 */
export const AuditEntryCard = ({ entry }: { entry: AuditEntry }) => {
  const kindLabel = useAuditKindLabel();
  const longDate = useLongDate();
  return (
    <>
      <CardHeading
        start={
          <Typography variant="body1" sx={{ fontWeight: 600 }}>
            {kindLabel(entry)}
          </Typography>
        }
        end={
          <Typography variant="caption" color="text.secondary" sx={{ textAlign: 'right' }}>
            {longDate(entry.created_at)}
          </Typography>
        }
      />
      <CardField source="actor">
        <AuditActor entry={entry} />
      </CardField>
      <CardField source="target">
        <AuditTarget entry={entry} />
      </CardField>
      <CardField source="changes">
        {hasChanges(entry) ? <AuditChanges entry={entry} /> : null}
      </CardField>
    </>
  );
};
