import { Chip } from '@mui/material';
import { useTranslate } from 'react-admin';

/** Success when the status is truthy, otherwise Canceled (spec section 4). */
export const BillStatus = ({ status }: { status: unknown }) => {
  const translate = useTranslate();
  return status ? (
    <Chip size="small" color="success" label={translate('resources.bills.status.success')} />
  ) : (
    <Chip size="small" color="error" label={translate('resources.bills.status.canceled')} />
  );
};
