import { Alert } from '@mui/material';
import { useListContext } from 'react-admin';
import { useErrorText } from '../../i18n/useErrorText';

/** A failed list load: the server's message, or 'Error Network, try again...'. */
export const ListError = () => {
  const { error } = useListContext();
  const errorText = useErrorText();
  if (!error) return null;
  return (
    <Alert severity="error" role="alert" sx={{ mb: 2 }}>
      {errorText(error)}
    </Alert>
  );
};
