import { MenuItem, Stack, TextField } from '@mui/material';
import { useEffect, useState } from 'react';
import { useGetList, useNotify, useRefresh, useTranslate } from 'react-admin';
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
  useEffect(() => {
    if (service) {
      setMarkup('');
      setCategoryId('');
    }
  }, [service]);
  const confirm = async () => {
    if (!service) return;
    const created = await dataProvider.importSupplierService(supplier.id, service.id, {
      markup: markup.trim(),
      ...(categoryId === '' ? {} : { category_id: Number(categoryId) }),
    });
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
          onChange={(event) => setMarkup(event.target.value)}
          inputMode="decimal"
          helperText={translate('suppliers.markup_hint', {
            credit: service?.credit?.toFixed(2) ?? '',
          })}
          autoFocus
          fullWidth
        />
        <TextField
          select
          label={translate('suppliers.category')}
          value={categoryId}
          onChange={(event) => setCategoryId(event.target.value)}
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
