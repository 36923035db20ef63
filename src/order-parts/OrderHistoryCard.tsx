import { Typography } from '@mui/material';
import type { ReactNode } from 'react';
import { useTranslate } from 'react-admin';
import { CardField } from '../resources/shared/CardField';
import { ForwardingChip } from './ForwardingChip';
import type { AdminOrder } from './forwarding';
import { OrderCardHeading } from './OrderCardHeading';
import { OrderMinutes } from './OrderMinutes';
import { useLongDate } from './useLongDate';

/**
 * An order of the history on a phone: status and price, the service, then the user, IMEI, code
 * (or 'No Contestado'), date, time and where it went, each under its column's label, and the
 * order's `actions` below.
 */
export const OrderHistoryCard = ({ order, actions }: { order: AdminOrder; actions: ReactNode }) => {
  const translate = useTranslate();
  const longDate = useLongDate();
  return (
    <>
      <OrderCardHeading order={order} />
      <Typography variant="body1">{order.service?.name}</Typography>
      <CardField source="user">{order.user?.name}</CardField>
      <CardField source="imei">
        <span style={{ fontFamily: 'monospace' }}>{order.imei}</span>
      </CardField>
      <CardField source="code">{order.code || translate('resources.orders.no_code')}</CardField>
      <CardField source="created_at">{longDate(order.created_at)}</CardField>
      <CardField source="time">
        <OrderMinutes order={order} />
      </CardField>
      <CardField source="forwarding">
        <ForwardingChip forwarding={order.forwarding} />
      </CardField>
      {actions}
    </>
  );
};
