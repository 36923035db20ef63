import { MenuItem, TextField } from '@mui/material';
import { useState } from 'react';
import { useGetList, useNotify, useRefresh, useTranslate } from 'react-admin';
import type { PortalDataProvider } from '../../dataProvider/placeOrders';
import { useDataProviderCalls } from '../../dataProvider/useDataProviderCalls';
import type { Category } from '../categories/types';
import { ConfirmDialog } from '../shared/ConfirmDialog';
import type { Service } from './types';

/**
 * Put back on sale: a retired service returns as it was (its id, routes and customers' own
 * prices), into the category chosen here, its own while that still exists. The server's refusal
 * (e.g. the category deleted meanwhile) stays in the dialog.
 */
export const RestoreServiceDialog = ({
  service,
  onClose,
}: {
  service: Service | null;
  onClose: () => void;
}) => {
  const translate = useTranslate();
  const notify = useNotify();
  const refresh = useRefresh();
  const dataProvider = useDataProviderCalls<PortalDataProvider>();
  const { data: categories = [] } = useGetList<Category>(
    'admin-categories',
    { pagination: { page: 1, perPage: 1000 } },
    { enabled: service !== null },
  );
  // What the admin picked; until then, the service's own category while it still exists.
  const [picked, setPicked] = useState<number | null>(null);
  const ownCategory = service?.category_id;
  const ownStillThere = categories.some((category) => category.id === ownCategory);
  const categoryId = picked ?? (ownStillThere && ownCategory !== undefined ? ownCategory : '');
  const close = () => {
    setPicked(null);
    onClose();
  };

  const restore = async () => {
    if (!service) return;
    await dataProvider.restoreService(service.id, categoryId === '' ? undefined : categoryId);
    notify('back_office.services.restored', {
      type: 'success',
      messageArgs: { name: service.name },
    });
    refresh();
    close();
  };

  return (
    <ConfirmDialog
      value={service}
      title={translate('back_office.services.restore_title')}
      confirmLabel={translate('back_office.services.restore')}
      closeLabel={translate('common.close')}
      confirmColor="primary"
      onConfirm={restore}
      onClose={close}
    >
      {(shown) => (
        <>
          {translate('back_office.services.restore_question', { name: shown.name })}
          <TextField
            select
            fullWidth
            margin="normal"
            label={translate('resources.admin-services.fields.category_id')}
            value={categoryId}
            onChange={(event) => setPicked(Number(event.target.value))}
            helperText={
              ownStillThere ? undefined : translate('back_office.services.restore_category_gone')
            }
          >
            {categories.map((category) => (
              <MenuItem key={category.id} value={category.id}>
                {category.name}
              </MenuItem>
            ))}
          </TextField>
        </>
      )}
    </ConfirmDialog>
  );
};
