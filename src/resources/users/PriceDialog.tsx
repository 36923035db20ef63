import type { CustomerPriceBody } from '@schemas/backOffice';
import { useRecordContext, useTranslate } from 'react-admin';
import { AmountInput, amountToSend } from '../shared/AmountInput';
import { EditDialog } from '../shared/RecordDialogs';
import type { UserServicePrice } from './types';

/** What the server is sent: the row's id and the new price (null when left empty: required). */
type PricePayload = Pick<CustomerPriceBody, 'id'> & { price: CustomerPriceBody['price'] | null };

const payloadOf = (values: Partial<UserServicePrice>): PricePayload => ({
  id: values.id,
  price: amountToSend(values.price),
});

/** 'Update Price': the price this customer pays for one service; Cancel/Save. */
export const UpdatePriceDialog = ({
  row,
  onClose,
}: {
  row: UserServicePrice | null;
  onClose: () => void;
}) => {
  const translate = useTranslate();
  return (
    <EditDialog
      record={row}
      resource="admin-user-services"
      title={() => translate('resources.users.prices.update_price')}
      successMessage="back_office.prices.saved"
      transform={payloadOf}
      closeLabel={translate('common.cancel')}
      onClose={onClose}
    >
      <AmountInput source="price" helperText={<ServiceName />} fullWidth autoFocus />
    </EditDialog>
  );
};

/** The service's name beneath the price, from the record the dialog shows (kept while it fades). */
const ServiceName = () => {
  const row = useRecordContext<UserServicePrice>();
  return row ? row.service.name : null;
};
