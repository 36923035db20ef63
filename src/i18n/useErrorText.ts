import { useTranslate } from 'react-admin';
import { NETWORK_ERROR_MESSAGE } from '../dataProvider/httpClient';

/**
 * The text to show for a failed request: the server's own message as it sent it, or the
 * translated 'Error Network, try again...' when there was no answer. `noAnswer` is the
 * translation key of that last text where the spec words it otherwise: a create's or update's
 * error handler gets {message: 'Error Network...'} (section 8), `app.errors.network_short`.
 */
export const useErrorText = (noAnswer = 'app.errors.network') => {
  const translate = useTranslate();
  return (error: unknown): string => {
    const message = error instanceof Error ? error.message : '';
    if (!message || message === NETWORK_ERROR_MESSAGE) return translate(noAnswer);
    return translate(message, { _: message });
  };
};
