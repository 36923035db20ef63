import { Typography } from '@mui/material';
import { useTranslate } from 'react-admin';
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
