import { Button, Stack } from '@mui/material';
import { useTranslate } from 'react-admin';
import type { Order } from '../../order-parts/order';
import { imeiIdOf } from './CopyableImei';
import { RESPONSE_FOR } from './useFocusAfterAnswer';

/** What a pending order's buttons open. */
export type PendingOrderDialog = 'response' | 'reject' | 'detail';

/**
 * Response, Reject and Details of a pending order, in its table row or on its card, each
 * described by the order's IMEI; on as many lines as the room they have needs.
 */
export const PendingOrderActions = ({
  order,
  onOpen,
}: {
  order: Order;
  onOpen: (dialog: PendingOrderDialog, order: Order) => void;
}) => {
  const translate = useTranslate();
  return (
    // They wrap below the wide layout (a tablet, a small window): on one line the row was wider
    // than the page, and Details was cut off until the table was scrolled sideways.
    <Stack
      direction="row"
      spacing={1}
      useFlexGap
      sx={{ justifyContent: 'flex-end', flexWrap: { xs: 'wrap', md: 'nowrap' } }}
    >
      <Button
        size="small"
        variant="contained"
        {...{ [RESPONSE_FOR]: order.id }}
        aria-describedby={imeiIdOf(order)}
        onClick={() => onOpen('response', order)}
      >
        {translate('resources.orders.response')}
      </Button>
      <Button
        size="small"
        color="error"
        variant="outlined"
        aria-describedby={imeiIdOf(order)}
        onClick={() => onOpen('reject', order)}
      >
        {translate('resources.orders.reject')}
      </Button>
      <Button
        size="small"
        aria-describedby={imeiIdOf(order)}
        onClick={() => onOpen('detail', order)}
      >
        {translate('suppliers.order_detail.open')}
      </Button>
    </Stack>
  );
};
