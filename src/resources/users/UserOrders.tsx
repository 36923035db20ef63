import { Card } from '@mui/material';
import { ListBase, useTranslate } from 'react-admin';
import { useParams } from 'react-router-dom';
import { OrderHistoryTable } from '../../order-parts/OrderHistoryTable';
import type { Order } from '../../order-parts/order';
import { EmptyTable } from '../shared/EmptyTable';
import { LIST_ERROR_IN_PAGE, ListError } from '../shared/ListError';
import { PrevNextPagination } from '../shared/PrevNextPagination';
import { ScreenHeading } from '../shared/ScreenHeading';
import { BackToUserButton } from './BackToUserButton';
import { useUserHeading } from './useUserHeading';

const ORDERS_PER_PAGE = 15;

/**
 * One customer's orders (/admin/admin-user-orders/{id}), newest first, with the order
 * history's columns: service, user name, IMEI, code (or 'No Contestado'), price, status,
 * date, time, and where it went (forwarding); cards on a phone. Paged.
 */
export const UserOrders = () => {
  const translate = useTranslate();
  const { id = '' } = useParams<{ id: string }>();
  const userId = Number(id);
  const heading = useUserHeading(userId);
  const title = translate('back_office.user_orders.title', { name: heading });
  return (
    <ListBase<Order>
      resource="admin-user-orders"
      queryOptions={LIST_ERROR_IN_PAGE}
      filter={{ user_id: userId }}
      perPage={ORDERS_PER_PAGE}
      storeKey={`admin-user-orders.${userId}`}
      disableSyncWithLocation
    >
      <ScreenHeading title={title} actions={<BackToUserButton userId={userId} />} />
      <ListError />
      <Card>
        <OrderHistoryTable label={title} empty={<EmptyTable />} />
        <PrevNextPagination />
      </Card>
    </ListBase>
  );
};
