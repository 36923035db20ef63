import { Card, Stack } from '@mui/material';
import { useMemo, useState } from 'react';
import { DataTable, ListBase, Pagination, useGetList, useTranslate } from 'react-admin';
import { fieldLabelsOf } from '../../order-parts/fieldLabels';
import { MaskedValue } from '../../order-parts/MaskedValue';
import { MASK_VISIBLE } from '../../order-parts/mask';
import { OrderFieldValues } from '../../order-parts/OrderFieldValues';
import { OrderFilters } from '../../order-parts/OrderFilters';
import { OrderMinutes } from '../../order-parts/OrderMinutes';
import { OrderStatusChip } from '../../order-parts/OrderStatusChip';
import { type Order, orderState } from '../../order-parts/order';
import { useLongDate } from '../../order-parts/useLongDate';
import { EmptyTable } from '../../resources/shared/EmptyTable';
import { formatMoney } from '../../resources/shared/formats';
import { LIST_ERROR_IN_PAGE, ListError } from '../../resources/shared/ListError';
import { ListTable } from '../../resources/shared/ListTable';
import { ScreenHeading } from '../../resources/shared/ScreenHeading';
import type { CustomerService } from '../services/types';
import { CancelOrderButton, CancelOrderDialog } from './CancelOrderButton';
import { MyOrderCard } from './MyOrderCard';
import { OrderCode } from './OrderCode';

/** The server's page size for order lists (it decides; spec section 9). */
export const ORDERS_PER_PAGE = 15;

/**
 * The customer's own orders, newest first: filters status, service and IMEI (each change
 * re-queries, paging keeps the filter); IMEI and code masked, a click shows and copies them;
 * a rejection shows its reason, an order its custom field values; a pending order can be
 * cancelled. On a phone each order is a card (`MyOrderCard`) with the same fields.
 */
export const MyOrderList = () => {
  const translate = useTranslate();
  const longDate = useLongDate();
  const { data: services = [] } = useGetList<CustomerService>('services', {
    pagination: { page: 1, perPage: 1000 },
  });
  const labels = useMemo(() => fieldLabelsOf(services), [services]);
  const title = translate('resources.orders.name');
  const [cancelling, setCancelling] = useState<Order | null>(null);
  return (
    <ListBase<Order>
      resource="orders"
      queryOptions={LIST_ERROR_IN_PAGE}
      perPage={ORDERS_PER_PAGE}
      sort={{ field: 'id', order: 'DESC' }}
    >
      <ScreenHeading title={title} />
      <OrderFilters
        services={services.map((entry) => ({
          id: entry.service.id,
          name: entry.service.name,
          category: entry.category?.name,
        }))}
      />
      <ListError />
      <Card>
        <ListTable<Order>
          label={title}
          empty={<EmptyTable message="order_screens.empty" />}
          card={(order) => <MyOrderCard order={order} labels={labels} onCancel={setCancelling} />}
        >
          <DataTable.Col
            source="status"
            disableSort
            render={(order: Order) => (
              <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }}>
                <OrderStatusChip status={order.status} />
                {orderState(order.status) === 'pending' ? (
                  <CancelOrderButton order={order} onCancel={setCancelling} />
                ) : null}
              </Stack>
            )}
          />
          <DataTable.Col
            source="service"
            disableSort
            render={(order: Order) => (
              <>
                {order.service?.name}
                <OrderFieldValues order={order} labels={labels} />
              </>
            )}
          />
          <DataTable.Col
            source="price"
            disableSort
            render={(order: Order) => formatMoney(order.price)}
          />
          <DataTable.Col
            source="created_at"
            disableSort
            render={(order: Order) => longDate(order.created_at)}
          />
          <DataTable.Col
            source="imei"
            disableSort
            render={(order: Order) => (
              <MaskedValue value={order.imei} visible={MASK_VISIBLE.imei} />
            )}
          />
          <DataTable.Col
            source="code"
            disableSort
            render={(order: Order) => <OrderCode order={order} />}
          />
          <DataTable.Col
            source="time"
            disableSort
            render={(order: Order) => <OrderMinutes order={order} />}
          />
        </ListTable>
        <Pagination rowsPerPageOptions={[]} />
      </Card>
      <CancelOrderDialog order={cancelling} onClose={() => setCancelling(null)} />
    </ListBase>
  );
};
