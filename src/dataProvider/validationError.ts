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

/** The errors a react-admin `<Form onSubmit>` returns for react-admin to show. */
export interface SubmissionErrors {
  /**
   * `serverError`: the general message; `withoutInput`: the messages of the fields the form has
   * no input for (FormServerError shows them above the inputs).
   */
  root: { serverError: string; withoutInput?: string };
  /** A field's message, beneath its input. */
  [field: string]: string | { serverError: string; withoutInput?: string };
}

/**
 * The errors of a failed call as a react-admin `<Form onSubmit>` returns them: a 422's message of
 * each field that `inputOf` names an input of goes beneath that input, the others together above
 * the inputs (kept as react-hook-form's root errors, which every submit clears: a field error
 * with no input to clear it would stop every later submit); any other failure's text above the
 * inputs.
 */
export const submissionErrorsOf = (
  error: unknown,
  textOf: (error: unknown) => string,
  /** The input (its source) of the server's field, or null when the form has none. */
  inputOf: (field: string) => string | null,
): SubmissionErrors => {
  const failure = validationFailureOf(error);
  if (!failure) return { root: { serverError: textOf(error) } };
  const errors: SubmissionErrors = { root: { serverError: failure.message } };
  const withoutInput: string[] = [];
  for (const [field, message] of Object.entries(failure.fields)) {
    const input = inputOf(field);
    if (input === null) withoutInput.push(message);
    else errors[input] = message;
  }
  if (withoutInput.length > 0) errors.root.withoutInput = withoutInput.join(' ');
  return errors;
};
