import type { BillChangeBody } from '@schemas/backOffice';
import { useNotify, useTranslate, useUpdate } from 'react-admin';
import { ConfirmDialog } from '../shared/ConfirmDialog';
import { formatMoney } from '../shared/formats';
import type { Bill } from './types';

/** A bill of credits taken off (negative) is cancelled by giving them back. */
const takenOff = (bill: Bill | null) => (bill?.amount ?? 0) < 0;

/** What cancelling this bill is called: a top-up's cancel, or giving credits taken off back. */
export const cancelLabel = (bill: Bill | null) =>
  takenOff(bill) ? 'back_office.bills.give_back' : 'back_office.bills.cancel';

/**
 * Cancels a mistaken top-up (PATCH /admin_bills/{id} {status: false}), or gives credits taken off
 * back. The server refuses a top-up whose credits the balance no longer holds (spent, or taken off
 * since), and the dialog shows its message.
 */
export const CancelBillDialog = ({ bill, onClose }: { bill: Bill | null; onClose: () => void }) => {
  const translate = useTranslate();
  const notify = useNotify();
  const [update] = useUpdate();
  const confirm = async () => {
    if (!bill) return;
    await update(
      'admin-bills',
      { id: bill.id, data: { status: false } satisfies BillChangeBody, previousData: bill },
      { mutationMode: 'pessimistic', returnPromise: true },
    );
    notify(takenOff(bill) ? 'back_office.bills.given_back' : 'back_office.bills.canceled', {
      type: 'success',
    });
    onClose();
  };
  return (
    <ConfirmDialog
      value={bill}
      title={(shown) => translate(cancelLabel(shown))}
      confirmLabel={(shown) => translate(cancelLabel(shown))}
      closeLabel={translate('back_office.bills.keep')}
      onConfirm={confirm}
      onClose={onClose}
    >
      {(shown) =>
        translate(
          takenOff(shown)
            ? 'back_office.bills.give_back_question'
            : 'back_office.bills.cancel_question',
          {
            id: shown.id,
            email: shown.user?.email ?? '',
            amount: formatMoney(Math.abs(shown.amount)),
          },
        )
      }
    </ConfirmDialog>
  );
};
