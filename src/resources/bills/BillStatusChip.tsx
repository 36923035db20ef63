import { Chip } from '@mui/material';
import { useTranslate } from 'react-admin';

/**
 * A bill's status (spec section 4): Success when it is truthy, otherwise Canceled: in grey on
 * the admin's Bills (its State badge), in the danger colour on the customer's own.
 */
export const BillStatusChip = ({
  status,
  canceled = 'default',
}: {
  status: unknown;
  canceled?: 'default' | 'error';
}) => {
  const translate = useTranslate();
  return status ? (
    <Chip size="small" color="success" label={translate('resources.bills.status.success')} />
  ) : (
    <Chip size="small" color={canceled} label={translate('resources.bills.status.canceled')} />
  );
};
