import { MenuItem, Stack, TextField } from '@mui/material';
import { useEffect, useRef, useState } from 'react';
import { useListContext, useTranslate } from 'react-admin';
import type { Order } from './order';
import { ServiceChoiceInput } from './ServiceChoiceInput';

/**
 * A service the list can be filtered by: the one an order is of (its id is `service_id`), with
 * its category's name, which the filter's search reads too.
 */
export type ServiceOption = Pick<Order['service'], 'id' | 'name'> & { category?: string };

/** The status filter's choices (spec: all, Pending, Rejected, Success). */
const STATUS_CHOICES = [
  { value: '', label: 'resources.orders.filters.all' },
  { value: '1', label: 'resources.orders.status.pending' },
  { value: '3', label: 'resources.orders.status.rejected' },
  { value: '4', label: 'resources.orders.status.success' },
];

/** The IMEI search waits for a pause in typing before it re-queries. */
const IMEI_TYPING_PAUSE_MS = 400;

const asText = (value: unknown) =>
  typeof value === 'string' || typeof value === 'number' ? String(value) : '';

/**
 * Status, service and IMEI filters of an order list. Every change re-queries the list (the IMEI
 * after a short pause in typing); the filter lives in the list's URL, so paging keeps it.
 */
export const OrderFilters = ({ services }: { services: ServiceOption[] }) => {
  const translate = useTranslate();
  const { filterValues, setFilters } = useListContext();
  const [imei, setImei] = useState(asText(filterValues.imei));
  // The latest filter, so a typing pause that ends after a select changed keeps that change.
  const latest = useRef(filterValues);
  latest.current = filterValues;
  /** The pause being waited for, while the box holds keys the filter does not have yet. */
  const typing = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  useEffect(() => () => clearTimeout(typing.current), []);
  // The box shows the filter as it changes elsewhere (cleared, another page's link), but not
  // while keys typed since wait for their pause: an earlier pause's filter arriving then would
  // put back the text from before them.
  useEffect(() => {
    if (typing.current === undefined) setImei(asText(filterValues.imei));
  }, [filterValues.imei]);

  const change = (name: string, value: string) => {
    const next: Record<string, unknown> = { ...latest.current, [name]: value };
    if (value === '') delete next[name];
    setFilters(next, undefined, false);
  };
  const typeImei = (value: string) => {
    setImei(value);
    clearTimeout(typing.current);
    typing.current = setTimeout(() => {
      typing.current = undefined;
      change('imei', value);
    }, IMEI_TYPING_PAUSE_MS);
  };

  return (
    <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} sx={{ mb: 2 }}>
      <TextField
        select
        size="small"
        label={translate('resources.orders.fields.status')}
        value={asText(filterValues.status)}
        onChange={(event) => change('status', event.target.value)}
        sx={{ minWidth: 160 }}
      >
        {STATUS_CHOICES.map((choice) => (
          <MenuItem key={choice.value} value={choice.value}>
            {translate(choice.label)}
          </MenuItem>
        ))}
      </TextField>
      <ServiceChoiceInput
        services={services}
        size="small"
        label={translate('resources.orders.fields.service')}
        emptyText={translate('order_screens.filters.any_service')}
        value={asText(filterValues.service_id)}
        onChange={(id) => change('service_id', id)}
        sx={{ minWidth: 240, flexGrow: 1 }}
      />
      <TextField
        size="small"
        label={translate('order_screens.filters.search_imei')}
        value={imei}
        onChange={(event) => typeImei(event.target.value.replace(/\D/g, '').slice(0, 15))}
        slotProps={{ htmlInput: { inputMode: 'numeric' } }}
      />
    </Stack>
  );
};
