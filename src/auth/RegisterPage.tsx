import { Alert, Box, TextField } from '@mui/material';
import { type ChangeEvent, type FormEvent, useState } from 'react';
import { HttpError, useAuthProvider, useTranslate } from 'react-admin';
import { useNavigate } from 'react-router-dom';
import type { PortalAuthProvider } from '../authProvider/authProvider';
import { validationFailureOf } from '../dataProvider/validationError';
import { HOME_OF_SIGNED_IN, paths } from '../routing/paths';
import type { RegistrationPayload } from '../types';
import { AuthPageLink, AuthSubmitButton } from './AuthFormParts';
import { AuthLayout } from './AuthLayout';
import { LoadingOverlay } from './LoadingOverlay';

type Field = keyof RegistrationPayload;

const FIELDS: { name: Field; type: string; autoComplete: string }[] = [
  { name: 'name', type: 'text', autoComplete: 'name' },
  { name: 'email', type: 'email', autoComplete: 'email' },
  { name: 'password', type: 'password', autoComplete: 'new-password' },
  { name: 'c_password', type: 'password', autoComplete: 'new-password' },
];

const EMPTY: RegistrationPayload = { name: '', email: '', password: '', c_password: '' };

/** What was typed, with the refused fields emptied (a placeholder shows only in an empty field). */
const withoutRefused = (
  typed: RegistrationPayload,
  refused: Partial<Record<Field, string>>,
): RegistrationPayload => {
  const kept = { ...typed };
  for (const field of Object.keys(refused) as Field[]) kept[field] = EMPTY[field];
  return kept;
};

/**
 * Sign-up. On failure the general message shows at the top and each field's first server
 * message becomes that field's placeholder, highlighted as an error: such a field is emptied so
 * that its message shows, and the fields the server took keep what was typed.
 * On success the new customer is signed in and lands on the order form.
 */
export const RegisterPage = () => {
  const translate = useTranslate();
  const navigate = useNavigate();
  const authProvider = useAuthProvider<PortalAuthProvider>();
  const [values, setValues] = useState<RegistrationPayload>(EMPTY);
  const [submitting, setSubmitting] = useState(false);
  const [message, setMessage] = useState<string | null>(null);
  const [fieldErrors, setFieldErrors] = useState<Partial<Record<Field, string>>>({});

  const change = (field: Field) => (event: ChangeEvent<HTMLInputElement>) =>
    setValues((current) => ({ ...current, [field]: event.target.value }));

  const fail = (error: unknown) => {
    const validation = validationFailureOf(error);
    const noAnswer = error instanceof HttpError && error.status === 0;
    setMessage(
      validation?.message ??
        (noAnswer || !(error instanceof Error)
          ? translate('app.errors.network_short')
          : error.message),
    );
    const refused = validation?.fields ?? {};
    setFieldErrors(refused);
    setValues((typed) => withoutRefused(typed, refused));
    setSubmitting(false);
  };

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (!authProvider) return;
    setMessage(null);
    setFieldErrors({});
    setSubmitting(true);
    try {
      await authProvider.register(values);
      navigate(HOME_OF_SIGNED_IN, { replace: true });
    } catch (error) {
      fail(error);
    }
  };

  return (
    <AuthLayout title="auth.register.title">
      <Box
        component="form"
        noValidate
        onSubmit={submit}
        aria-label={translate('auth.register.title')}
      >
        {message && (
          <Alert severity="error" role="alert" sx={{ mb: 1 }}>
            {message}
          </Alert>
        )}
        {FIELDS.map(({ name, type, autoComplete }) => (
          <TextField
            key={name}
            name={name}
            type={type}
            autoComplete={autoComplete}
            label={translate(`auth.register.${name}`)}
            value={values[name]}
            onChange={change(name)}
            placeholder={fieldErrors[name]}
            error={Boolean(fieldErrors[name])}
            slotProps={{
              inputLabel: fieldErrors[name] ? { shrink: true } : {},
              // A message longer than the field shows whole on hover.
              htmlInput: { title: fieldErrors[name] },
            }}
            variant="outlined"
            margin="normal"
            fullWidth
          />
        ))}
        <AuthSubmitButton submitting={submitting}>
          {translate('auth.register.submit')}
        </AuthSubmitButton>
        <AuthPageLink to={paths.login}>{translate('auth.register.to_login')}</AuthPageLink>
      </Box>
      <LoadingOverlay open={submitting} />
    </AuthLayout>
  );
};
