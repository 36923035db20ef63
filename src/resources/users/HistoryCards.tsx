import { Button, Typography } from '@mui/material';
import { useTranslate } from 'react-admin';
import { Link } from 'react-router-dom';
import { portalPath } from '../../routing/paths';
import { DetailCard } from './AccountCards';
import type { UserDetailRecord } from './types';

/** The admin bills list showing only this user's bills. */
export const userBillsPath = (userId: number) =>
  `${portalPath('admin-bills')}?filter=${encodeURIComponent(JSON.stringify({ user_id: userId }))}`;

/** Order History: opens the user's orders; disabled with a note when there are none. */
export const OrderHistoryCard = ({ record }: { record: UserDetailRecord }) => {
  const translate = useTranslate();
  const none = record.orders_count === 0;
  return (
    <DetailCard
      title={translate('resources.users.detail.order_history')}
      actions={
        <Button
          variant="contained"
          component={Link}
          to={portalPath('admin-user-orders', record.id)}
          disabled={none}
        >
          {translate('resources.users.detail.order_history')}
        </Button>
      }
    >
      <Typography color="text.secondary">
        {none
          ? translate('resources.users.detail.no_orders')
          : translate('back_office.user_detail.orders_count', { smart_count: record.orders_count })}
      </Typography>
    </DetailCard>
  );
};

/** Bills History: opens the user's bills; disabled with a note when there are none. */
export const BillsHistoryCard = ({ record }: { record: UserDetailRecord }) => {
  const translate = useTranslate();
  const none = record.bills_count === 0;
  return (
    <DetailCard
      title={translate('resources.users.detail.bills_history')}
      actions={
        <Button variant="contained" component={Link} to={userBillsPath(record.id)} disabled={none}>
          {translate('resources.users.detail.bills_history')}
        </Button>
      }
    >
      <Typography color="text.secondary">
        {none
          ? translate('resources.users.detail.no_bills')
          : translate('back_office.user_detail.bills_count', { smart_count: record.bills_count })}
      </Typography>
    </DetailCard>
  );
};

/** Services Price: the link to this user's price list. */
export const ServicesPriceCard = ({ record }: { record: UserDetailRecord }) => {
  const translate = useTranslate();
  return (
    <DetailCard
      title={translate('resources.users.detail.services_price')}
      actions={
        <Button
          variant="contained"
          component={Link}
          to={portalPath('admin-user-services', record.id)}
        >
          {translate('resources.users.detail.services_price')}
        </Button>
      }
    >
      <Typography color="text.secondary">{record.email}</Typography>
    </DetailCard>
  );
};
