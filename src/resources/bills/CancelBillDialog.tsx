import { useNotify, useTranslate, useUpdate } from 'react-admin';
import { ConfirmDialog } from '../shared/ConfirmDialog';
import { formatMoney } from '../shared/formats';
import type { Bill } from './types';

/**
 * Cancels a mistaken top-up (PATCH /admin_bills/{id} {status: false}). The server refuses
 * when the customer has already spent the credits, and the dialog shows its message.
 */
export const CancelBillDialog = ({ bill, onClose }: { bill: Bill | null; onClose: () => void }) => {
  const translate = useTranslate();
  const notify = useNotify();
  const [update] = useUpdate();
  const confirm = async () => {
    if (!bill) return;
    await update(
      'admin-bills',
      { id: bill.id, data: { status: false }, previousData: bill },
      { mutationMode: 'pessimistic', returnPromise: true },
    );
    notify('back_office.bills.canceled', { type: 'success' });
    onClose();
  };
  return (
    <ConfirmDialog
      open={bill !== null}
      title={translate('back_office.bills.cancel')}
      confirmLabel={translate('back_office.bills.cancel')}
      closeLabel={translate('back_office.bills.keep')}
      onConfirm={confirm}
      onClose={onClose}
    >
      {translate('back_office.bills.cancel_question', {
        id: bill?.id ?? '',
        email: bill?.user?.email ?? '',
        amount: formatMoney(bill?.amount),
      })}
    </ConfirmDialog>
  );
};
