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
import { type ReactNode, useRef, useState } from 'react';
import { Form, PasswordInput, TextInput, useSaveContext, useTranslate } from 'react-admin';
import { useWatch } from 'react-hook-form';
import { newRequestKey } from '../../dataProvider/requestKey';
import { validationFailureOf } from '../../dataProvider/validationError';
import { AmountInput, amountToSend } from '../shared/AmountInput';
import { formatMoney } from '../shared/formats';
import { SubmitButton } from '../shared/SubmitButton';
import { AccountChange, type DetailNotice } from './AccountChange';
import type { UserDetailRecord } from './types';

interface CardProps {
  record: UserDetailRecord;
  onNotice: (notice: DetailNotice | null) => void;
}

/** The values a card's form starts from when it shows none of the user's (credits, passwords). */
const NO_VALUES = {};

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

/**
 * The button of Change Api Key: sends {api_key: true}, disabled while it is under way. A double
 * click sent two (`saving` comes too late for the second click): the key changed twice.
 */
const RegenerateButton = () => {
  const translate = useTranslate();
  const { save, saving } = useSaveContext();
  const inFlight = useRef(false);
  const regenerate = async () => {
    if (inFlight.current) return;
    inFlight.current = true;
    try {
      await save?.({ api_key: true });
    } catch {
      // Told by the form's onError (the notice at the top of the card).
    } finally {
      inFlight.current = false;
    }
  };
  return (
    <Button variant="contained" onClick={regenerate} disabled={saving}>
      {translate('back_office.user_detail.regenerate')}
    </Button>
  );
};

/** Change Api Key: the general message on top, the key read-only, a button for a new one. */
export const ApiKeyCard = ({
  record,
  onNotice,
  notice,
}: CardProps & { notice: DetailNotice | null }) => {
  const translate = useTranslate();
  return (
    <AccountChange
      record={record}
      transform={() => ({ api_key: true })}
      successMessage="back_office.user_detail.key_changed"
      onNotice={onNotice}
    >
      <DetailCard
        title={translate('resources.users.detail.change_api_key')}
        actions={<RegenerateButton />}
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
            // On as many lines as it takes: in one, a card's width showed two thirds of the key.
            multiline
            fullWidth
          />
        </Stack>
      </DetailCard>
    </AccountChange>
  );
};

/** Counts the card's saves: its form starts afresh (empty) after each one. */
const useFreshForm = () => {
  const [generation, setGeneration] = useState(0);
  return { generation, restart: () => setGeneration((n) => n + 1) };
};

/** The Add Credits button, disabled while the amount is empty. */
const AddCreditsButton = () => {
  const translate = useTranslate();
  const credits = useWatch({ name: 'credits' });
  return (
    <SubmitButton disabled={credits === undefined || credits === null || credits === ''}>
      {translate('resources.users.detail.add_credits')}
    </SubmitButton>
  );
};

/**
 * Add Credits: the current credits, an amount, a button disabled while the amount is empty.
 * The idempotency key rides in the mutation's `meta`, which react-admin also puts in the cache
 * key of the record it updates: the screen's own record is fetched again after a top-up, and
 * after a failed one too (an answer lost on the way back: the credits may have been added).
 */
export const AddCreditsCard = ({
  record,
  onNotice,
  onCredited,
}: CardProps & { onCredited: () => void }) => {
  const translate = useTranslate();
  const { generation, restart } = useFreshForm();
  // One key per intended top-up: a retry after a lost answer or a second click sends the same
  // key and the server adds the credits once. A new key comes with the fresh form after a save,
  // and when the server says this key already made another top-up (the form starts afresh: that
  // top-up was made, a new one is typed anew); any other failure (no answer, a refused amount)
  // keeps it, so the corrected retry still finds a lost top-up.
  const [idempotencyKey, setIdempotencyKey] = useState(newRequestKey);
  return (
    <AccountChange
      record={record}
      mutationMeta={{ idempotencyKey }}
      transform={(values) => ({ credits: amountToSend(values.credits) })}
      successMessage={(sent) =>
        Number(sent.credits) < 0
          ? 'back_office.user_detail.credits_taken'
          : 'back_office.user_detail.credits_added'
      }
      messageArgs={(sent) => ({ amount: formatMoney(Math.abs(Number(sent.credits))) })}
      onNotice={onNotice}
      onSaved={() => {
        setIdempotencyKey(newRequestKey());
        restart();
        onCredited();
      }}
      onFailed={(error) => {
        if (validationFailureOf(error)?.fields['idempotency-key']) {
          setIdempotencyKey(newRequestKey());
          restart();
        }
        onCredited();
      }}
    >
      <Form key={generation} record={NO_VALUES} noValidate>
        <DetailCard
          title={translate('resources.users.detail.add_credits')}
          actions={<AddCreditsButton />}
        >
          <Typography data-testid="current-credits" sx={{ mb: 2 }}>
            {translate('resources.users.detail.current_credits', {
              credits: formatMoney(record.credits),
            })}
          </Typography>
          <AmountInput
            source="credits"
            fullWidth
            helperText="back_office.user_detail.credits_hint"
          />
        </DetailCard>
      </Form>
    </AccountChange>
  );
};

/** Change credentials: name and email, saved together. */
export const CredentialsCard = ({ record, onNotice }: CardProps) => {
  const translate = useTranslate();
  return (
    <AccountChange
      record={record}
      transform={(values) => ({ name: values.name ?? '', email: values.email ?? '' })}
      successMessage="back_office.user_detail.credentials_saved"
      onNotice={onNotice}
    >
      {/* The record changes under it (a top-up, a new key, a refetch): what is typed stays, and so
          does the server's reason under a field. */}
      <Form noValidate resetOptions={{ keepDirtyValues: true, keepErrors: true }}>
        <DetailCard
          title={translate('resources.users.detail.change_credentials')}
          actions={<SubmitButton>{translate('common.save')}</SubmitButton>}
        >
          <TextInput source="name" fullWidth />
          <TextInput source="email" type="email" fullWidth />
        </DetailCard>
      </Form>
    </AccountChange>
  );
};

/** Change Password: password and confirmation; the server signs the user out everywhere. */
export const PasswordCard = ({ record, onNotice }: CardProps) => {
  const translate = useTranslate();
  const { generation, restart } = useFreshForm();
  return (
    <AccountChange
      record={record}
      transform={(values) => ({
        password: values.password ?? '',
        c_password: values.c_password ?? '',
      })}
      successMessage="back_office.user_detail.password_changed"
      onNotice={onNotice}
      onSaved={restart}
    >
      <Form key={generation} record={NO_VALUES} noValidate>
        <DetailCard
          title={translate('resources.users.detail.change_password')}
          actions={<SubmitButton>{translate('common.save')}</SubmitButton>}
        >
          <PasswordInput source="password" fullWidth />
          <PasswordInput source="c_password" fullWidth />
        </DetailCard>
      </Form>
    </AccountChange>
  );
};
