import { Stack } from '@mui/material';
import { useTranslate } from 'react-admin';

/** What an empty table shows. */
export const EmptyTable = () => {
  const translate = useTranslate();
  return <Stack sx={{ p: 2, color: 'text.secondary' }}>{translate('back_office.empty')}</Stack>;
};
