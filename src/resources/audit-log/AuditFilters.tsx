import { Button, Chip, MenuItem, Stack, TextField } from '@mui/material';
import { useListContext, useTranslate } from 'react-admin';
import { useAuditKindLabel } from './auditKindLabel';
import { AUDIT_KIND_NAMES } from './auditKindNames';

const asText = (value: unknown) =>
  typeof value === 'string' || typeof value === 'number' ? String(value) : '';

/**
 * The audit log's filters: the kind of change and a date range (days of the shop's calendar,
 * both included). A list opened for one user (from the user detail) says so, with a way back
 * to every change. The filter lives in the URL, so paging keeps it.
 */
export const AuditFilters = () => {
  const translate = useTranslate();
  const kindLabel = useAuditKindLabel();
  const { filterValues, setFilters } = useListContext();
  const change = (name: string, value: string) => {
    const next: Record<string, unknown> = { ...filterValues, [name]: value };
    if (value === '') delete next[name];
    setFilters(next, undefined, false);
  };
  const dateField = (name: 'from' | 'to') => (
    <TextField
      type="date"
      size="small"
      label={translate(`resources.admin-audit-log.fields.${name}`)}
      value={asText(filterValues[name])}
      onChange={(event) => change(name, event.target.value)}
      slotProps={{ inputLabel: { shrink: true } }}
    />
  );
  return (
    <Stack spacing={1} sx={{ mb: 2 }}>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
        <TextField
          select
          size="small"
          label={translate('resources.admin-audit-log.fields.kind')}
          value={asText(filterValues.kind)}
          onChange={(event) => change('kind', event.target.value)}
          sx={{ minWidth: 260 }}
        >
          <MenuItem value="">{translate('audit.any_kind')}</MenuItem>
          {AUDIT_KIND_NAMES.map((kind) => (
            <MenuItem key={kind} value={kind}>
              {kindLabel({ kind })}
            </MenuItem>
          ))}
        </TextField>
        {dateField('from')}
        {dateField('to')}
      </Stack>
      {filterValues.user_id !== undefined && (
        <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }}>
          <Chip label={translate('audit.of_user', { id: asText(filterValues.user_id) })} />
          <Button size="small" onClick={() => change('user_id', '')}>
            {translate('audit.show_all')}
          </Button>
        </Stack>
      )}
    </Stack>
  );
};
