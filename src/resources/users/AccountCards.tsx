import {
  Alert,
  Button,
  Card,
  CardActions,
  CardContent,
  Stack,
  TextField,
  Typography,
} from '@mui/material';
import { type ReactNode, useState } from 'react';
import {
  Form,
  FormDataConsumer,
  NumberInput,
  PasswordInput,
  TextInput,
  useTranslate,
} from 'react-admin';
import type { FormValues } from '../shared/submissionErrors';
import type { UserDetailRecord } from './types';
import type { DetailNotice } from './useAccountChange';

type Change = (
  data: FormValues,
  successMessage: string,
  messageArgs?: Record<string, unknown>,
) => Promise<Record<string, string> | undefined>;

interface CardProps {
  record: UserDetailRecord;
  change: Change;
}

/** A titled card of the user detail. */
export const DetailCard = ({
  title,
  children,
  actions,
}: {
  title: string;
  children: ReactNode;
  actions?: ReactNode;
}) => (
  <Card
    component="section"
    aria-label={title}
    sx={{ height: '100%', display: 'flex', flexDirection: 'column' }}
  >
    <CardContent sx={{ flex: 1 }}>
      <Typography variant="h6" component="h2" gutterBottom>
        {title}
      </Typography>
      {children}
    </CardContent>
    {actions && <CardActions sx={{ px: 2, pb: 2 }}>{actions}</CardActions>}
  </Card>
);

/** Change Api Key: the general message on top, the key read-only, a button for a new one. */
export const ApiKeyCard = ({
  record,
  change,
  notice,
}: CardProps & { notice: DetailNotice | null }) => {
  const translate = useTranslate();
  const [busy, setBusy] = useState(false);
  const regenerate = async () => {
    setBusy(true);
    await change({ api_key: true }, 'back_office.user_detail.key_changed');
    setBusy(false);
  };
  return (
    <DetailCard
      title={translate('resources.users.detail.change_api_key')}
      actions={
        <Button variant="contained" onClick={regenerate} disabled={busy}>
          {translate('back_office.user_detail.regenerate')}
        </Button>
      }
    >
      <Stack spacing={2}>
        {notice && (
          <Alert severity={notice.severity} role="alert">
            {translate(notice.text, { _: notice.text })}
          </Alert>
        )}
        <TextField
          label={translate('back_office.user_detail.api_key')}
          value={record.api_key}
          slotProps={{ input: { readOnly: true } }}
          fullWidth
        />
      </Stack>
    </DetailCard>
  );
};

/** A react-admin form that starts afresh (empty or with new defaults) after each save. */
const CardForm = ({
  defaultValues,
  onSubmit,
  children,
}: {
  defaultValues?: FormValues;
  onSubmit: (values: FormValues) => Promise<Record<string, string> | undefined>;
  children: ReactNode;
}) => {
  const [generation, setGeneration] = useState(0);
  const submit = async (values: FormValues) => {
    const errors = await onSubmit(values);
    if (!errors) setGeneration((n) => n + 1);
    return errors;
  };
  return (
    <Form key={generation} defaultValues={defaultValues} onSubmit={submit} noValidate>
      {children}
    </Form>
  );
};

/** Add Credits: the current credits, an amount, a button disabled while the amount is empty. */
export const AddCreditsCard = ({ record, change }: CardProps) => {
  const translate = useTranslate();
  return (
    <CardForm
      onSubmit={(values) =>
        change({ credits: values.credits }, 'back_office.user_detail.credits_added', {
          amount: values.credits,
        })
      }
    >
      <DetailCard
        title={translate('resources.users.detail.add_credits')}
        actions={
          <FormDataConsumer>
            {({ formData }) => (
              <Button
                type="submit"
                variant="contained"
                disabled={
                  formData.credits === undefined ||
                  formData.credits === null ||
                  formData.credits === ''
                }
              >
                {translate('resources.users.detail.add_credits')}
              </Button>
            )}
          </FormDataConsumer>
        }
      >
        <Typography data-testid="current-credits" sx={{ mb: 2 }}>
          {translate('resources.users.detail.current_credits', { credits: record.credits })}
        </Typography>
        <NumberInput
          source="credits"
          label={translate('back_office.user_detail.credits')}
          fullWidth
        />
      </DetailCard>
    </CardForm>
  );
};

/** Change credentials: name and email, saved together. */
export const CredentialsCard = ({ record, change }: CardProps) => {
  const translate = useTranslate();
  return (
    <CardForm
      key={`${record.name}\n${record.email}`}
      defaultValues={{ name: record.name, email: record.email }}
      onSubmit={(values) =>
        change(
          { name: values.name ?? '', email: values.email ?? '' },
          'back_office.user_detail.credentials_saved',
        )
      }
    >
      <DetailCard
        title={translate('resources.users.detail.change_credentials')}
        actions={
          <Button type="submit" variant="contained">
            {translate('common.save')}
          </Button>
        }
      >
        <TextInput source="name" label={translate('resources.users.fields.name')} fullWidth />
        <TextInput
          source="email"
          type="email"
          label={translate('resources.users.fields.email')}
          fullWidth
        />
      </DetailCard>
    </CardForm>
  );
};

/** Change Password: password and confirmation; the server signs the user out everywhere. */
export const PasswordCard = ({ change }: CardProps) => {
  const translate = useTranslate();
  return (
    <CardForm
      onSubmit={(values) =>
        change(
          { password: values.password ?? '', c_password: values.c_password ?? '' },
          'back_office.user_detail.password_changed',
        )
      }
    >
      <DetailCard
        title={translate('resources.users.detail.change_password')}
        actions={
          <Button type="submit" variant="contained">
            {translate('common.save')}
          </Button>
        }
      >
        <PasswordInput
          source="password"
          label={translate('resources.users.fields.password')}
          fullWidth
        />
        <PasswordInput
          source="c_password"
          label={translate('resources.users.fields.c_password')}
          fullWidth
        />
      </DetailCard>
    </CardForm>
  );
};
