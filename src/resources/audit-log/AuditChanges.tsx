import { Box, Typography } from '@mui/material';
import { useTranslate } from 'react-admin';
import { orderState } from '../../order-parts/order';
import { formatMoney } from '../shared/formats';
import type { AuditEntry } from './types';

/** The words the server records in place of a secret or a state, by field: shown translated. */
const MARKERS: Record<string, string[]> = {
  two_factor: ['on', 'off', 'being set up'],
  api_key: ['regenerated'],
  password: ['changed'],
};

/**
 * The fields a change touched, one line each: `Field: before → after` (only the after for a
 * creation, only the before for a deletion). Field names, yes/no, an order's status (1, 3, 4), a
 * bill's (Success, Canceled), a service's tier and the server's markers (two-factor on/off, a key
 * regenerated, a password changed) are in the session's language; other values are shown as
 * recorded, as text, never as markup.
 */
export const AuditChanges = ({
  entry,
}: {
  entry: Pick<AuditEntry, 'before' | 'after'> & Partial<Pick<AuditEntry, 'target_type'>>;
}) => {
  const translate = useTranslate();
  const before = entry.before ?? {};
  const after = entry.after ?? {};
  const fields = [...new Set([...Object.keys(before), ...Object.keys(after)])];
  if (fields.length === 0) return null;
  const asText = (value: unknown, field: string): string => {
    if (value === undefined || value === null) return '—';
    if (field === 'status' && entry.target_type === 'order' && typeof value === 'number') {
      return translate(`resources.orders.status.${orderState(value)}`);
    }
    if (field === 'status' && entry.target_type === 'bill' && typeof value === 'boolean') {
      return translate(`resources.bills.status.${value ? 'success' : 'canceled'}`);
    }
    // Credits in the money format, as everywhere else they are shown.
    if (field === 'credits' && (typeof value === 'string' || typeof value === 'number')) {
      return formatMoney(value) || String(value);
    }
    if (typeof value === 'boolean') return translate(`audit.values.${value}`);
    if (typeof value === 'string' && MARKERS[field]?.includes(value)) {
      return translate(`audit.values.${value.replace(/ /g, '_')}`);
    }
    if (field === 'tier' && typeof value === 'string') {
      return translate(`back_office.services.tiers.${value}`, { _: value });
    }
    return typeof value === 'string' ? value : JSON.stringify(value);
  };
  return (
    <Box component="dl" sx={{ m: 0, fontSize: 13 }}>
      {fields.map((field) => (
        <Typography key={field} component="div" variant="body2" sx={{ wordBreak: 'break-word' }}>
          <Box component="dt" sx={{ display: 'inline', fontWeight: 600 }}>
            {translate(`audit.fields.${field}`, { _: field })}:{' '}
          </Box>
          <Box component="dd" sx={{ display: 'inline', m: 0 }}>
            {entry.before && entry.after
              ? `${asText(before[field], field)} → ${asText(after[field], field)}`
              : asText(entry.after ? after[field] : before[field], field)}
          </Box>
        </Typography>
      ))}
    </Box>
  );
};
