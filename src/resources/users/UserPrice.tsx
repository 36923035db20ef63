import { Chip, Stack } from '@mui/material';
import { useTranslate } from 'react-admin';
import { formatMoney } from '../shared/formats';
import type { UserServicePrice } from './types';

/** The price a customer pays for a service, marked Custom (the list price in its title) when it is their own. */
export const UserPrice = ({ row }: { row: UserServicePrice }) => {
  const translate = useTranslate();
  return (
    <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }}>
      <span>{formatMoney(row.price)}</span>
      {row.custom && (
        <Chip
          size="small"
          color="info"
          label={translate('back_office.prices.custom')}
          title={translate('back_office.prices.list_price', { price: formatMoney(row.list_price) })}
        />
      )}
    </Stack>
  );
};
