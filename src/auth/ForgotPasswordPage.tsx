import { Alert, Box, Button, TextField, Typography } from '@mui/material';
import { type FormEvent, useState } from 'react';
import { useAuthProvider, useTranslate } from 'react-admin';
import type { PortalAuthProvider } from '../authProvider/authProvider';
import { validationFailureOf } from '../dataProvider/validationError';
import { useErrorText } from '../i18n/useErrorText';
import { paths } from '../routing/paths';
import { AuthPageLink, AuthSubmitButton } from './AuthFormParts';
import { AuthLayout } from './AuthLayout';
import { LoadingOverlay } from './LoadingOverlay';

/**
 * "Forgot password": the account's email, then the same words whatever the server knows of it
 * (it answers the same for an unknown address). A refusal (a badly written address, too many
 * requests) shows above the field.
 */
export const ForgotPasswordPage = () => {
  const translate = useTranslate();
  const authProvider = useAuthProvider<PortalAuthProvider>();
  const errorText = useErrorText();
  const [email, setEmail] = useState('');
  const [sentTo, setSentTo] = useState<string | null>(null);
  const [submitting, setSubmitting] = useState(false);
  const [error, setError] = useState<string | null>(null);

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (!authProvider) return;
    setError(null);
    setSubmitting(true);
    try {
      await authProvider.forgotPassword(email.trim());
      setSentTo(email.trim());
    } catch (failure) {
      const onEmail = validationFailureOf(failure)?.fields.email;
      setError(onEmail ? errorText(new Error(onEmail)) : errorText(failure));
    } finally {
      setSubmitting(false);
    }
  };

  const toLogin = <AuthPageLink to={paths.login}>{translate('mail.forgot.to_login')}</AuthPageLink>;

  if (sentTo !== null) {
    return (
      <AuthLayout title="mail.forgot.title">
        <Alert severity="success" role="status">
          {translate('mail.forgot.sent', { email: sentTo })}
        </Alert>
        <Button sx={{ mt: 2 }} onClick={() => setSentTo(null)}>
          {translate('mail.forgot.again')}
        </Button>
        {toLogin}
      </AuthLayout>
    );
  }

  return (
    <AuthLayout title="mail.forgot.title">
      <Box
        component="form"
        noValidate
        onSubmit={submit}
        aria-label={translate('mail.forgot.title')}
      >
        {error && (
          <Alert severity="error" role="alert" sx={{ mb: 1 }}>
            {error}
          </Alert>
        )}
        <Typography color="text.secondary">{translate('mail.forgot.help')}</Typography>
        <TextField
          name="email"
          type="email"
          autoComplete="email"
          label={translate('mail.forgot.email')}
          value={email}
          onChange={(event) => {
            setEmail(event.target.value);
            setError(null);
          }}
          variant="outlined"
          margin="normal"
          fullWidth
        />
        <AuthSubmitButton submitting={submitting}>
          {translate('mail.forgot.submit')}
        </AuthSubmitButton>
        {toLogin}
      </Box>
      <LoadingOverlay open={submitting} />
    </AuthLayout>
  );
};
