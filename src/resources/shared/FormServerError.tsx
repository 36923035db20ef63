import { Alert } from '@mui/material';
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

/** True when every field the server complained about is an input of this form. */
const allBeneathInputs = (errors: FieldErrors): boolean => {
  const fieldErrors = fieldErrorsOf(errors);
  return fieldErrors.length > 0 && fieldErrors.every(([, error]) => hasInput(error));
};

/**
 * The server's general message of a failed save (react-admin puts it in the form's
 * `root.serverError`), shown above the inputs unless each of its field messages already
 * shows beneath an input; or, when the form's submit put them apart (`submissionErrorsOf`), the
 * messages of the fields it has no input for (`root.withoutInput`).
 */
export const FormServerError = () => {
  const translate = useTranslate();
  const { errors } = useFormState();
  const withoutInput = errors.root?.withoutInput?.message;
  const general = errors.root?.serverError?.message;
  const message =
    typeof withoutInput === 'string'
      ? withoutInput
      : typeof general === 'string' && !allBeneathInputs(errors)
        ? general
        : null;
  if (message === null) return null;
  return (
    <Alert severity="error" role="alert">
      {translate(message, { _: message })}
    </Alert>
  );
};
