import { Alert, Box, TextField } from '@mui/material';
import { type ChangeEvent, type FormEvent, useState } from 'react';
import { useLogin, useTranslate } from 'react-admin';
import { useLocation } from 'react-router-dom';
import { sessionEnded } from '../authProvider/sessionEnded';
import { validationFailureOf } from '../dataProvider/validationError';
import { useErrorText } from '../i18n/useErrorText';
import { paths } from '../routing/paths';
import type { Credentials } from '../types';
import { AuthPageLink, AuthSubmitButton } from './AuthFormParts';
import { AuthLayout } from './AuthLayout';
import { ForgotPasswordLink } from './ForgotPasswordLink';
import { useStoredTokenFailure } from './GuestOnly';
import { LoadingOverlay } from './LoadingOverlay';

/**
 * Sign-in: email, password, 'Get Started'. No client-side validation; the server's message
 * (or the network error) shows above the fields until any input changes; so does the failure of
 * the sign-in from a stored token tried on opening (GET /profile: spec section 8, 'Login and
 * profile failure'). An account with two-factor sign-in is answered 422 on `otp`: the form then
 * asks for the code as well.
 */
export const LoginPage = () => {
  const translate = useTranslate();
  const login = useLogin();
  const location = useLocation();
  const errorText = useErrorText();
  const [credentials, setCredentials] = useState<Credentials>({ email: '', password: '' });
  const [submitting, setSubmitting] = useState(false);
  const [error, setError] = useState<string | null>(null);
  // The stored token's sign-in that failed on opening (no answer, a server error): shown in the
  // error line like a failed sign-in, until an input changes or the form is sent.
  const storedTokenFailure = useStoredTokenFailure();
  const [profileFailure, setProfileFailure] = useState(storedTokenFailure);
  const [asksForCode, setAsksForCode] = useState(false);
  // Sent here by a session that ended on the server: said above the form until the next sign-in
  // (read at each showing: the ended session's last calls may send the tab here more than once).
  const [ended] = useState(sessionEnded.was);

  const change = (field: keyof Credentials) => (event: ChangeEvent<HTMLInputElement>) => {
    setCredentials((current) => ({ ...current, [field]: event.target.value }));
    setError(null);
    setProfileFailure(null);
  };

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    setError(null);
    setProfileFailure(null);
    setSubmitting(true);
    try {
      const { otp, ...withoutCode } = credentials;
      // The auth provider answers where to go next, from the role and the page left.
      await login({
        ...(asksForCode ? { ...withoutCode, otp } : withoutCode),
        returnState: location.state,
      });
    } catch (failure) {
      const codeProblem = validationFailureOf(failure)?.fields.otp;
      if (codeProblem) setAsksForCode(true);
      setError(codeProblem ? errorText(new Error(codeProblem)) : errorText(failure));
      setSubmitting(false);
    }
  };

  const shownError = error ?? (profileFailure ? errorText(new Error(profileFailure)) : null);

  return (
    <AuthLayout title="auth.login.title">
      <Box component="form" noValidate onSubmit={submit} aria-label={translate('auth.login.title')}>
        {shownError && (
          <Alert severity="error" role="alert" sx={{ mb: 1 }}>
            {shownError}
          </Alert>
        )}
        {ended && !shownError && (
          <Alert severity="info" sx={{ mb: 1 }}>
            {translate('auth.session_ended')}
          </Alert>
        )}
        <TextField
          name="email"
          type="email"
          autoComplete="email"
          label={translate('auth.login.email')}
          value={credentials.email}
          onChange={change('email')}
          variant="outlined"
          margin="normal"
          fullWidth
        />
        <TextField
          name="password"
          type="password"
          autoComplete="current-password"
          label={translate('auth.login.password')}
          value={credentials.password}
          onChange={change('password')}
          variant="outlined"
          margin="normal"
          fullWidth
        />
        {asksForCode && (
          <TextField
            name="otp"
            autoComplete="one-time-code"
            label={translate('auth.login.otp')}
            helperText={translate('auth.login.otp_help')}
            value={credentials.otp ?? ''}
            onChange={change('otp')}
            slotProps={{ htmlInput: { inputMode: 'numeric', maxLength: 32 } }}
            variant="outlined"
            margin="normal"
            autoFocus
            fullWidth
          />
        )}
        <AuthSubmitButton submitting={submitting}>
          {translate('auth.login.submit')}
        </AuthSubmitButton>
        <AuthPageLink to={paths.register}>{translate('auth.login.to_register')}</AuthPageLink>
        <ForgotPasswordLink />
      </Box>
      <LoadingOverlay open={submitting} />
    </AuthLayout>
  );
};
