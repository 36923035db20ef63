import { Alert } from '@mui/material';
import { useTranslate } from 'react-admin';
import { type FieldErrors, useFormState } from 'react-hook-form';

/** An error of one field (it has a message), as opposed to the errors of a list's rows. */
const isFieldError = (error: object): boolean => 'message' in error || 'type' in error;

/**
 * True when every field the server complained about is an input of this form, also inside a
 * list of rows (`fields.0.name`).
 */
const allBeneathInputs = (errors: FieldErrors | object): boolean => {
  const fieldErrors = Object.entries(errors).filter(
    ([field, error]) => field !== 'root' && typeof error === 'object' && error !== null,
  ) as [string, object][];
  // react-hook-form gives an error the `ref` of its input; a field with no input has none.
  return (
    fieldErrors.length > 0 &&
    fieldErrors.every(([, error]) =>
      isFieldError(error) ? 'ref' in error && error.ref !== undefined : allBeneathInputs(error),
    )
  );
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
