import ArrowBackIcon from '@mui/icons-material/ArrowBack';
import { Button, Card } from '@mui/material';
import { DataTable, ListBase, useTranslate } from 'react-admin';
import { Link, useParams } from 'react-router-dom';
import { OrderStatusChip } from '../../orders/OrderStatusChip';
import { minutesTaken, type Order } from '../../orders/order';
import { useLongDate } from '../../orders/useLongDate';
import { paths, withId } from '../../routing/paths';
import { EmptyTable } from '../shared/EmptyTable';
import { formatMoney } from '../shared/formats';
import { ListError } from '../shared/ListError';
import { PrevNextPagination } from '../shared/PrevNextPagination';
import { ScreenHeading } from '../shared/ScreenHeading';
import { useUserHeading } from './useUserHeading';

const ORDERS_PER_PAGE = 15;

/**
 * One customer's orders (/admin/admin-user-orders/{id}), newest first, with the order
 * history's columns: service, user name, IMEI, code (or 'No Contestado'), price, status,
 * date, time. Paged.
 */
export const UserOrders = () => {
  const translate = useTranslate();
  const longDate = useLongDate();
  const { id = '' } = useParams<{ id: string }>();
  const userId = Number(id);
  const heading = useUserHeading(userId);
  const label = (field: string) => translate(`resources.orders.fields.${field}`);
  return (
    <ListBase<Order>
      resource="user_orders"
      filter={{ user_id: userId }}
      perPage={ORDERS_PER_PAGE}
      storeKey={`user_orders.${userId}`}
      disableSyncWithLocation
    >
      <ScreenHeading
        title={translate('back_office.user_orders.title', { name: heading })}
        actions={
          <Button
            component={Link}
            to={withId(paths.userDetail, userId)}
            startIcon={<ArrowBackIcon />}
          >
            {translate('resources.users.name', { smart_count: 1 })}
          </Button>
        }
      />
      <ListError />
      <Card>
        <DataTable<Order> bulkActionButtons={false} rowClick={false} empty={<EmptyTable />}>
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
            render={(order: Order) =>
              translate('resources.orders.minutes', { smart_count: minutesTaken(order) })
            }
          />
        </DataTable>
        <PrevNextPagination />
      </Card>
    </ListBase>
  );
};
