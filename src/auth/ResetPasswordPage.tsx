import { Alert, Box, Button, TextField, Typography } from '@mui/material';
import { type FormEvent, useState } from 'react';
import { useAuthProvider, useTranslate } from 'react-admin';
import { Link as RouterLink, useSearchParams } from 'react-router-dom';
import type { PortalAuthProvider } from '../authProvider/authProvider';
import { validationFailureOf } from '../dataProvider/validationError';
import { useErrorText } from '../i18n/useErrorText';
import { paths } from '../routing/paths';
import { AuthPageLink, AuthSubmitButton } from './AuthFormParts';
import { AuthLayout } from './AuthLayout';
import { LoadingOverlay } from './LoadingOverlay';

type Field = 'password' | 'c_password';
const FIELDS: Field[] = ['password', 'c_password'];

/**
 * Where the mailed link leads (`/auth/reset?token=…`): the new password twice. The server's
 * messages show under their fields; a link it refuses (used, expired, unknown) — or no token at
 * all — offers to ask for a new one. Done, it sends the visitor to sign in.
 */
export const ResetPasswordPage = () => {
  const translate = useTranslate();
  const authProvider = useAuthProvider<PortalAuthProvider>();
  const errorText = useErrorText();
  const [params] = useSearchParams();
  const token = params.get('token') ?? '';
  const [values, setValues] = useState<Record<Field, string>>({ password: '', c_password: '' });
  const [fieldErrors, setFieldErrors] = useState<Partial<Record<Field, string>>>({});
  const [message, setMessage] = useState<string | null>(null);
  const [linkRefused, setLinkRefused] = useState(false);
  const [done, setDone] = useState(false);
  const [submitting, setSubmitting] = useState(false);

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (!authProvider) return;
    setMessage(null);
    setFieldErrors({});
    setSubmitting(true);
    try {
      await authProvider.resetPassword({ token, ...values });
      setDone(true);
    } catch (failure) {
      const validation = validationFailureOf(failure);
      if (validation?.fields.token) setLinkRefused(true);
      else if (validation) setFieldErrors(validation.fields);
      else setMessage(errorText(failure));
    } finally {
      setSubmitting(false);
    }
  };

  const toLogin = (
    <Button component={RouterLink} to={paths.login} variant="contained" sx={{ mt: 2 }}>
      {translate('mail.reset.to_login')}
    </Button>
  );

  if (done) {
    return (
      <AuthLayout title="mail.reset.title">
        <Alert severity="success" role="status">
          {translate('mail.reset.done')}
        </Alert>
        {toLogin}
      </AuthLayout>
    );
  }

  if (token === '' || linkRefused) {
    return (
      <AuthLayout title="mail.reset.title">
        <Alert severity="warning" role="alert">
          {translate('mail.reset.invalid')}
        </Alert>
        <Button component={RouterLink} to={paths.forgotPassword} variant="contained" sx={{ mt: 2 }}>
          {translate('mail.reset.ask_again')}
        </Button>
      </AuthLayout>
    );
  }

  return (
    <AuthLayout title="mail.reset.title">
      <Box component="form" noValidate onSubmit={submit} aria-label={translate('mail.reset.title')}>
        {message && (
          <Alert severity="error" role="alert" sx={{ mb: 1 }}>
            {message}
          </Alert>
        )}
        <Typography color="text.secondary">{translate('mail.reset.help')}</Typography>
        {FIELDS.map((field) => (
          <TextField
            key={field}
            name={field}
            type="password"
            autoComplete="new-password"
            label={translate(`mail.reset.${field}`)}
            value={values[field]}
            onChange={(event) => {
              setValues((current) => ({ ...current, [field]: event.target.value }));
              setFieldErrors((current) => ({ ...current, [field]: undefined }));
            }}
            error={Boolean(fieldErrors[field])}
            helperText={fieldErrors[field]}
            variant="outlined"
            margin="normal"
            fullWidth
          />
        ))}
        <AuthSubmitButton submitting={submitting}>
          {translate('mail.reset.submit')}
        </AuthSubmitButton>
        <AuthPageLink to={paths.login}>{translate('mail.forgot.to_login')}</AuthPageLink>
      </Box>
      <LoadingOverlay open={submitting} />
    </AuthLayout>
  );
};
