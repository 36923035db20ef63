import { Stack } from '@mui/material';
import { useListContext, useTranslate } from 'react-admin';

/**
 * What an empty table (or a phone's empty list of cards) shows: `message`, a translation key.
 * A list that failed to load is not empty: <ListError /> above it says what happened, and the
 * table says nothing.
 */
export const EmptyTable = ({ message = 'back_office.empty' }: { message?: string }) => {
  const translate = useTranslate();
  const { error } = useListContext();
  if (error) return null;
  return <Stack sx={{ p: 2, color: 'text.secondary' }}>{translate(message)}</Stack>;
};
