import { HttpError } from 'react-admin';
import type { ValidationErrorBody } from './httpClient';

export interface ValidationFailure {
  /** The general message of the reply. */
  message: string;
  /** First message of each field the server complained about. */
  fields: Record<string, string>;
}

const isValidationBody = (body: unknown): body is ValidationErrorBody =>
  typeof body === 'object' &&
  body !== null &&
  'laravel' in body &&
  typeof (body as { errors?: unknown }).errors === 'object';

/** The general and per-field messages of a 422 reply, or null for any other failure. */
export const validationFailureOf = (error: unknown): ValidationFailure | null => {
  if (!(error instanceof HttpError) || error.status !== 422 || !isValidationBody(error.body)) {
    return null;
  }
  const fields: Record<string, string> = {};
  for (const [field, message] of Object.entries(error.body.errors)) {
    if (field !== 'root' && typeof message === 'string') fields[field] = message;
  }
  return { message: error.body.message, fields };
};
