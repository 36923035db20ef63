import MailIcon from '@mui/icons-material/MailOutline';
import {
  Card,
  CardContent,
  CardHeader,
  FormControlLabel,
  FormHelperText,
  Switch,
  Typography,
} from '@mui/material';
import { skipToken, useMutation, useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useAuthProvider, useLocaleState, useNotify, useTranslate } from 'react-admin';
import type { PortalAuthProvider } from '../../authProvider/authProvider';
import { LOCALES } from '../../i18n/i18nProvider';
import { useErrorText } from '../../i18n/useErrorText';

/**
 * My Profile's mail card, shown when the shop sends mail: the switch of the "orders answered"
 * mails (PATCH /profile {notify_orders}) and the language they are written in (the one shown).
 */
export const OrderMailsCard = ({ notifyOrders }: { notifyOrders: boolean }) => {
  const translate = useTranslate();
  const notify = useNotify();
  const errorText = useErrorText();
  const authProvider = useAuthProvider<PortalAuthProvider>();
  const [locale] = useLocaleState();
  const [checked, setChecked] = useState(notifyOrders);
  const { data: settings } = useQuery({
    queryKey: ['settings'],
    queryFn: authProvider ? () => authProvider.getSettings() : skipToken,
    staleTime: Number.POSITIVE_INFINITY,
    retry: false,
  });
  const change = useMutation({
    mutationFn: async (value: boolean) => {
      if (!authProvider) throw new Error('no auth provider');
      return authProvider.changeProfile({ notify_orders: value });
    },
    onSuccess: (user, value) => {
      setChecked(user.notify_orders ?? value);
      notify(value ? 'mail.notifications.saved_on' : 'mail.notifications.saved_off', {
        type: 'success',
      });
    },
    onError: (error, value) => {
      setChecked(!value);
      notify(errorText(error), { type: 'error' });
    },
  });
  if (!settings?.mail) return null;
  const language = LOCALES.find((entry) => entry.locale === locale)?.name ?? locale;
  return (
    <Card component="section" aria-labelledby="order-mails-title">
      <CardHeader
        avatar={<MailIcon color="primary" />}
        title={translate('mail.notifications.title')}
        slotProps={{ title: { id: 'order-mails-title', variant: 'h6', component: 'h2' } }}
      />
      <CardContent sx={{ pt: 0 }}>
        <FormControlLabel
          control={
            <Switch
              checked={checked}
              disabled={change.isPending}
              onChange={(event) => {
                setChecked(event.target.checked);
                change.mutate(event.target.checked);
              }}
            />
          }
          label={translate('mail.notifications.notify_orders')}
        />
        <FormHelperText sx={{ mt: 0 }}>
          {translate('mail.notifications.notify_orders_help')}
        </FormHelperText>
        <Typography variant="body2" color="text.secondary" sx={{ mt: 2 }}>
          {translate('mail.notifications.language', { language })}
        </Typography>
      </CardContent>
    </Card>
  );
};
