import type { ReactElement, ReactNode } from 'react';
import { DataTable, useTranslate } from 'react-admin';
import { formatMoney } from '../resources/shared/formats';
import { useScrollableTable } from '../resources/shared/useScrollableTable';
import { OrderMinutes } from './OrderMinutes';
import { OrderStatusChip } from './OrderStatusChip';
import type { Order } from './order';
import { useLongDate } from './useLongDate';

/**
 * The order history's table (admin history and one customer's orders): service, user name,
 * IMEI, code (or 'No Contestado'), price, status, date and time, then any `actions` columns.
 */
export const OrderHistoryTable = ({
  label,
  empty,
  children,
}: {
  /** The screen's title: the table's name where it scrolls sideways (`useScrollableTable`). */
  label: string;
  empty: ReactElement;
  children?: ReactNode;
}) => {
  const translate = useTranslate();
  const longDate = useLongDate();
  const scrollable = useScrollableTable(label);
  return (
    <DataTable<Order>
      ref={scrollable}
      bulkActionButtons={false}
      rowClick={false}
      empty={empty}
      // Ten columns: half the cells' side padding keeps them within a 1280 px screen.
      sx={{ '& .MuiTableCell-root': { px: 1 } }}
    >
      <DataTable.Col source="service" disableSort render={(order: Order) => order.service?.name} />
      <DataTable.Col source="user" disableSort render={(order: Order) => order.user?.name} />
      <DataTable.Col
        source="imei"
        disableSort
        render={(order: Order) => <span style={{ fontFamily: 'monospace' }}>{order.imei}</span>}
      />
      <DataTable.Col
        source="code"
        disableSort
        render={(order: Order) => order.code || translate('resources.orders.no_code')}
      />
      <DataTable.Col
        source="price"
        disableSort
        render={(order: Order) => formatMoney(order.price)}
      />
      <DataTable.Col
        source="status"
        disableSort
        render={(order: Order) => <OrderStatusChip status={order.status} />}
      />
      <DataTable.Col
        source="created_at"
        disableSort
        render={(order: Order) => longDate(order.created_at)}
      />
      <DataTable.Col
        source="time"
        disableSort
        render={(order: Order) => <OrderMinutes order={order} />}
      />
      {children}
    </DataTable>
  );
};
