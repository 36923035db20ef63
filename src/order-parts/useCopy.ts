import { useNotify } from 'react-admin';
import { copyText } from './clipboard';

/** Copies a value and says so in a toast (or that the clipboard is not available). */
export const useCopy = () => {
  const notify = useNotify();
  return async (value: string, message: string) => {
    const copied = await copyText(value);
    notify(copied ? message : 'order_screens.copy_failed', {
      type: copied ? 'info' : 'warning',
      autoHideDuration: 2000,
    });
  };
};
