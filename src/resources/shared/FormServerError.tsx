import { Alert } from '@mui/material';
import { useTranslate } from 'react-admin';
import { type FieldErrors, useFormState } from 'react-hook-form';

/** True when every field the server complained about is an input of this form. */
const allBeneathInputs = (errors: FieldErrors): boolean => {
  const fieldErrors = Object.entries(errors).filter(([field]) => field !== 'root');
  // react-hook-form gives an error the `ref` of its input; a field with no input has none.
  return (
    fieldErrors.length > 0 &&
    fieldErrors.every(
      ([, error]) => error !== undefined && 'ref' in error && error.ref !== undefined,
    )
  );
};

/**
 * The server's general message of a failed save (react-admin puts it in the form's
 * `root.serverError`), shown above the inputs unless each of its field messages already
 * shows beneath an input.
 */
export const FormServerError = () => {
  const translate = useTranslate();
  const { errors } = useFormState();
  const message = errors.root?.serverError?.message;
  if (typeof message !== 'string' || allBeneathInputs(errors)) return null;
  return (
    <Alert severity="error" role="alert">
      {translate(message, { _: message })}
    </Alert>
  );
};
