import { Chip } from '@mui/material';
import { useTranslate } from 'react-admin';

/** Success when the status is truthy, otherwise Canceled. */
export const BillStateBadge = ({ status }: { status: unknown }) => {
  const translate = useTranslate();
  return status ? (
    <Chip size="small" color="success" label={translate('resources.bills.status.success')} />
  ) : (
    <Chip size="small" color="default" label={translate('resources.bills.status.canceled')} />
  );
};
