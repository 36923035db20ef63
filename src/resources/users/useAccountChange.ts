import { useNotify, useUpdate } from 'react-admin';
import { type FormValues, submissionFailureOf } from '../shared/submissionErrors';
import type { UserDetailRecord } from './types';

/** The general message of the user detail, shown at the top of the API key card. */
export interface DetailNotice {
  severity: 'error' | 'success';
  text: string;
}

/**
 * Sends one of the four changes of PATCH /admin_users/{id}. On success it tells the admin
 * (`successMessage`) and answers undefined; on failure it puts the general message on the
 * notice and answers the field errors for the form to show beneath its inputs.
 */
export const useAccountChange = (
  record: UserDetailRecord | undefined,
  setNotice: (notice: DetailNotice | null) => void,
) => {
  const [update] = useUpdate<UserDetailRecord>();
  const notify = useNotify();
  return async (
    data: FormValues,
    successMessage: string,
    messageArgs: Record<string, unknown> = {},
  ): Promise<Record<string, string> | undefined> => {
    if (!record) return undefined;
    setNotice(null);
    try {
      await update(
        'admin-users',
        { id: record.id, data, previousData: record },
        { mutationMode: 'pessimistic', returnPromise: true },
      );
      notify(successMessage, { type: 'success', messageArgs });
      return undefined;
    } catch (error) {
      const failure = submissionFailureOf(error);
      setNotice({ severity: 'error', text: failure.message });
      return failure.fields;
    }
  };
};
