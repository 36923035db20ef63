import { MenuItem, Stack, TextField } from '@mui/material';
import { useEffect, useState } from 'react';
import { useGetList, useNotify, useRefresh, useTranslate } from 'react-admin';
import { validationFailureOf } from '../../dataProvider/validationError';
import { entriesOf, withRoute } from '../services/routeList';
import { ConfirmDialog } from '../shared/ConfirmDialog';
import type { Supplier, SupplierService } from './types';
import { useSupplierMethods } from './useSupplierMethods';

interface Named {
  id: number;
  name: string;
}

interface ServiceDialogProps {
  supplier: Supplier;
  /** The supplier's service chosen; null when the dialog is closed. */
  service: SupplierService | null;
  onClose: () => void;
}

/** The fields of the import dialog the server may refuse. */
const IMPORT_FIELDS = ['markup', 'category_id'] as const;
type ImportField = (typeof IMPORT_FIELDS)[number];
const isImportField = (name: string): name is ImportField =>
  (IMPORT_FIELDS as readonly string[]).includes(name);

/** A 422 on the dialog's own fields, field by field; null for anything else. */
const importFieldErrorsOf = (failure: unknown): Partial<Record<ImportField, string>> | null => {
  const fields = validationFailureOf(failure)?.fields ?? {};
  const names = Object.keys(fields);
  if (names.length === 0 || !names.every(isImportField)) return null;
  return fields;
};

/**
 * Our service made from theirs (POST /suppliers/{id}/services/{serviceId}/import): their name,
 * their group as the category unless one is chosen, cost = their price, price = cost + markup.
 */
export const ImportServiceDialog = ({ supplier, service, onClose }: ServiceDialogProps) => {
  const translate = useTranslate();
  const notify = useNotify();
  const refresh = useRefresh();
  const dataProvider = useSupplierMethods();
  const { data: categories = [] } = useGetList<Named>('admin-categories', {
    pagination: { page: 1, perPage: 1000 },
  });
  const [markup, setMarkup] = useState('');
  const [categoryId, setCategoryId] = useState('');
  /** What the server said of each field, shown beneath it. */
  const [fieldErrors, setFieldErrors] = useState<Partial<Record<ImportField, string>>>({});
  useEffect(() => {
    if (service) {
      setMarkup('');
      setCategoryId('');
      setFieldErrors({});
    }
  }, [service]);
  const confirm = async () => {
    if (!service) return;
    setFieldErrors({});
    let created: { name: string };
    try {
      created = await dataProvider.importSupplierService(supplier.id, service.id, {
        markup: markup.trim(),
        ...(categoryId === '' ? {} : { category_id: Number(categoryId) }),
      });
    } catch (failure) {
      const refused = importFieldErrorsOf(failure);
      if (!refused) throw failure; // the dialog shows it above the fields
      setFieldErrors(refused);
      return;
    }
    notify('suppliers.created', { type: 'success', messageArgs: { name: created.name } });
    onClose();
    refresh();
  };
  return (
    <ConfirmDialog
      open={service !== null}
      title={translate('suppliers.create_title', { name: service?.name ?? '' })}
      confirmLabel={translate('common.save')}
      closeLabel={translate('common.close')}
      confirmColor="primary"
      onConfirm={confirm}
      onClose={onClose}
    >
      <Stack spacing={2} sx={{ pt: 1 }}>
        <TextField
          label={translate('suppliers.markup')}
          value={markup}
          onChange={(event) => {
            setMarkup(event.target.value);
            setFieldErrors(({ markup: _, ...others }) => others);
          }}
          inputMode="decimal"
          error={fieldErrors.markup !== undefined}
          helperText={
            fieldErrors.markup ??
            translate('suppliers.markup_hint', { credit: service?.credit?.toFixed(2) ?? '' })
          }
          autoFocus
          fullWidth
        />
        <TextField
          select
          label={translate('suppliers.category')}
          value={categoryId}
          onChange={(event) => {
            setCategoryId(event.target.value);
            setFieldErrors(({ category_id: _, ...others }) => others);
          }}
          error={fieldErrors.category_id !== undefined}
          helperText={fieldErrors.category_id}
          fullWidth
        >
          <MenuItem value="">{service?.group ?? ''}</MenuItem>
          {categories.map((category) => (
            <MenuItem key={category.id} value={String(category.id)}>
              {category.name}
            </MenuItem>
          ))}
        </TextField>
      </Stack>
    </ConfirmDialog>
  );
};

/**
 * Routes one of our services to this supplier's service: its routes are read, this one is
 * added last (PUT /admin_services/{id}/routes), the others kept in their order.
 */
export const LinkServiceDialog = ({ supplier, service, onClose }: ServiceDialogProps) => {
  const translate = useTranslate();
  const notify = useNotify();
  const dataProvider = useSupplierMethods();
  const { data: ours = [] } = useGetList<Named>('admin-services', {
    pagination: { page: 1, perPage: 1000 },
  });
  const [ourId, setOurId] = useState('');
  useEffect(() => {
    if (service) setOurId('');
  }, [service]);
  const confirm = async () => {
    if (!service || ourId === '') return;
    const serviceId = Number(ourId);
    const current = entriesOf(await dataProvider.getServiceRoutes(serviceId));
    const routes = withRoute(current, {
      supplier_id: supplier.id,
      supplier_service_id: service.id,
    });
    const saved = await dataProvider.saveServiceRoutes(serviceId, routes);
    const position =
      saved.findIndex(
        (route) => route.supplier_id === supplier.id && route.supplier_service_id === service.id,
      ) + 1;
    notify('suppliers.linked', {
      type: 'success',
      messageArgs: { service: ours.find((s) => s.id === serviceId)?.name ?? '', position },
    });
    onClose();
  };
  return (
    <ConfirmDialog
      open={service !== null}
      title={translate('suppliers.link_title', { name: service?.name ?? '' })}
      confirmLabel={translate('common.save')}
      closeLabel={translate('common.close')}
      confirmColor="primary"
      onConfirm={confirm}
      onClose={onClose}
    >
      <TextField
        select
        label={translate('suppliers.our_service')}
        value={ourId}
        onChange={(event) => setOurId(event.target.value)}
        sx={{ mt: 1 }}
        fullWidth
      >
        {ours.map((our) => (
          <MenuItem key={our.id} value={String(our.id)}>
            {our.name}
          </MenuItem>
        ))}
      </TextField>
    </ConfirmDialog>
  );
};
