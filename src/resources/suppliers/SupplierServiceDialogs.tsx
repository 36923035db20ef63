import type { AdminService } from '@schemas/catalogue';
import {
  ReferenceInput,
  SelectInput,
  TextInput,
  useGetList,
  useNotify,
  useRefresh,
  useTranslate,
} from 'react-admin';
import { submissionErrorsOf } from '../../dataProvider/validationError';
import { useErrorText } from '../../i18n/useErrorText';
import { entriesOf, withRoute } from '../services/routeList';
import { FormDialog } from '../shared/RecordDialogs';
import type { Supplier, SupplierService } from './types';
import { useSupplierMethods } from './useSupplierMethods';

interface ServiceDialogProps {
  supplier: Pick<Supplier, 'id'>;
  /** The supplier's service chosen; null when the dialog is closed. */
  service: SupplierService | null;
  onClose: () => void;
}

/** Our services: what the link dialog offers, and names in its notice. */
const OUR_SERVICES = 'admin-services';
/** All of them at once, as the choice of our service lists them. */
const ALL = 1000;

/** The import dialog's inputs, named as the server names the fields it may refuse. */
const IMPORT_INPUTS: ReadonlySet<string> = new Set(['markup', 'category_id']);

/** A text the form holds, trimmed ('' for none: react-admin keeps an emptied text as null). */
const textOf = (value: unknown): string => (typeof value === 'string' ? value.trim() : '');

/** A record id the form holds, or null for none (the empty choice). */
const idOf = (value: unknown): number | null =>
  value === null || value === undefined || value === '' ? null : Number(value);

/**
 * Our service made from theirs (POST /suppliers/{id}/services/{serviceId}/import): their name,
 * their group as the category unless one is chosen, cost = their price, price = cost + markup.
 * A refused markup or category is told beneath its input.
 */
export const ImportServiceDialog = ({ supplier, service, onClose }: ServiceDialogProps) => {
  const translate = useTranslate();
  const notify = useNotify();
  const refresh = useRefresh();
  const errorText = useErrorText();
  const dataProvider = useSupplierMethods();
  const save = async (values: Record<string, unknown>) => {
    if (!service) return undefined;
    const categoryId = idOf(values.category_id);
    let created: Pick<AdminService, 'name'>;
    try {
      created = await dataProvider.importSupplierService(supplier.id, service.id, {
        markup: textOf(values.markup),
        ...(categoryId === null ? {} : { category_id: categoryId }),
      });
    } catch (failure) {
      return submissionErrorsOf(failure, errorText, (field) =>
        IMPORT_INPUTS.has(field) ? field : null,
      );
    }
    notify('suppliers.created', { type: 'success', messageArgs: { name: created.name } });
    onClose();
    refresh();
    return undefined;
  };
  return (
    <FormDialog
      open={service !== null}
      resource={OUR_SERVICES}
      title={translate('suppliers.create_title', { name: service?.name ?? '' })}
      onSubmit={save}
      onClose={onClose}
    >
      {/* The labels are the dialog's own (suppliers.*): no resource field says "markup". */}
      <TextInput
        source="markup"
        label="suppliers.markup"
        helperText={translate('suppliers.markup_hint', {
          credit: service?.credit?.toFixed(2) ?? '',
        })}
        slotProps={{ htmlInput: { inputMode: 'decimal' } }}
        autoFocus
        fullWidth
      />
      <ReferenceInput source="category_id" reference="admin-categories" perPage={ALL}>
        <SelectInput
          optionText="name"
          label="suppliers.category"
          // Their group, as they wrote it (a text of theirs, never a translation key).
          emptyText={<span>{service?.group ?? ''}</span>}
          helperText={false}
          fullWidth
        />
      </ReferenceInput>
    </FormDialog>
  );
};

/**
 * The choice of our service is needed: without it Save did nothing, with no word. (A plain
 * validator, not react-admin's `required()`: the forms here mark no label with an asterisk.)
 */
const chosen = (value: unknown) => (idOf(value) === null ? 'ra.validation.required' : undefined);

/**
 * Routes one of our services to this supplier's service: its routes are read, this one is
 * added last (PUT /admin_services/{id}/routes), the others kept in their order.
 */
export const LinkServiceDialog = ({ supplier, service, onClose }: ServiceDialogProps) => {
  const translate = useTranslate();
  const notify = useNotify();
  const errorText = useErrorText();
  const dataProvider = useSupplierMethods();
  // The list the choice below reads (the same query: no second request), for the notice's name.
  const { data: ours = [] } = useGetList<Pick<AdminService, 'id' | 'name'>>(OUR_SERVICES, {
    pagination: { page: 1, perPage: ALL },
  });
  const save = async (values: Record<string, unknown>) => {
    const serviceId = idOf(values.service_id);
    if (!service || serviceId === null) return undefined;
    try {
      const current = entriesOf(await dataProvider.getServiceRoutes(serviceId));
      const routes = withRoute(current, {
        supplier_id: supplier.id,
        supplier_service_id: service.id,
      });
      const saved = await dataProvider.saveServiceRoutes(serviceId, routes, current);
      const position =
        saved.findIndex(
          (route) => route.supplier_id === supplier.id && route.supplier_service_id === service.id,
        ) + 1;
      notify('suppliers.linked', {
        type: 'success',
        messageArgs: { service: ours.find((s) => s.id === serviceId)?.name ?? '', position },
      });
    } catch (failure) {
      // Nothing of the routes' own refusal has an input here: it is told above the choice.
      return { root: { serverError: errorText(failure) } };
    }
    onClose();
    return undefined;
  };
  return (
    <FormDialog
      open={service !== null}
      resource={OUR_SERVICES}
      title={translate('suppliers.link_title', { name: service?.name ?? '' })}
      onSubmit={save}
      onClose={onClose}
    >
      <ReferenceInput source="service_id" reference={OUR_SERVICES} perPage={ALL}>
        <SelectInput
          optionText="name"
          label="suppliers.our_service"
          helperText={false}
          validate={chosen}
          fullWidth
        />
      </ReferenceInput>
    </FormDialog>
  );
};
