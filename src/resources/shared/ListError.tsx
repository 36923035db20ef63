import { Alert } from '@mui/material';
import { useListContext } from 'react-admin';
import { useErrorText } from '../../i18n/useErrorText';

/**
 * The `queryOptions` of every list that shows <ListError />: the failure is told once, in the
 * page and translated. react-admin would otherwise also raise a toast with the error's raw
 * message (English 'Error Network, try again...' in a Spanish session).
 */
export const LIST_ERROR_IN_PAGE = { onError: () => undefined };

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
