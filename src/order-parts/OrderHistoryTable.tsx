import type { ReactElement, ReactNode } from 'react';
import { DataTable, useTranslate } from 'react-admin';
import { formatMoney } from '../resources/shared/formats';
import { OrderMinutes } from './OrderMinutes';
import { OrderStatusChip } from './OrderStatusChip';
import type { Order } from './order';
import { useLongDate } from './useLongDate';

/**
 * The order history's table (admin history and one customer's orders): service, user name,
 * IMEI, code (or 'No Contestado'), price, status, date and time, then any `actions` columns.
 */
export const OrderHistoryTable = ({
  empty,
  children,
}: {
  empty: ReactElement;
  children?: ReactNode;
}) => {
  const translate = useTranslate();
  const longDate = useLongDate();
  const label = (field: string) => translate(`resources.orders.fields.${field}`);
  return (
    <DataTable<Order> bulkActionButtons={false} rowClick={false} empty={empty}>
      <DataTable.Col
        label={label('service')}
        disableSort
        render={(order: Order) => order.service?.name}
      />
      <DataTable.Col
        label={label('user')}
        disableSort
        render={(order: Order) => order.user?.name}
      />
      <DataTable.Col
        label={label('imei')}
        disableSort
        render={(order: Order) => <span style={{ fontFamily: 'monospace' }}>{order.imei}</span>}
      />
      <DataTable.Col
        label={label('code')}
        disableSort
        render={(order: Order) => order.code || translate('resources.orders.no_code')}
      />
      <DataTable.Col
        label={label('price')}
        disableSort
        render={(order: Order) => formatMoney(order.price)}
      />
      <DataTable.Col
        label={label('status')}
        disableSort
        render={(order: Order) => <OrderStatusChip status={order.status} />}
      />
      <DataTable.Col
        label={label('date')}
        disableSort
        render={(order: Order) => longDate(order.created_at)}
      />
      <DataTable.Col
        label={label('time')}
        disableSort
        render={(order: Order) => <OrderMinutes order={order} />}
      />
      {children}
    </DataTable>
  );
};
