import { Button, Card, Stack } from '@mui/material';
import { useState } from 'react';
import { ListBase, Pagination, useGetList, useTranslate } from 'react-admin';
import { ExportOrdersButton } from '../../order-parts/ExportOrdersButton';
import { RejectDialog } from '../../order-parts/OrderAnswerDialogs';
import { OrderDetailDialog } from '../../order-parts/OrderDetailDialog';
import { OrderFilters } from '../../order-parts/OrderFilters';
import { OrderHistoryTable } from '../../order-parts/OrderHistoryTable';
import { ORDER_REJECTED, type Order, orderState } from '../../order-parts/order';
import { useAnswerOrder } from '../../order-parts/useAnswerOrder';
import type { Service } from '../services/types';
import { EmptyTable } from '../shared/EmptyTable';
import { LIST_ERROR_IN_PAGE, ListError } from '../shared/ListError';
import { ScreenHeading } from '../shared/ScreenHeading';

/** The server's page size for order lists. */
const HISTORY_PER_PAGE = 15;

/**
 * Order history, newest first: filters service, IMEI search and status (the filter stays while
 * paging); columns service, user name, IMEI, code (or 'No Contestado'), price, status, date,
 * time, where it went (forwarding), and Reject, which rejects from the history
 * (`rejected: true`) and refunds the order, and Details (its attempts at suppliers).
 */
export const OrderHistoryList = () => {
  const translate = useTranslate();
  // Retired services too: their orders stay in the history (a service with orders is retired,
  // never deleted), and could otherwise be found only one IMEI at a time.
  const { data: services = [] } = useGetList<Pick<Service, 'id' | 'name' | 'active' | 'category'>>(
    'admin-services',
    { pagination: { page: 1, perPage: 1000 }, filter: { with_retired: true } },
  );
  const { answer, sending } = useAnswerOrder();
  const [rejecting, setRejecting] = useState<Order | null>(null);
  const [detail, setDetail] = useState<number | null>(null);
  const title = translate('resources.admin-order-history.name');
  return (
    <ListBase<Order>
      resource="admin-order-history"
      queryOptions={LIST_ERROR_IN_PAGE}
      perPage={HISTORY_PER_PAGE}
      sort={{ field: 'id', order: 'DESC' }}
    >
      <ScreenHeading title={title} actions={<ExportOrdersButton filename="order-history" />} />
      <OrderFilters
        services={services.map((service) => ({
          id: service.id,
          name:
            service.active !== false
              ? service.name
              : `${service.name} (${translate('back_office.services.retired_chip')})`,
          category: service.category?.name,
        }))}
      />
      <ListError />
      <Card>
        <OrderHistoryTable
          label={title}
          empty={<EmptyTable message="order_screens.empty" />}
          actions={(order: Order) => (
            // One above the other in the table below 1920 px (xl): side by side, they pushed Details
            // past the right edge at 1280 px, where the rows are several lines high anyway. Side
            // by side on the cards below 1200 px (md), where there is room.
            <Stack
              direction={{ xs: 'row', md: 'column', xl: 'row' }}
              spacing={1}
              sx={{ justifyContent: 'flex-end', alignItems: 'flex-end' }}
            >
              <Button
                size="small"
                color="error"
                variant="outlined"
                disabled={orderState(order.status) === 'rejected'}
                onClick={() => setRejecting(order)}
              >
                {translate('resources.orders.reject')}
              </Button>
              <Button size="small" onClick={() => setDetail(order.id)}>
                {translate('suppliers.order_detail.open')}
              </Button>
            </Stack>
          )}
        />
        <Pagination rowsPerPageOptions={[]} />
      </Card>
      <OrderDetailDialog orderId={detail} onClose={() => setDetail(null)} />
      <RejectDialog
        order={rejecting}
        sending={sending}
        onClose={() => setRejecting(null)}
        onSubmit={async (reason) => {
          if (!rejecting) return null;
          const refusal = await answer(rejecting.id, {
            status: ORDER_REJECTED,
            code: reason,
            rejected: true,
          });
          // Closed once taken; a refusal stays in the dialog, beneath the reason.
          if (refusal === null) setRejecting(null);
          return refusal;
        }}
      />
    </ListBase>
  );
};
