import { Box, Typography } from '@mui/material';
import type { AuditEntry } from './types';

/** A stored value as text: strings as they are, anything else as JSON. */
const asText = (value: unknown): string => {
  if (value === undefined || value === null) return '—';
  return typeof value === 'string' ? value : JSON.stringify(value);
};

/**
 * The fields a change touched, one line each: `field: before → after` (only the after for a
 * creation, only the before for a deletion). Values are shown as text, never as markup.
 */
export const AuditChanges = ({ entry }: { entry: Pick<AuditEntry, 'before' | 'after'> }) => {
  const before = entry.before ?? {};
  const after = entry.after ?? {};
  const fields = [...new Set([...Object.keys(before), ...Object.keys(after)])];
  if (fields.length === 0) return null;
  return (
    <Box component="dl" sx={{ m: 0, fontSize: 13 }}>
      {fields.map((field) => (
        <Typography key={field} component="div" variant="body2" sx={{ wordBreak: 'break-word' }}>
          <Box component="dt" sx={{ display: 'inline', fontWeight: 600 }}>
            {field}:{' '}
          </Box>
          <Box component="dd" sx={{ display: 'inline', m: 0 }}>
            {entry.before && entry.after
              ? `${asText(before[field])} → ${asText(after[field])}`
              : asText(entry.after ? after[field] : before[field])}
          </Box>
        </Typography>
      ))}
    </Box>
  );
};
