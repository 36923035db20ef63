import type { ReactElement, ReactNode } from 'react';
import { DataTable, useTranslate } from 'react-admin';
import { formatMoney } from '../resources/shared/formats';
import { ListTable } from '../resources/shared/ListTable';
import { ForwardingChip } from './ForwardingChip';
import type { AdminOrder } from './forwarding';
import { OrderHistoryCard } from './OrderHistoryCard';
import { OrderMinutes } from './OrderMinutes';
import { OrderStatusChip } from './OrderStatusChip';
import type { Order } from './order';
import { useLongDate } from './useLongDate';

/**
 * The order history's table (admin history and one customer's orders): service, user name,
 * IMEI, code (or 'No Contestado'), price, status, date, time and where it went (forwarding),
 * then the `actions` of each order when given. On a phone or a tablet (below 1200 px) each order
 * is a card (`OrderHistoryCard`) with the same fields.
 */
export const OrderHistoryTable = ({
  label,
  empty,
  actions,
}: {
  /** The screen's title: the name of the table where it scrolls sideways, or of the cards. */
  label: string;
  empty: ReactElement;
  actions?: (order: Order) => ReactNode;
}) => {
  const translate = useTranslate();
  const longDate = useLongDate();
  return (
    <ListTable<AdminOrder>
      label={label}
      empty={empty}
      card={(order) => <OrderHistoryCard order={order} actions={actions?.(order)} />}
      // Ten columns do not fit a tablet beside the sidebar (at 1024 px the row's buttons were
      // past the right edge): cards there too, below 1200 px.
      cardsUpTo="tablet"
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
      <DataTable.Col
        source="forwarding"
        disableSort
        render={(order: AdminOrder) => <ForwardingChip forwarding={order.forwarding} />}
      />
      {actions ? (
        <DataTable.Col
          label={translate('common.actions')}
          disableSort
          align="right"
          render={actions}
        />
      ) : null}
    </ListTable>
  );
};
