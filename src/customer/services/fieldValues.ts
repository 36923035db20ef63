import { validationFailureOf } from '../../dataProvider/validationError';
import type { ServiceField } from './types';

/** What the customer typed or chose in each custom field, by field name. */
export type FieldValues = Record<string, string>;

/** The server's message for each custom field it refused, by field name. */
export type FieldErrors = Record<string, string>;

/** A 422 of POST /orders names a refused field `fields.<name>`. */
const FIELD_ERROR_PREFIX = 'fields.';

/** Every field of the service, empty. */
export const emptyFieldValues = (fields: readonly ServiceField[]): FieldValues =>
  Object.fromEntries(fields.map((field) => [field.name, '']));

/**
 * The `fields` of POST /orders: the service's fields that were filled in, trimmed (an empty one
 * is left out, so the server says whether it was required); no fields, nothing sent.
 */
export const fieldValuesToSend = (
  fields: readonly ServiceField[],
  values: FieldValues,
): FieldValues | undefined => {
  if (fields.length === 0) return undefined;
  const sent: FieldValues = {};
  for (const field of fields) {
    const value = (values[field.name] ?? '').trim();
    if (value !== '') sent[field.name] = value;
  }
  return sent;
};

/** The per-field messages of a refused submission (none for any other failure). */
export const fieldErrorsOf = (error: unknown): FieldErrors => {
  const failure = validationFailureOf(error);
  if (!failure) return {};
  const errors: FieldErrors = {};
  for (const [key, message] of Object.entries(failure.fields)) {
    if (key.startsWith(FIELD_ERROR_PREFIX)) errors[key.slice(FIELD_ERROR_PREFIX.length)] = message;
  }
  return errors;
};
