import AddIcon from '@mui/icons-material/Add';
import ArrowDownwardIcon from '@mui/icons-material/ArrowDownward';
import ArrowUpwardIcon from '@mui/icons-material/ArrowUpward';
import DeleteIcon from '@mui/icons-material/Delete';
import {
  Alert,
  Button,
  DialogActions,
  DialogContent,
  DialogTitle,
  IconButton,
  LinearProgress,
  Stack,
  Typography,
} from '@mui/material';
import type { Supplier } from '@schemas/suppliers';
import { useQuery } from '@tanstack/react-query';
import { useId } from 'react';
import {
  ArrayInputBase,
  Form,
  ReferenceInput,
  ResourceContextProvider,
  SelectInput,
  SimpleFormIteratorBase,
  SimpleFormIteratorItemBase,
  TextInput,
  useArrayInput,
  useGetList,
  useNotify,
  useSimpleFormIterator,
  useSimpleFormIteratorItem,
  useTranslate,
} from 'react-admin';
import { useWatch } from 'react-hook-form';
import { serviceRoutesKey, supplierServicesKey } from '../../dataProvider/suppliers';
import { submissionErrorsOf } from '../../dataProvider/validationError';
import { useErrorText } from '../../i18n/useErrorText';
import { FormServerError } from '../shared/FormServerError';
import { KeptDialog } from '../shared/KeptDialog';
import { SubmitButton } from '../shared/SubmitButton';
import { useSupplierMethods } from '../suppliers/useSupplierMethods';
import { RoutePrice, RoutePrices } from './RoutePrice';
import {
  entriesFromForm,
  entriesOf,
  type RouteEntry,
  routeInputOf,
  routesToSave,
  rowsSent,
} from './routeList';
import type { Service } from './types';

/**
 * A service's routes (GET/PUT /admin_services/{id}/routes): the suppliers its orders go to, in
 * order of priority, each with the supplier's service id. Empty: answered by hand.
 */
export const RoutesDialog = ({
  service,
  onClose,
}: {
  service: Service | null;
  onClose: () => void;
}) => {
  const titleId = useId();
  return (
    <KeptDialog value={service} titleId={titleId} onClose={onClose} maxWidth="sm">
      {(shown, opening) => (
        <RoutesForm key={opening} service={shown} titleId={titleId} onClose={onClose} />
      )}
    </KeptDialog>
  );
};

/** A row added: no supplier chosen yet, no id typed. */
const NEW_ROUTE: Record<keyof RouteEntry, null | string> = {
  supplier_id: null,
  supplier_service_id: '',
};

const useRouteLabel = () => {
  const translate = useTranslate();
  return (key: string) => translate(`suppliers.routes.${key}`);
};

/**
 * The routes' form once they are read: react-admin's `<Form>` over `{routes}`, a row of inputs
 * per route (`routes.<index>.supplier_id` and `.supplier_service_id`). A refusal of a row's
 * supplier or id goes beneath that input; the rest (a route listed twice, too many routes, any
 * other failure) above the rows.
 */
const RoutesForm = ({
  service,
  titleId,
  onClose,
}: {
  service: Service;
  titleId: string;
  onClose: () => void;
}) => {
  const translate = useTranslate();
  // In the form, as in the other modals: MUI's content joins the title just above it.
  const title = (
    <DialogTitle id={titleId}>
      {translate('suppliers.routes.title', { name: service.name })}
    </DialogTitle>
  );
  const notify = useNotify();
  const errorText = useErrorText();
  const dataProvider = useSupplierMethods();
  const listed = useQuery({
    queryKey: serviceRoutesKey(service.id),
    queryFn: () => dataProvider.getServiceRoutes(service.id),
    retry: false,
    refetchOnWindowFocus: false,
    gcTime: 0,
  });
  if (!listed.data) {
    return (
      <>
        {title}
        <DialogContent>
          {listed.error ? (
            <Alert severity="error" role="alert" sx={{ mb: 2 }}>
              {errorText(listed.error)}
            </Alert>
          ) : (
            <LinearProgress />
          )}
        </DialogContent>
        <DialogActions>
          <Button onClick={onClose}>{translate('common.close')}</Button>
          <Button variant="contained" disabled>
            {translate('common.save')}
          </Button>
        </DialogActions>
      </>
    );
  }
  const save = async (values: Record<string, unknown>) => {
    const entries = entriesFromForm(values.routes);
    try {
      // What the form started from: a save over another admin's newer routes is refused.
      await dataProvider.saveServiceRoutes(
        service.id,
        routesToSave(entries),
        entriesOf(listed.data),
      );
    } catch (failure) {
      // The server counts the routes sent; the form's rows include those left out.
      return submissionErrorsOf(failure, errorText, routeInputOf(rowsSent(entries)));
    }
    notify('suppliers.routes.saved', { type: 'success' });
    onClose();
    return undefined;
  };
  return (
    <ResourceContextProvider value="admin-services">
      {/* The refusal is told in the modal only (react-admin would also toast it). */}
      <Form
        record={{ routes: entriesOf(listed.data) }}
        onSubmit={save}
        noValidate
        disableInvalidFormNotification
      >
        {title}
        <DialogContent>
          <Stack spacing={2} sx={{ pt: 1 }}>
            <FormServerError />
            <RoutePrices.Provider value={{ listed: listed.data, price: service.price }}>
              <ArrayInputBase source="routes">
                <SimpleFormIteratorBase disableAutoFocus>
                  <RouteRows />
                </SimpleFormIteratorBase>
              </ArrayInputBase>
            </RoutePrices.Provider>
          </Stack>
        </DialogContent>
        <DialogActions>
          <Button onClick={onClose}>{translate('common.close')}</Button>
          <SubmitButton>{translate('common.save')}</SubmitButton>
        </DialogActions>
      </Form>
    </ResourceContextProvider>
  );
};

/** The rows (none: answered by hand) and the button that adds one. */
const RouteRows = () => {
  const label = useRouteLabel();
  const { fields } = useArrayInput();
  const { add } = useSimpleFormIterator();
  return (
    <>
      {fields.length === 0 && <Typography color="text.secondary">{label('by_hand')}</Typography>}
      {fields.map((field, index) => (
        <SimpleFormIteratorItemBase key={field.id} index={index}>
          <RouteRow />
        </SimpleFormIteratorItemBase>
      ))}
      <Button
        startIcon={<AddIcon />}
        sx={{ alignSelf: 'flex-start' }}
        onClick={() => add(NEW_ROUTE)}
      >
        {label('add')}
      </Button>
    </>
  );
};

/** A row's supplier or service id as the form holds it (null: none chosen, or emptied). */
type RouteRowValues = Partial<Record<keyof RouteEntry, unknown>> | undefined;

const rowAt = (values: unknown, index: number): RouteRowValues => {
  const routes = (values as { routes?: unknown } | undefined)?.routes;
  return Array.isArray(routes) ? (routes[index] as RouteRowValues) : undefined;
};

const typedId = (row: RouteRowValues) =>
  typeof row?.supplier_service_id === 'string' ? row.supplier_service_id.trim() : '';

const chosenSupplier = (row: RouteRowValues) =>
  typeof row?.supplier_id === 'number' ? row.supplier_id : null;

/**
 * A row is saved only whole: a service id with no supplier (or a supplier with no id) was left
 * out of the save without a word, and lost when the dialog closed. A row with neither is
 * nothing typed, and is left out.
 */
const supplierNeeded = (index: number) => (_value: unknown, values: unknown) => {
  const row = rowAt(values, index);
  return chosenSupplier(row) === null && typedId(row) !== ''
    ? 'suppliers.routes.supplier_needed'
    : undefined;
};
const idNeeded = (index: number) => (_value: unknown, values: unknown) => {
  const row = rowAt(values, index);
  return chosenSupplier(row) !== null && typedId(row) === '' ? 'ra.validation.required' : undefined;
};

/** The suppliers, as the choice of a row's supplier lists them. */
const ALL_SUPPLIERS = { pagination: { page: 1, perPage: 1000 } };

/**
 * A warning beneath a row's service id when the supplier's service list, as the server last
 * fetched it, does not hold it. The server takes such a route on purpose (a list can be out of
 * date, and a service it does not hold just has no price: docs/suppliers.md), so it is saved;
 * but a mistyped id would have every order refused. The list is read only when the server has
 * one (`services_fetched_at`): asking for a list never fetched would call the supplier.
 */
const useUnlistedWarning = (row: RouteRowValues): string | null => {
  const translate = useTranslate();
  const dataProvider = useSupplierMethods();
  const supplierId = chosenSupplier(row);
  const id = typedId(row);
  const { data: suppliers } = useGetList<Supplier>('admin-suppliers', ALL_SUPPLIERS);
  const supplier = suppliers?.find((candidate) => candidate.id === supplierId);
  const fetched = supplier !== undefined && supplier.services_fetched_at !== null;
  const { data: services } = useQuery({
    queryKey: supplierServicesKey(supplierId ?? 0),
    queryFn: () => dataProvider.getSupplierServices(supplierId ?? 0),
    enabled: fetched && id !== '',
    retry: false,
    refetchOnWindowFocus: false,
    staleTime: 60_000,
  });
  if (!supplier || !services || id === '' || services.some((service) => service.id === id)) {
    return null;
  }
  return translate('suppliers.routes.unlisted', { supplier: supplier.name });
};

/**
 * One route: its priority, supplier and their service id, moved up or down, removed, and the
 * supplier's price beneath. The labels are the dialog's own (suppliers.routes.*), as no resource
 * has routes for fields.
 */
const RouteRow = () => {
  const label = useRouteLabel();
  const { index, total, reOrder, remove } = useSimpleFormIteratorItem();
  const row: RouteRowValues = useWatch({ name: `routes.${index}` });
  const unlisted = useUnlistedWarning(row);
  return (
    <Stack role="group" aria-label={`${index + 1}`}>
      <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }}>
        <Typography sx={{ width: 24 }}>{index + 1}.</Typography>
        <ReferenceInput source="supplier_id" reference="admin-suppliers" perPage={1000}>
          <SelectInput
            optionText="name"
            label="suppliers.routes.supplier"
            size="small"
            helperText={false}
            validate={supplierNeeded(index)}
            sx={{ flex: 1, minWidth: 180 }}
          />
        </ReferenceInput>
        <TextInput
          source="supplier_service_id"
          label="suppliers.routes.supplier_service"
          size="small"
          helperText={unlisted ?? false}
          validate={idNeeded(index)}
          sx={{
            flex: 1,
            // A warning, not a refusal: the route is saved.
            '& .MuiFormHelperText-root:not(.Mui-error)': { color: 'warning.dark' },
          }}
        />
        <IconButton
          aria-label={label('up')}
          disabled={index === 0}
          onClick={() => reOrder(index - 1)}
        >
          <ArrowUpwardIcon fontSize="small" />
        </IconButton>
        <IconButton
          aria-label={label('down')}
          disabled={index === total - 1}
          onClick={() => reOrder(index + 1)}
        >
          <ArrowDownwardIcon fontSize="small" />
        </IconButton>
        <IconButton aria-label={label('remove')} onClick={remove}>
          <DeleteIcon fontSize="small" />
        </IconButton>
      </Stack>
      <RoutePrice index={index} />
    </Stack>
  );
};
