import { useTranslate } from 'react-admin';
import { NETWORK_ERROR_MESSAGE } from '../dataProvider/httpClient';

/**
 * The text to show for a failed request: the server's own message as it sent it, or the
 * translated 'Error Network, try again...' when there was no answer.
 */
export const useErrorText = () => {
  const translate = useTranslate();
  return (error: unknown): string => {
    const message = error instanceof Error ? error.message : '';
    if (!message || message === NETWORK_ERROR_MESSAGE) return translate('app.errors.network');
    return translate(message, { _: message });
  };
};
