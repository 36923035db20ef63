import {
  NumberInput,
  SelectInput,
  TextInput,
  useCreate,
  useDelete,
  useGetList,
  useNotify,
  useTranslate,
  useUpdate,
} from 'react-admin';
import type { Category } from '../categories/types';
import { ConfirmDialog } from '../shared/ConfirmDialog';
import { FormDialog } from '../shared/FormDialog';
import type { FormValues } from '../shared/submissionErrors';
import { SERVICE_TIERS, type Service } from './types';

const FIELDS = ['name', 'price', 'category_id', 'cost', 'tier'];

/** Name, Price, Category dropdown — plus Cost and Tier, which the dashboard's figures need. */
const ServiceInputs = () => {
  const translate = useTranslate();
  const { data: categories = [], isPending } = useGetList<Category>('admin-categories', {
    pagination: { page: 1, perPage: 1000 },
  });
  return (
    <>
      <TextInput
        source="name"
        label={translate('resources.services.fields.name')}
        fullWidth
        autoFocus
      />
      <NumberInput source="price" label={translate('resources.services.fields.price')} fullWidth />
      <SelectInput
        source="category_id"
        label={translate('resources.services.fields.category')}
        choices={categories}
        optionText="name"
        optionValue="id"
        isPending={isPending}
        fullWidth
      />
      <NumberInput source="cost" label={translate('back_office.services.fields.cost')} fullWidth />
      <SelectInput
        source="tier"
        label={translate('back_office.services.fields.tier')}
        choices={SERVICE_TIERS.map((tier) => ({
          id: tier,
          name: translate(`back_office.services.tiers.${tier}`),
        }))}
        emptyText={false}
        fullWidth
      />
    </>
  );
};

/** What the server is sent: the five fields, whatever else the form carried. */
const payloadOf = (values: FormValues) => ({
  name: values.name ?? '',
  price: values.price ?? null,
  category_id: values.category_id ?? null,
  cost: values.cost ?? 0,
  tier: values.tier ?? 'none',
});

export const CreateServiceDialog = ({ open, onClose }: { open: boolean; onClose: () => void }) => {
  const translate = useTranslate();
  const notify = useNotify();
  const [create] = useCreate();
  const save = async (values: FormValues) => {
    await create('admin-services', { data: payloadOf(values) }, { returnPromise: true });
    notify('back_office.services.created', { type: 'success' });
    onClose();
  };
  return (
    <FormDialog
      open={open}
      title={translate('back_office.services.create')}
      submitLabel={translate('common.save')}
      closeLabel={translate('common.close')}
      defaultValues={{ tier: 'none', cost: 0 }}
      fieldNames={FIELDS}
      onSubmit={save}
      onClose={onClose}
    >
      <ServiceInputs />
    </FormDialog>
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
  const notify = useNotify();
  const [update] = useUpdate();
  const save = async (values: FormValues) => {
    if (!service) return;
    await update(
      'admin-services',
      { id: service.id, data: payloadOf(values), previousData: service },
      { mutationMode: 'pessimistic', returnPromise: true },
    );
    notify('back_office.services.updated', { type: 'success' });
    onClose();
  };
  return (
    <FormDialog
      open={service !== null}
      title={translate('back_office.services.update_title', { name: service?.name ?? '' })}
      submitLabel={translate('common.save')}
      closeLabel={translate('common.close')}
      defaultValues={
        service
          ? {
              name: service.name,
              price: service.price,
              category_id: service.category_id,
              cost: service.cost,
              tier: service.tier,
            }
          : undefined
      }
      fieldNames={FIELDS}
      onSubmit={save}
      onClose={onClose}
    >
      <ServiceInputs />
    </FormDialog>
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
      'admin-services',
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
      open={service !== null}
      title={translate('back_office.services.delete_title')}
      confirmLabel={translate('common.delete')}
      closeLabel={translate('common.close')}
      onConfirm={confirm}
      onClose={onClose}
    >
      <p>{translate('back_office.services.delete_question', { name: service?.name ?? '' })}</p>
      <p>{translate('back_office.services.delete_note')}</p>
    </ConfirmDialog>
  );
};
