import { Button } from '@mui/material';
import { useNotify, useRefresh, useTranslate } from 'react-admin';
import type { PortalDataProvider } from '../../dataProvider/placeOrders';
import { useDataProviderCalls } from '../../dataProvider/useDataProviderCalls';
import { validationFailureOf } from '../../dataProvider/validationError';
import { useErrorText } from '../../i18n/useErrorText';
import { MASK_VISIBLE, maskTail } from '../../order-parts/mask';
import type { Order } from '../../order-parts/order';
import { ConfirmDialog } from '../../resources/shared/ConfirmDialog';
import { formatMoney } from '../../resources/shared/formats';

/** Cancel, on a pending order of My Orders (its row or its card): opens `CancelOrderDialog`. */
export const CancelOrderButton = ({
  order,
  onCancel,
}: {
  order: Order;
  onCancel: (order: Order) => void;
}) => {
  const translate = useTranslate();
  return (
    <Button size="small" color="error" onClick={() => onCancel(order)}>
      {translate('catalogue.cancel.button')}
    </Button>
  );
};

/**
 * The confirmation of a Cancel, held by the list (so a phone turned sideways, whose cards become
 * the table, keeps it open): once confirmed, POST /orders/{id}/cancel (rejected "Cancelled by
 * customer", the credits back). A refusal (answered meanwhile, already with a supplier) is told
 * in a notification with the server's reason; the list is reloaded either way.
 */
export const CancelOrderDialog = ({
  order,
  onClose,
}: {
  order: Order | null;
  onClose: () => void;
}) => {
  const translate = useTranslate();
  const notify = useNotify();
  const refresh = useRefresh();
  const errorText = useErrorText();
  const dataProvider = useDataProviderCalls<PortalDataProvider>();
  const cancel = async () => {
    if (!order) return;
    try {
      await dataProvider.cancelOrder(order.id);
      notify('catalogue.cancel.done', { type: 'success', messageArgs: { id: order.id } });
    } catch (error) {
      const reason = validationFailureOf(error)?.fields.order ?? errorText(error);
      notify('catalogue.cancel.failed', { type: 'error', messageArgs: { reason } });
    } finally {
      onClose();
      refresh();
    }
  };
  return (
    <ConfirmDialog
      value={order}
      title={translate('catalogue.cancel.title')}
      confirmLabel={translate('catalogue.cancel.confirm')}
      closeLabel={translate('catalogue.cancel.keep')}
      onConfirm={cancel}
      onClose={onClose}
    >
      {(shown) =>
        translate('catalogue.cancel.question', {
          imei: maskTail(shown.imei, MASK_VISIBLE.imei),
          service: shown.service.name,
          price: formatMoney(shown.price),
        })
      }
    </ConfirmDialog>
  );
};
