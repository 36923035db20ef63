import SendIcon from '@mui/icons-material/Send';
import { Alert, Box, Button, Card, CardContent, Stack } from '@mui/material';
import { useCallback, useRef, useState } from 'react';
import { useGetList, useTranslate } from 'react-admin';
import type { PortalDataProvider } from '../../dataProvider/placeOrders';
import { useDataProviderCalls } from '../../dataProvider/useDataProviderCalls';
import { validationFailureOf } from '../../dataProvider/validationError';
import { useErrorText } from '../../i18n/useErrorText';
import { ScreenHeading } from '../../resources/shared/ScreenHeading';
import { ChosenService } from './ChosenService';
import { CustomFieldInputs } from './CustomFieldInputs';
import {
  emptyFieldValues,
  type FieldErrors,
  type FieldValues,
  fieldErrorsOf,
  fieldValuesToSend,
} from './fieldValues';
import { ImeiBox } from './ImeiBox';
import { orderErrorText } from './orderErrorText';
import { ServicePicker } from './ServicePicker';
import type { CustomerService } from './types';
import { useCredits } from './useCredits';
import { useOrderDraft } from './useOrderDraft';

type Outcome = { severity: 'success' | 'error'; text: string } | null;

/**
 * The order form: a searchable picker of the services, grouped by category and labelled with
 * this customer's price and the name; once one is chosen, its name, price, description and
 * delivery time, its custom fields, a box for IMEIs (one a line; counted, totalled and checked
 * as typed) and Send, disabled while the box is empty. The server's message shows in green, a
 * refusal (`data.error`) in red with each refused field's message under it, and the box is
 * cleared after each placed submission. A refusal's message goes once the IMEIs or the service
 * change. A refused submission keeps the lines (the spec clears
 * the box after every send; we keep what the customer pasted so the named bad lines can be
 * fixed without pasting a thousand IMEIs again: bad input loses nothing).
 */
export const ServiceOrderForm = () => {
  const translate = useTranslate();
  const errorText = useErrorText();
  const dataProvider = useDataProviderCalls<PortalDataProvider>();
  const {
    data: services = [],
    error: loadError,
    isPending: loading,
    refetch: refetchServices,
  } = useGetList<CustomerService>('services', {
    pagination: { page: 1, perPage: 10_000 },
  });
  const { credits, refresh: refreshCredits } = useCredits();
  const [chosenEntry, setChosen] = useState<CustomerService | null>(null);
  // The chosen service as the list has it now: read again after a refused price, its new price.
  const chosen = chosenEntry
    ? (services.find((listed) => listed.id === chosenEntry.id) ?? chosenEntry)
    : null;
  const [imeis, setImeis] = useState('');
  const [values, setValues] = useState<FieldValues>({});
  const [fieldErrors, setFieldErrors] = useState<FieldErrors>({});
  const [sending, setSending] = useState(false);
  const [outcome, setOutcome] = useState<Outcome>(null);
  const imeiBox = useRef<HTMLTextAreaElement | null>(null);

  const restore = useCallback(
    (service: CustomerService, typed: string, typedValues: FieldValues) => {
      setChosen(service);
      setImeis(typed);
      setValues({ ...emptyFieldValues(service.fields), ...typedValues });
    },
    [],
  );
  useOrderDraft(services, { chosen, imeis, values }, restore);

  const choose = (service: CustomerService | null) => {
    setChosen(service);
    setValues(emptyFieldValues(service?.fields ?? []));
    setFieldErrors({});
    setOutcome(null);
  };

  // A refusal is about what was sent: once the IMEIs change, its message no longer applies.
  const changeImeis = (typed: string) => {
    setImeis(typed);
    setOutcome((current) => (current?.severity === 'error' ? null : current));
  };

  const changeField = (name: string, value: string) => {
    setValues((current) => ({ ...current, [name]: value }));
    setFieldErrors(({ [name]: _, ...others }) => others);
  };

  const send = async () => {
    if (!chosen) return;
    setSending(true);
    setOutcome(null);
    setFieldErrors({});
    try {
      const result = await dataProvider.placeOrders({
        imei: imeis,
        service_id: chosen.service.id,
        fields: fieldValuesToSend(chosen.fields, values),
        // The server refuses a price risen since it was shown, rather than charge it.
        price: chosen.price,
      });
      setOutcome({ severity: 'success', text: result.message });
      setImeis('');
      // Send is disabled with the box empty: the keyboard goes back to the box, not the page's start.
      imeiBox.current?.focus();
      refreshCredits();
    } catch (error) {
      const refused = fieldErrorsOf(error);
      setFieldErrors(refused);
      const fallback =
        Object.keys(refused).length > 0
          ? translate('catalogue.imei_box.field_errors')
          : translate('app.errors.network');
      setOutcome({ severity: 'error', text: orderErrorText(error) ?? fallback });
      // Send was disabled while sending, which left the keyboard nowhere (on the page's body):
      // back to the box, where the refused lines are marked (the refusal itself is announced).
      imeiBox.current?.focus();
      // A refusal for want of credits means the balance shown was not the balance: read it again.
      refreshCredits();
      // A price that has changed: the list is read again, and the form shows the new one.
      if (validationFailureOf(error)?.fields.price) void refetchServices();
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
            <ServicePicker
              services={services}
              value={chosen}
              onChange={choose}
              helperText={
                // Said once the list has come, not while it loads or after it failed to.
                !loading && !loadError && services.length === 0
                  ? translate('order_screens.form.no_services')
                  : undefined
              }
            />
            {chosen ? (
              <>
                <ChosenService service={chosen} />
                <CustomFieldInputs
                  fields={chosen.fields}
                  values={values}
                  errors={fieldErrors}
                  onChange={changeField}
                />
                <ImeiBox
                  value={imeis}
                  onChange={changeImeis}
                  price={chosen.price}
                  credits={credits}
                  boxRef={imeiBox}
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
            {/* In the page from the start, so that screen readers announce what comes into it. */}
            <Box role="status" aria-live="polite">
              {outcome?.severity === 'success' ? (
                <Alert severity="success" role="none">
                  {outcome.text}
                </Alert>
              ) : null}
            </Box>
            {outcome?.severity === 'error' ? (
              <Alert severity="error" role="alert" sx={{ whiteSpace: 'pre-line' }}>
                {outcome.text}
              </Alert>
            ) : null}
          </Stack>
        </CardContent>
      </Card>
    </>
  );
};
