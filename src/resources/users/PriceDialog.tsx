import { NumberInput, useNotify, useTranslate, useUpdate } from 'react-admin';
import { FormDialog } from '../shared/FormDialog';
import type { FormValues } from '../shared/submissionErrors';

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

/** 'Update Price': the price this customer pays for one service; Cancel/Save. */
export const UpdatePriceDialog = ({
  row,
  onClose,
}: {
  row: UserServicePrice | null;
  onClose: () => void;
}) => {
  const translate = useTranslate();
  const notify = useNotify();
  const [update] = useUpdate();
  const save = async (values: FormValues) => {
    if (!row) return;
    await update(
      'admin-user-services',
      { id: row.id, data: { id: row.id, price: values.price ?? null }, previousData: row },
      { mutationMode: 'pessimistic', returnPromise: true },
    );
    notify('back_office.prices.saved', { type: 'success' });
    onClose();
  };
  return (
    <FormDialog
      open={row !== null}
      title={translate('resources.users.prices.update_price')}
      submitLabel={translate('common.save')}
      closeLabel={translate('common.cancel')}
      defaultValues={{ price: row?.price }}
      fieldNames={['price']}
      onSubmit={save}
      onClose={onClose}
    >
      <NumberInput
        source="price"
        label={translate('resources.users.prices.price')}
        helperText={row ? `${row.service.name}` : false}
        fullWidth
        autoFocus
      />
    </FormDialog>
  );
};
