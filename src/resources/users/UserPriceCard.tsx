import { Typography } from '@mui/material';
import type { ReactNode } from 'react';
import { CardField } from '../shared/CardField';
import { CardHeading } from '../shared/CardHeading';
import type { UserServicePrice } from './types';
import { UserPrice } from './UserPrice';

/**
 * A service of a customer's price list on a phone: its name and the price this customer pays
 * (Custom when it is their own), its ID under the column's label, and Change Price (`action`).
 */
export const UserPriceCard = ({ row, action }: { row: UserServicePrice; action: ReactNode }) => (
  <>
    <CardHeading
      start={<Typography variant="body1">{row.service.name}</Typography>}
      end={<UserPrice row={row} />}
    />
    <CardField source="id">{row.id}</CardField>
    {action}
  </>
);
