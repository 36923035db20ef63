import { Typography } from '@mui/material';
import { useTranslate } from 'react-admin';
import type { AuditEntry } from './types';

/** Who made the change (name and email, or "System") and from which address. */
export const AuditActor = ({ entry }: { entry: Pick<AuditEntry, 'actor' | 'actor_address'> }) => {
  const translate = useTranslate();
  return (
    <>
      <Typography variant="body2">
        {entry.actor ? `${entry.actor.name} <${entry.actor.email}>` : translate('audit.system')}
      </Typography>
      {entry.actor_address && (
        <Typography variant="caption" color="text.secondary">
          {entry.actor_address}
        </Typography>
      )}
    </>
  );
};
