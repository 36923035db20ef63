import { Alert } from '@mui/material';
import { useRef } from 'react';
import { useTranslate } from 'react-admin';
import { type FieldErrors, useFormState } from 'react-hook-form';

/** An error of one field (it has a message), as opposed to the errors of a list's rows. */
const isFieldError = (error: object): boolean => 'message' in error || 'type' in error;

/** The field errors of a form's errors, by path (`fields.0.name` inside a list of rows). */
const fieldErrorsOf = (errors: FieldErrors | object, prefix = ''): [string, object][] =>
  (
    Object.entries(errors).filter(
      ([field, error]) => field !== 'root' && typeof error === 'object' && error !== null,
    ) as [string, object][]
  ).flatMap(([field, error]) =>
    isFieldError(error)
      ? [[`${prefix}${field}`, error]]
      : fieldErrorsOf(error, `${prefix}${field}.`),
  );

// react-hook-form gives an error the `ref` of its input; a field with no input has none.
const hasInput = (error: object): boolean => 'ref' in error && error.ref !== undefined;

/**
 * The fields the server complained about that the form has no input for. Nothing would ever
 * clear their errors, and a form with errors does not submit: the submit button clears them
 * first (the server says them again if they still hold).
 */
export const fieldsWithoutInput = (errors: FieldErrors): string[] =>
  fieldErrorsOf(errors)
    .filter(([, error]) => !hasInput(error))
    .map(([field]) => field);

/**
 * Whether the failed save whose general message shows came with field messages, as read when
 * that message first showed: each input clears its own message as it is corrected, the root's
 * message stays until the next submit.
 */
function useCameWithFieldMessages(general: string | undefined, fieldCount: number): boolean {
  const seen = useRef<{ message: string; withFields: boolean } | null>(null);
  if (general === undefined) seen.current = null;
  else if (seen.current?.message !== general) {
    seen.current = { message: general, withFields: fieldCount > 0 };
  }
  return seen.current?.withFields ?? false;
}

/**
 * The server's general message of a failed save (react-admin puts it in the form's
 * `root.serverError`), shown above the inputs when the save failed without field messages, or
 * while one of them has no input to show beneath; not once each shows beneath its input, nor
 * once they are corrected (the general message, "The name field is required.", is then
 * outdated). Or, when the form's submit put them apart (`submissionErrorsOf`), the messages of
 * the fields it has no input for (`root.withoutInput`).
 */
export const FormServerError = () => {
  const translate = useTranslate();
  const { errors } = useFormState();
  const withoutInput = errors.root?.withoutInput?.message;
  const serverError = errors.root?.serverError?.message;
  const general = typeof serverError === 'string' ? serverError : undefined;
  const fieldErrors = fieldErrorsOf(errors);
  const cameWithFields = useCameWithFieldMessages(general, fieldErrors.length);
  const someWithoutInput = fieldErrors.some(([, error]) => !hasInput(error));
  const message =
    typeof withoutInput === 'string'
      ? withoutInput
      : general !== undefined && (!cameWithFields || someWithoutInput)
        ? general
        : null;
  if (message === null) return null;
  return (
    <Alert severity="error" role="alert">
      {translate(message, { _: message })}
    </Alert>
  );
};
