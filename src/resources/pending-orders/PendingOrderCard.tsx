import { Typography } from '@mui/material';
import { ForwardingChip } from '../../order-parts/ForwardingChip';
import type { FieldLabels } from '../../order-parts/fieldLabels';
import type { AdminOrder } from '../../order-parts/forwarding';
import { OrderFieldValues } from '../../order-parts/OrderFieldValues';
import type { Order } from '../../order-parts/order';
import { CardField } from '../shared/CardField';
import { CardHeading } from '../shared/CardHeading';
import { CheckedBadge } from './CheckedBadge';
import { CopyableImei } from './CopyableImei';
import { PendingOrderActions, type PendingOrderDialog } from './PendingOrderActions';

/**
 * A pending order on a phone, for an owner answering the queue away from the desk: the service
 * (its fields' values) and the checked badge, the IMEI (a click copies it), the carrier response
 * and model check when there are, where it is with its suppliers, then Response, Reject and
 * Details as in the table's row.
 */
export const PendingOrderCard = ({
  order,
  labels,
  onOpen,
}: {
  order: AdminOrder;
  labels: FieldLabels;
  onOpen: (dialog: PendingOrderDialog, order: Order) => void;
}) => (
  <>
    <CardHeading
      start={
        <div>
          <Typography variant="body1">{order.service?.name}</Typography>
          <OrderFieldValues order={order} labels={labels} />
        </div>
      }
      end={<CheckedBadge order={order} />}
    />
    <CardField source="imei">
      <CopyableImei order={order} />
    </CardField>
    <CardField source="att_response">{order.att_response}</CardField>
    <CardField source="ifree_model">{order.ifree_model}</CardField>
    <CardField source="forwarding">
      <ForwardingChip forwarding={order.forwarding} />
    </CardField>
    <PendingOrderActions order={order} onOpen={onOpen} />
  </>
);
