import { Box, Typography } from '@mui/material';
import { type Identifier, type RaRecord, useGetManyAggregate, useTranslate } from 'react-admin';
import { orderState } from '../../order-parts/order';
import { formatMoney } from '../shared/formats';
import type { AuditEntry } from './types';

/** The words the server records in place of a secret or a state, by field: shown translated. */
const MARKERS: Record<string, string[]> = {
  two_factor: ['on', 'off', 'being set up'],
  api_key: ['regenerated'],
  password: ['changed'],
};

/** A route as the server records it: `<supplier id>:<their service id>`. */
const routeOf = (key: string): { supplierId: number; service: string } | null => {
  const colon = key.indexOf(':');
  const supplierId = Number(key.slice(0, colon));
  if (colon < 1 || !Number.isInteger(supplierId)) return null;
  return { supplierId, service: key.slice(colon + 1) };
};

/** The ids of the records an entry names by id: its category, its routes' suppliers. */
const idsIn = (values: unknown[], field: 'category_id' | 'routes'): Identifier[] => {
  const ids = new Set<number>();
  for (const value of values) {
    if (field === 'category_id' && typeof value === 'number') ids.add(value);
    if (field === 'routes' && Array.isArray(value)) {
      for (const key of value) {
        const route = typeof key === 'string' ? routeOf(key) : null;
        if (route) ids.add(route.supplierId);
      }
    }
  }
  return [...ids];
};

/** The names of the records of `resource` with these ids, where the list has them at hand. */
const useNames = (resource: string, ids: Identifier[]): ReadonlyMap<string, string> => {
  const { data } = useGetManyAggregate<RaRecord & { name?: string }>(
    resource,
    { ids },
    { enabled: ids.length > 0, retry: false },
  );
  return new Map(
    (data ?? []).flatMap((record) =>
      record && typeof record.name === 'string' ? [[String(record.id), record.name]] : [],
    ),
  );
};

/** A custom field of a service as recorded: its label (what the form shows), else its name. */
const fieldNameOf = (field: unknown): string | null => {
  if (typeof field !== 'object' || field === null) return null;
  const { label, name } = field as { label?: unknown; name?: unknown };
  if (typeof label === 'string' && label) return label;
  return typeof name === 'string' ? name : null;
};

/**
 * The fields a change touched, one line each: `Field: before → after` (only the after for a
 * creation, only the before for a deletion). Field names, yes/no, an order's status (1, 3, 4), a
 * bill's (Success, Canceled), a service's tier and the server's markers (two-factor on/off, a key
 * regenerated, a password changed) are in the session's language; a service's order fields by
 * their labels, its supplier routes as "supplier Upstream GSM: service 101" and its category by
 * its name (the supplier's or category's id, "#3", when the list does not have it); other values
 * are shown as recorded, as text, never as markup.
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
  const categories = useNames(
    'admin-categories',
    idsIn([before.category_id, after.category_id], 'category_id'),
  );
  const suppliers = useNames('admin-suppliers', idsIn([before.routes, after.routes], 'routes'));
  if (fields.length === 0) return null;
  const listed = (items: string[]) =>
    items.length > 0 ? items.join(', ') : translate('audit.values.none');
  const asText = (value: unknown, field: string): string => {
    if (value === undefined || value === null) return '—';
    if (field === 'fields' && Array.isArray(value)) {
      return listed(value.map((item) => fieldNameOf(item) ?? JSON.stringify(item)));
    }
    if (field === 'routes' && Array.isArray(value)) {
      return listed(
        value.map((key) => {
          const route = typeof key === 'string' ? routeOf(key) : null;
          if (!route) return String(key);
          return translate('audit.route', {
            supplier: suppliers.get(String(route.supplierId)) ?? `#${route.supplierId}`,
            service: route.service,
          });
        }),
      );
    }
    if (field === 'category_id' && typeof value === 'number') {
      return categories.get(String(value)) ?? `#${value}`;
    }
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
