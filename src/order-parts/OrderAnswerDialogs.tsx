import { useTranslate } from 'react-admin';
import { AnswerDialog } from './AnswerDialog';
import type { Order } from './order';

interface DialogProps {
  order: Order | null;
  sending: boolean;
  /** Null when the answer was taken, or why not. */
  onSubmit: (text: string) => Promise<string | null>;
  onClose: () => void;
}

/** Response: asks for the Code, 'Send Success' completes the order (status 4). */
export const ResponseDialog = ({ order, sending, onSubmit, onClose }: DialogProps) => {
  const translate = useTranslate();
  return (
    <AnswerDialog
      open={order !== null}
      title={translate('resources.orders.response')}
      description={order ? `${order.service.name} · ${order.imei}` : undefined}
      source="code"
      submitLabel={translate('resources.orders.send_success')}
      required
      sending={sending}
      onSubmit={onSubmit}
      onClose={onClose}
    />
  );
};

/** 'Reject Order': asks for a reason (empty means 'Not Found'); the price goes back to the customer. */
export const RejectDialog = ({ order, sending, onSubmit, onClose }: DialogProps) => {
  const translate = useTranslate();
  return (
    <AnswerDialog
      open={order !== null}
      title={translate('resources.orders.reject_title')}
      description={
        order
          ? translate('order_screens.reject_question', {
              imei: order.imei,
              price: Number(order.price).toFixed(2),
            })
          : undefined
      }
      source="reason"
      helperText={translate('order_screens.reason_help')}
      submitLabel={translate('resources.orders.reject')}
      submitColor="error"
      required={false}
      sending={sending}
      onSubmit={onSubmit}
      onClose={onClose}
    />
  );
};
