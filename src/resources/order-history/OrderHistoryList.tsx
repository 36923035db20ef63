import { Alert, Button, Card, Stack } from '@mui/material';
import { useState } from 'react';
import { DataTable, ListBase, Pagination, useGetList, useTranslate } from 'react-admin';
import { ExportOrdersButton } from '../../order-parts/ExportOrdersButton';
import { RejectDialog } from '../../order-parts/OrderAnswerDialogs';
import { OrderFilters } from '../../order-parts/OrderFilters';
import { OrderHistoryTable } from '../../order-parts/OrderHistoryTable';
import { ORDER_REJECTED, type Order, orderState } from '../../order-parts/order';
import { useAnswerOrder } from '../../order-parts/useAnswerOrder';
import { ListError } from '../shared/ListError';
import { ScreenHeading } from '../shared/ScreenHeading';

/** The server's page size for order lists. */
const HISTORY_PER_PAGE = 15;

/**
 * Order history, newest first: filters service, IMEI search and status (the filter stays while
 * paging); columns service, user name, IMEI, code (or 'No Contestado'), price, status, date,
 * time, and Reject, which rejects from the history (`rejected: true`) and refunds the order.
 */
export const OrderHistoryList = () => {
  const translate = useTranslate();
  const { data: services = [] } = useGetList<{ id: number; name: string }>('admin-services', {
    pagination: { page: 1, perPage: 1000 },
  });
  const { answer, failure, clearFailure, sending } = useAnswerOrder();
  const [rejecting, setRejecting] = useState<Order | null>(null);
  return (
    <ListBase<Order>
      resource="admin-order-history"
      perPage={HISTORY_PER_PAGE}
      sort={{ field: 'id', order: 'DESC' }}
    >
      <ScreenHeading
        title={translate('resources.admin-order-history.name')}
        actions={<ExportOrdersButton filename="order-history" />}
      />
      <OrderFilters
        services={services.map((service) => ({ id: service.id, name: service.name }))}
      />
      <ListError />
      {failure ? (
        <Alert severity="error" role="alert" onClose={clearFailure} sx={{ mb: 2 }}>
          {failure}
        </Alert>
      ) : null}
      <Card>
        <OrderHistoryTable empty={<NoOrders />}>
          <DataTable.Col
            label={translate('common.actions')}
            disableSort
            align="right"
            render={(order: Order) => (
              <Button
                size="small"
                color="error"
                variant="outlined"
                disabled={orderState(order.status) === 'rejected'}
                onClick={() => setRejecting(order)}
              >
                {translate('resources.orders.reject')}
              </Button>
            )}
          />
        </OrderHistoryTable>
        <Pagination rowsPerPageOptions={[]} />
      </Card>
      <RejectDialog
        order={rejecting}
        sending={sending}
        onClose={() => setRejecting(null)}
        onSubmit={(reason) => {
          const order = rejecting;
          setRejecting(null);
          if (order)
            void answer(order.id, { status: ORDER_REJECTED, code: reason, rejected: true });
        }}
      />
    </ListBase>
  );
};

const NoOrders = () => {
  const translate = useTranslate();
  return <Stack sx={{ p: 2, color: 'text.secondary' }}>{translate('order_screens.empty')}</Stack>;
};
