import RefreshIcon from '@mui/icons-material/Refresh';
import { Button, Card } from '@mui/material';
import { useRef, useState } from 'react';
import { DataTable, ListBase, Pagination, useListContext, useTranslate } from 'react-admin';
import { ExportOrdersButton } from '../../order-parts/ExportOrdersButton';
import { ForwardingChip } from '../../order-parts/ForwardingChip';
import { useFieldLabels } from '../../order-parts/fieldLabels';
import type { AdminOrder } from '../../order-parts/forwarding';
import { RejectDialog, ResponseDialog } from '../../order-parts/OrderAnswerDialogs';
import { OrderDetailDialog } from '../../order-parts/OrderDetailDialog';
import { OrderFieldValues } from '../../order-parts/OrderFieldValues';
import { ORDER_COMPLETED, ORDER_REJECTED, type Order } from '../../order-parts/order';
import { type OrderAnswer, useAnswerOrder } from '../../order-parts/useAnswerOrder';
import { EmptyTable } from '../shared/EmptyTable';
import { LIST_ERROR_IN_PAGE, ListError } from '../shared/ListError';
import { ListTable } from '../shared/ListTable';
import { ScreenHeading } from '../shared/ScreenHeading';
import { BulkReplyButton } from './BulkReplyButton';
import { CheckedBadge } from './CheckedBadge';
import { CopyableImei } from './CopyableImei';
import { ForwardingFilter } from './ForwardingFilter';
import { PendingOrderActions, type PendingOrderDialog } from './PendingOrderActions';
import { PendingOrderCard } from './PendingOrderCard';
import { useFocusAfterAnswer } from './useFocusAfterAnswer';

/** The server's page size for order lists. */
const PENDING_PER_PAGE = 15;

type OpenDialog = { kind: PendingOrderDialog; order: Order } | null;

/**
 * Seven columns with the buttons of each order: below the widest layout the cells' sides are
 * halved, so that the table fits beside the sidebar instead of scrolling sideways.
 */
const NARROWER_CELLS_BELOW_WIDE = { '& .MuiTableCell-root': { px: { xs: 1, lg: 2 } } };

/**
 * Pending orders, oldest first so nothing waits forever: service (and the values of its custom
 * fields), IMEI (a click copies it),
 * carrier response, model check, checked badge, where it is with its suppliers, and Response /
 * Reject / Details (the attempts; a held order is retried or sent elsewhere from there). The
 * queue filters "held" and "by hand". A failed answer (another admin was quicker) is shown
 * above the list, which reloads either way. On a phone each order is a card (`PendingOrderCard`).
 */
export const PendingOrderList = () => (
  <ListBase<Order>
    resource="admin-orders"
    queryOptions={LIST_ERROR_IN_PAGE}
    perPage={PENDING_PER_PAGE}
    sort={{ field: 'id', order: 'ASC' }}
    disableSyncWithLocation
  >
    <PendingOrdersView />
  </ListBase>
);

const PendingOrdersView = () => {
  const translate = useTranslate();
  const { data, refetch, isFetching } = useListContext<Order>();
  const { answer, sending } = useAnswerOrder();
  const fieldLabels = useFieldLabels('admin-services');
  const [dialog, setDialog] = useState<OpenDialog>(null);
  const refreshButton = useRef<HTMLButtonElement>(null);
  const focusAfter = useFocusAfterAnswer(data, dialog !== null, refreshButton);
  const close = () => setDialog(null);
  /** The dialog closes once the answer is taken; a refusal stays in it, beneath the text. */
  const answerThenClose = async (order: Order | null, payload: OrderAnswer) => {
    if (!order) return null;
    const refusal = await answer(order.id, payload);
    if (refusal === null) {
      focusAfter(order);
      close();
    }
    return refusal;
  };
  const open = (kind: PendingOrderDialog, order: Order) => setDialog({ kind, order });
  const opened = (kind: PendingOrderDialog) => (dialog?.kind === kind ? dialog.order : null);

  const title = translate('order_screens.pending_title');
  return (
    <>
      <ScreenHeading
        title={title}
        actions={
          <>
            <Button
              ref={refreshButton}
              startIcon={<RefreshIcon />}
              onClick={() => refetch()}
              disabled={isFetching}
            >
              {translate('common.refresh')}
            </Button>
            <BulkReplyButton />
            <ExportOrdersButton filename="pending-orders" />
          </>
        }
      />
      <ForwardingFilter />
      <ListError />
      <Card>
        <ListTable<AdminOrder>
          label={title}
          empty={<EmptyTable message="order_screens.empty" />}
          card={(order) => <PendingOrderCard order={order} labels={fieldLabels} onOpen={open} />}
          sx={NARROWER_CELLS_BELOW_WIDE}
        >
          <DataTable.Col
            source="service"
            disableSort
            render={(order: Order) => (
              <>
                {order.service?.name}
                <OrderFieldValues order={order} labels={fieldLabels} />
              </>
            )}
          />
          <DataTable.Col
            source="imei"
            disableSort
            render={(order: Order) => <CopyableImei order={order} />}
          />
          <DataTable.Col
            source="att_response"
            disableSort
            render={(order: Order) => order.att_response ?? ''}
          />
          <DataTable.Col
            source="ifree_model"
            disableSort
            render={(order: Order) => order.ifree_model ?? ''}
          />
          <DataTable.Col
            source="checked"
            disableSort
            render={(order: Order) => <CheckedBadge order={order} />}
          />
          <DataTable.Col
            source="forwarding"
            disableSort
            render={(order: AdminOrder) => <ForwardingChip forwarding={order.forwarding} />}
          />
          <DataTable.Col
            label={translate('common.actions')}
            disableSort
            align="right"
            render={(order: Order) => <PendingOrderActions order={order} onOpen={open} />}
          />
        </ListTable>
        <Pagination rowsPerPageOptions={[]} />
      </Card>
      <ResponseDialog
        order={opened('response')}
        sending={sending}
        onClose={close}
        onSubmit={(code) => answerThenClose(opened('response'), { status: ORDER_COMPLETED, code })}
      />
      <OrderDetailDialog orderId={opened('detail')?.id ?? null} onClose={close} />
      <RejectDialog
        order={opened('reject')}
        sending={sending}
        onClose={close}
        onSubmit={(reason) =>
          answerThenClose(opened('reject'), { status: ORDER_REJECTED, code: reason })
        }
      />
    </>
  );
};
