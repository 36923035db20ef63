import { Button } from '@mui/material';
import { useState } from 'react';
import { useNotify, useRefresh, useTranslate } from 'react-admin';
import type { PortalDataProvider } from '../../dataProvider/placeOrders';
import { useDataProviderCalls } from '../../dataProvider/useDataProviderCalls';
import { validationFailureOf } from '../../dataProvider/validationError';
import { useErrorText } from '../../i18n/useErrorText';
import { MASK_VISIBLE, maskTail } from '../../order-parts/mask';
import type { Order } from '../../order-parts/order';
import { ConfirmDialog } from '../../resources/shared/ConfirmDialog';
import { formatMoney } from '../../resources/shared/formats';

/**
 * Cancel, on a pending order of My Orders: after a confirmation, POST /orders/{id}/cancel
 * (rejected "Cancelled by customer", the credits back). A refusal (answered meanwhile, already
 * with a supplier) is told in a notification with the server's reason; the list is reloaded
 * either way.
 */
export const CancelOrderButton = ({ order }: { order: Order }) => {
  const translate = useTranslate();
  const notify = useNotify();
  const refresh = useRefresh();
  const errorText = useErrorText();
  const dataProvider = useDataProviderCalls<PortalDataProvider>();
  const [open, setOpen] = useState(false);
  const cancel = async () => {
    try {
      await dataProvider.cancelOrder(order.id);
      notify('catalogue.cancel.done', { type: 'success', messageArgs: { id: order.id } });
    } catch (error) {
      const reason = validationFailureOf(error)?.fields.order ?? errorText(error);
      notify('catalogue.cancel.failed', { type: 'error', messageArgs: { reason } });
    } finally {
      setOpen(false);
      refresh();
    }
  };
  return (
    <>
      <Button size="small" color="error" onClick={() => setOpen(true)}>
        {translate('catalogue.cancel.button')}
      </Button>
      <ConfirmDialog
        open={open}
        title={translate('catalogue.cancel.title')}
        confirmLabel={translate('catalogue.cancel.confirm')}
        closeLabel={translate('catalogue.cancel.keep')}
        onConfirm={cancel}
        onClose={() => setOpen(false)}
      >
        {translate('catalogue.cancel.question', {
          imei: maskTail(order.imei, MASK_VISIBLE.imei),
          service: order.service.name,
          price: formatMoney(order.price),
        })}
      </ConfirmDialog>
    </>
  );
};
