import type { CustomerPriceBody } from '@schemas/backOffice';
import { NumberInput, useTranslate } from 'react-admin';
import { EditDialog } from '../shared/RecordDialogs';

/** A row of GET /admin_services_price_by_user/{userId}; its id is "{userId}-{serviceId}". */
export interface UserServicePrice {
  id: string;
  price: number;
  list_price: number;
  custom: boolean;
  user_id: number;
  service_id: number;
  service: { id: number; name: string; category?: { name: string } };
}

/** What the server is sent: the row's id and the new price (null when left empty: required). */
type PricePayload = Pick<CustomerPriceBody, 'id'> & { price: CustomerPriceBody['price'] | null };

const payloadOf = (values: Partial<UserServicePrice>): PricePayload => ({
  id: values.id,
  price: values.price ?? null,
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
      title={translate('resources.users.prices.update_price')}
      successMessage="back_office.prices.saved"
      transform={payloadOf}
      closeLabel={translate('common.cancel')}
      onClose={onClose}
    >
      <NumberInput source="price" helperText={row ? row.service.name : false} fullWidth autoFocus />
    </EditDialog>
  );
};
