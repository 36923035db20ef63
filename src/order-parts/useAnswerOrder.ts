import { useState } from 'react';
import { useNotify, useRefresh, useTranslate } from 'react-admin';
import { useDataProviderCalls } from '../dataProvider/useDataProviderCalls';
import { useErrorText } from '../i18n/useErrorText';
import { ORDER_COMPLETED, type ORDER_REJECTED } from './order';

export type OrderAnswer =
  | { status: typeof ORDER_COMPLETED; code: string }
  | { status: typeof ORDER_REJECTED; code: string; rejected?: true };

/**
 * Sends an admin's answer (PATCH /admin_orders_pending/{id}). Success says so in a toast and
 * answers null; a failure (e.g. another admin answered first, a code too long) answers its text,
 * for the dialog to show beneath the code it keeps. Either way the lists are reloaded afterwards,
 * so the screen never stays loading.
 */
export const useAnswerOrder = () => {
  const dataProvider = useDataProviderCalls();
  const notify = useNotify();
  const refresh = useRefresh();
  const translate = useTranslate();
  const errorText = useErrorText();
  const [sending, setSending] = useState(false);

  const answer = async (orderId: number, payload: OrderAnswer): Promise<string | null> => {
    setSending(true);
    try {
      await dataProvider.update('admin-orders', {
        id: orderId,
        data: payload,
        previousData: { id: orderId },
      });
      notify(
        payload.status === ORDER_COMPLETED ? 'order_screens.answered' : 'order_screens.rejected',
        {
          type: 'success',
          messageArgs: { id: orderId },
        },
      );
      return null;
    } catch (error) {
      return translate('order_screens.update_failed', { reason: errorText(error) });
    } finally {
      setSending(false);
      refresh();
    }
  };

  return { answer, sending };
};
