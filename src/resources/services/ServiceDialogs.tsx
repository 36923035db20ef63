import type { ServiceBody } from '@schemas/backOffice';
import {
  ReferenceInput,
  SelectInput,
  TextInput,
  useDelete,
  useNotify,
  useTranslate,
} from 'react-admin';
import { AmountInput, amountToSend } from '../shared/AmountInput';
import { ConfirmDialog } from '../shared/ConfirmDialog';
import { CreateDialog, EditDialog } from '../shared/RecordDialogs';
import { CustomFieldsInput } from './CustomFieldsInput';
import { fieldsToSave } from './serviceFieldList';
import { SERVICE_TIERS, type Service } from './types';

const RESOURCE = 'admin-services';

/**
 * Name, Price, Category dropdown — plus Cost and Tier, which the dashboard's figures need, and
 * what the order form shows of the service: description, delivery time and custom fields.
 */
const ServiceInputs = () => {
  const translate = useTranslate();
  return (
    <>
      <TextInput source="name" fullWidth autoFocus />
      <AmountInput source="price" fullWidth />
      <ReferenceInput source="category_id" reference="admin-categories" perPage={1000}>
        <SelectInput optionText="name" fullWidth />
      </ReferenceInput>
      <AmountInput source="cost" fullWidth />
      <SelectInput
        source="tier"
        choices={SERVICE_TIERS.map((tier) => ({
          id: tier,
          name: translate(`back_office.services.tiers.${tier}`),
        }))}
        emptyText={false}
        fullWidth
      />
      <TextInput source="description" multiline minRows={3} fullWidth />
      <TextInput
        source="delivery_time"
        helperText="catalogue.service_details.delivery_time_help"
        fullWidth
      />
      <CustomFieldsInput />
    </>
  );
};

/**
 * What the server is sent: the service's own fields, whatever else the form carried; a price or
 * category left empty goes as null, and the server says it is required.
 */
type ServicePayload = Required<Omit<ServiceBody, 'price' | 'category_id'>> & {
  price: ServiceBody['price'] | null;
  category_id: ServiceBody['category_id'] | null;
};

const payloadOf = (values: Partial<Service>): ServicePayload => ({
  name: values.name ?? '',
  price: amountToSend(values.price),
  category_id: values.category_id ?? null,
  cost: amountToSend(values.cost) ?? 0,
  tier: values.tier ?? 'none',
  description: values.description ?? '',
  delivery_time: values.delivery_time ?? '',
  fields: fieldsToSave(values.fields),
});

export const CreateServiceDialog = ({ open, onClose }: { open: boolean; onClose: () => void }) => {
  const translate = useTranslate();
  return (
    <CreateDialog
      open={open}
      resource={RESOURCE}
      defaults={{ tier: 'none', cost: 0, description: '', delivery_time: '', fields: [] }}
      title={translate('back_office.services.create')}
      successMessage="back_office.services.created"
      transform={payloadOf}
      onClose={onClose}
      maxWidth="md"
    >
      <ServiceInputs />
    </CreateDialog>
  );
};

export const UpdateServiceDialog = ({
  service,
  onClose,
}: {
  service: Service | null;
  onClose: () => void;
}) => {
  const translate = useTranslate();
  return (
    <EditDialog
      record={service}
      resource={RESOURCE}
      title={(shown) => translate('back_office.services.update_title', { name: shown.name })}
      successMessage="back_office.services.updated"
      transform={payloadOf}
      onClose={onClose}
      maxWidth="md"
    >
      <ServiceInputs />
    </EditDialog>
  );
};

/** Delete/Close; a service with orders comes back retired, and the notice says so. */
export const DeleteServiceDialog = ({
  service,
  onClose,
}: {
  service: Service | null;
  onClose: () => void;
}) => {
  const translate = useTranslate();
  const notify = useNotify();
  const [remove] = useDelete<Service>();
  const confirm = async () => {
    if (!service) return;
    const removed = await remove(
      RESOURCE,
      { id: service.id, previousData: service },
      { mutationMode: 'pessimistic', returnPromise: true },
    );
    const retired = removed?.active === false;
    notify(retired ? 'back_office.services.retired' : 'back_office.services.deleted', {
      type: retired ? 'info' : 'success',
    });
    onClose();
  };
  return (
    <ConfirmDialog
      value={service}
      title={translate('back_office.services.delete_title')}
      confirmLabel={translate('common.delete')}
      closeLabel={translate('common.close')}
      onConfirm={confirm}
      onClose={onClose}
    >
      {(shown) => (
        <>
          <p>{translate('back_office.services.delete_question', { name: shown.name })}</p>
          <p>{translate('back_office.services.delete_note')}</p>
        </>
      )}
    </ConfirmDialog>
  );
};
