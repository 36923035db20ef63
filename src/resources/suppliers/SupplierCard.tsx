import { Chip, Typography } from '@mui/material';
import type { ReactNode } from 'react';
import { useTranslate } from 'react-admin';
import { useLongDate } from '../../order-parts/useLongDate';
import { CardField } from '../shared/CardField';
import { CardHeading } from '../shared/CardHeading';
import { BalanceCell } from './BalanceCell';
import type { Supplier } from './types';

/**
 * A supplier on a phone: its name and whether it is active, then URL, username, the key's last
 * 4, balance (and the low-balance warning), last check, last error and the orders with it, under
 * the columns' labels, and its buttons (`actions`).
 */
export const SupplierCard = ({ supplier, actions }: { supplier: Supplier; actions: ReactNode }) => {
  const translate = useTranslate();
  const longDate = useLongDate();
  return (
    <>
      <CardHeading
        start={
          <Typography variant="body1" sx={{ fontWeight: 600 }}>
            {supplier.name}
          </Typography>
        }
        end={
          <Chip
            size="small"
            color={supplier.active ? 'success' : 'default'}
            label={translate(supplier.active ? 'suppliers.active' : 'suppliers.inactive')}
          />
        }
      />
      <CardField source="url">{supplier.url}</CardField>
      <CardField source="username">{supplier.username}</CardField>
      <CardField source="api_key">
        <span style={{ fontFamily: 'monospace' }}>
          {translate('suppliers.key_last4', { last4: supplier.api_key_last4 })}
        </span>
      </CardField>
      <CardField source="balance">
        <BalanceCell supplier={supplier} />
      </CardField>
      <CardField source="checked_at">
        {supplier.checked_at ? longDate(supplier.checked_at) : translate('suppliers.never_checked')}
      </CardField>
      <CardField source="last_error">
        {supplier.last_error ? (
          <Typography variant="body2" color="error" component="span">
            {supplier.last_error}
          </Typography>
        ) : null}
      </CardField>
      <CardField source="orders_in_flight">{supplier.orders_in_flight}</CardField>
      {actions}
    </>
  );
};
