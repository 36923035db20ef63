import { Button, Card, Chip, Stack } from '@mui/material';
import { useState } from 'react';
import { DataTable, ListBase, useTranslate } from 'react-admin';
import { useParams } from 'react-router-dom';
import { EmptyTable } from '../shared/EmptyTable';
import { formatMoney } from '../shared/formats';
import { LIST_ERROR_IN_PAGE, ListError } from '../shared/ListError';
import { ListTable } from '../shared/ListTable';
import { PrevNextPagination } from '../shared/PrevNextPagination';
import { ScreenHeading } from '../shared/ScreenHeading';
import { BackToUserButton } from './BackToUserButton';
import { UpdatePriceDialog } from './PriceDialog';
import type { UserServicePrice } from './types';
import { useUserHeading } from './useUserHeading';

const PRICES_PER_PAGE = 15;

/**
 * A customer's price list (/admin/admin-user-services/{id}): every active service with the
 * price this customer pays (ID, Service, Price), and Change Price → 'Update Price'. Paged.
 */
export const UserServicePrices = () => {
  const translate = useTranslate();
  const { id = '' } = useParams<{ id: string }>();
  const userId = Number(id);
  const heading = useUserHeading(userId);
  const [editing, setEditing] = useState<UserServicePrice | null>(null);
  const title = translate('back_office.prices.title', { name: heading });
  return (
    <ListBase<UserServicePrice>
      resource="admin-user-services"
      queryOptions={LIST_ERROR_IN_PAGE}
      filter={{ user_id: userId }}
      perPage={PRICES_PER_PAGE}
      storeKey={`admin-user-services.${userId}`}
      disableSyncWithLocation
    >
      <ScreenHeading title={title} actions={<BackToUserButton userId={userId} />} />
      <ListError />
      <Card>
        <ListTable<UserServicePrice> label={title} empty={<EmptyTable />}>
          <DataTable.Col source="id" disableSort />
          <DataTable.Col
            source="service"
            disableSort
            render={(row: UserServicePrice) => row.service.name}
          />
          <DataTable.Col
            source="price"
            disableSort
            render={(row: UserServicePrice) => (
              <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }}>
                <span>{formatMoney(row.price)}</span>
                {row.custom && (
                  <Chip
                    size="small"
                    color="info"
                    label={translate('back_office.prices.custom')}
                    title={translate('back_office.prices.list_price', {
                      price: formatMoney(row.list_price),
                    })}
                  />
                )}
              </Stack>
            )}
          />
          <DataTable.Col
            label={translate('common.actions')}
            disableSort
            align="right"
            render={(row: UserServicePrice) => (
              <Button size="small" onClick={() => setEditing(row)}>
                {translate('resources.users.prices.change_price')}
              </Button>
            )}
          />
        </ListTable>
        <PrevNextPagination />
      </Card>
      <UpdatePriceDialog row={editing} onClose={() => setEditing(null)} />
    </ListBase>
  );
};
