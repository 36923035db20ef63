import ShieldIcon from '@mui/icons-material/Shield';
import {
  Alert,
  Box,
  Button,
  Card,
  CardContent,
  CardHeader,
  Stack,
  TextField,
  Typography,
} from '@mui/material';
import { useMutation, useQuery } from '@tanstack/react-query';
import QRCode from 'qrcode';
import { type FormEvent, useState } from 'react';
import { useNotify, useTranslate } from 'react-admin';
import { type TwoFactorSetUp, twoFactorApi } from '../../authProvider/twoFactorApi';
import { validationFailureOf } from '../../dataProvider/validationError';
import { useErrorText } from '../../i18n/useErrorText';

export interface TwoFactorCardProps {
  /** Whether two-factor sign-in is on for the signed-in admin. */
  enabled: boolean;
  /** REQUIRE_ADMIN_2FA holds this admin on My Profile until it is on. */
  required: boolean;
  /** Called after it was turned on or off, to reload the profile. */
  onChange: () => void;
}

/** The message of a failed call: the server's text for `otp`, else its general message. */
const useCodeErrorText = () => {
  const errorText = useErrorText();
  return (error: unknown): string => {
    const onCode = validationFailureOf(error)?.fields.otp;
    return onCode ? errorText(new Error(onCode)) : errorText(error);
  };
};

/** A code box and its button, the error under the box. */
const CodeForm = ({
  label,
  submit,
  pending,
  error,
  onSubmit,
}: {
  label: string;
  submit: string;
  pending: boolean;
  error: string | null;
  onSubmit: (code: string) => void;
}) => {
  const translate = useTranslate();
  const [code, setCode] = useState('');
  const send = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    onSubmit(code.trim());
  };
  return (
    <Stack
      component="form"
      direction="row"
      spacing={1}
      onSubmit={send}
      noValidate
      aria-label={label}
    >
      <TextField
        name="otp"
        label={translate('two_factor.code')}
        autoComplete="one-time-code"
        value={code}
        onChange={(event) => setCode(event.target.value)}
        error={Boolean(error)}
        helperText={error ?? ' '}
        slotProps={{ htmlInput: { inputMode: 'numeric', maxLength: 32 } }}
        size="small"
      />
      <Box>
        <Button type="submit" variant="contained" disabled={pending || code.trim() === ''}>
          {submit}
        </Button>
      </Box>
    </Stack>
  );
};

/** The QR code of the otpauth:// URL, drawn in the browser (the secret never leaves it). */
const SecretQrCode = ({ url }: { url: string }) => {
  const translate = useTranslate();
  const { data } = useQuery({
    queryKey: ['two-factor-qr', url],
    queryFn: () => QRCode.toDataURL(url, { margin: 1, width: 192 }),
    staleTime: Number.POSITIVE_INFINITY,
  });
  return data ? (
    <Box
      component="img"
      src={data}
      alt={translate('two_factor.qr_alt')}
      sx={{ width: 192, height: 192 }}
    />
  ) : (
    <Box sx={{ width: 192, height: 192 }} />
  );
};

/** The set-up: the QR code and the secret, then a first code turns it on. */
const SetUp = ({
  setUp,
  onConfirmed,
  onCancel,
}: {
  setUp: TwoFactorSetUp;
  onConfirmed: (recoveryCodes: string[]) => void;
  onCancel: () => void;
}) => {
  const translate = useTranslate();
  const errorOf = useCodeErrorText();
  const confirm = useMutation({ mutationFn: twoFactorApi.confirm, onSuccess: onConfirmed });
  return (
    <Stack spacing={2}>
      <Typography>{translate('two_factor.scan')}</Typography>
      <SecretQrCode url={setUp.otpauth_url} />
      <Box>
        <Typography variant="caption" color="text.secondary">
          {translate('two_factor.secret')}
        </Typography>
        <Typography
          data-testid="two-factor-secret"
          sx={{ fontFamily: 'monospace', wordBreak: 'break-all' }}
        >
          {setUp.secret}
        </Typography>
      </Box>
      <CodeForm
        label={translate('two_factor.confirm')}
        submit={translate('two_factor.confirm')}
        pending={confirm.isPending}
        error={confirm.error ? errorOf(confirm.error) : null}
        onSubmit={(code) => confirm.mutate(code)}
      />
      <Box>
        <Button onClick={onCancel}>{translate('two_factor.cancel')}</Button>
      </Box>
    </Stack>
  );
};

/** The recovery codes, shown once right after turning it on. */
const RecoveryCodes = ({ codes, onDone }: { codes: string[]; onDone: () => void }) => {
  const translate = useTranslate();
  return (
    <Stack spacing={2}>
      <Typography variant="subtitle1" component="h3">
        {translate('two_factor.recovery_title')}
      </Typography>
      <Alert severity="warning">{translate('two_factor.recovery_help')}</Alert>
      <Box
        component="ul"
        data-testid="recovery-codes"
        sx={{ m: 0, pl: 3, columns: 2, fontFamily: 'monospace' }}
      >
        {codes.map((code) => (
          <li key={code}>{code}</li>
        ))}
      </Box>
      <Box>
        <Button variant="contained" onClick={onDone}>
          {translate('two_factor.recovery_saved')}
        </Button>
      </Box>
    </Stack>
  );
};

/**
 * Two-factor sign-in in My Profile (admins): off → "Turn on" shows a QR code and the secret,
 * a first code turns it on and shows the 10 recovery codes once; on → a code turns it off.
 */
export const TwoFactorCard = ({ enabled, required, onChange }: TwoFactorCardProps) => {
  const translate = useTranslate();
  const notify = useNotify();
  const errorText = useErrorText();
  const errorOf = useCodeErrorText();
  const [recoveryCodes, setRecoveryCodes] = useState<string[] | null>(null);
  const start = useMutation({
    mutationFn: twoFactorApi.start,
    onError: (error) => notify(errorText(error), { type: 'error' }),
  });
  const turnOff = useMutation({
    mutationFn: twoFactorApi.turnOff,
    onSuccess: () => {
      notify('two_factor.turned_off', { type: 'info' });
      onChange();
    },
  });

  const confirmed = (codes: string[]) => {
    setRecoveryCodes(codes);
    start.reset();
    notify('two_factor.turned_on', { type: 'info' });
  };

  const body = () => {
    if (recoveryCodes) {
      return (
        <RecoveryCodes
          codes={recoveryCodes}
          onDone={() => {
            setRecoveryCodes(null);
            onChange();
          }}
        />
      );
    }
    if (start.data) {
      return <SetUp setUp={start.data} onConfirmed={confirmed} onCancel={() => start.reset()} />;
    }
    if (enabled) {
      return (
        <Stack spacing={2}>
          <Typography>{translate('two_factor.on')}</Typography>
          <Typography variant="body2" color="text.secondary">
            {translate('two_factor.turn_off_help')}
          </Typography>
          <CodeForm
            label={translate('two_factor.turn_off')}
            submit={translate('two_factor.turn_off')}
            pending={turnOff.isPending}
            error={turnOff.error ? errorOf(turnOff.error) : null}
            onSubmit={(code) => turnOff.mutate(code)}
          />
        </Stack>
      );
    }
    return (
      <Stack spacing={2}>
        {required && <Alert severity="warning">{translate('two_factor.required')}</Alert>}
        <Typography>{translate('two_factor.off')}</Typography>
        <Box>
          <Button variant="contained" disabled={start.isPending} onClick={() => start.mutate()}>
            {translate('two_factor.turn_on')}
          </Button>
        </Box>
      </Stack>
    );
  };

  return (
    <Card component="section" aria-labelledby="two-factor-title">
      <CardHeader
        avatar={<ShieldIcon color="primary" />}
        title={translate('two_factor.title')}
        slotProps={{ title: { id: 'two-factor-title', variant: 'h6', component: 'h2' } }}
      />
      <CardContent sx={{ pt: 0 }}>{body()}</CardContent>
    </Card>
  );
};
