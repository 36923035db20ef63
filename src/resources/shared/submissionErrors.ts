import { HttpError } from 'react-admin';
import { NETWORK_ERROR_MESSAGE } from '../../dataProvider/httpClient';

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** Field values of a react-admin form. */
export type FormValues = Record<string, unknown>;

export interface SubmissionFailure {
  /** The general message: the server's `message`, or 'Error Network, try again...'. */
  message: string;
  /** First message of each field, as react-admin's `<Form>` puts them beneath the inputs. */
  fields: Record<string, string>;
}

/** What a failed save shows: a 422's first message per field and its general message. */
export const submissionFailureOf = (error: unknown): SubmissionFailure => {
  const message = error instanceof Error && error.message ? error.message : NETWORK_ERROR_MESSAGE;
  const fields: Record<string, string> = {};
  if (error instanceof HttpError && error.status === 422 && isRecord(error.body)) {
    const errors = error.body.errors;
    if (isRecord(errors)) {
      for (const [field, text] of Object.entries(errors)) {
        if (field !== 'root' && typeof text === 'string') fields[field] = text;
      }
    }
  }
  return { message, fields };
};
