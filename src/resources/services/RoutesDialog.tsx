import AddIcon from '@mui/icons-material/Add';
import ArrowDownwardIcon from '@mui/icons-material/ArrowDownward';
import ArrowUpwardIcon from '@mui/icons-material/ArrowUpward';
import DeleteIcon from '@mui/icons-material/Delete';
import {
  Alert,
  Button,
  Dialog,
  DialogActions,
  DialogContent,
  DialogTitle,
  IconButton,
  LinearProgress,
  MenuItem,
  Stack,
  TextField,
  Typography,
} from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import { useId, useState } from 'react';
import { useGetList, useNotify, useTranslate } from 'react-admin';
import { useErrorText } from '../../i18n/useErrorText';
import { useSupplierMethods } from '../suppliers/useSupplierMethods';
import {
  entriesOf,
  moveRoute,
  type RouteEntry,
  routesToSave,
  withoutRoute,
  withRoute,
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
  const translate = useTranslate();
  return (
    <Dialog
      open={service !== null}
      onClose={onClose}
      aria-labelledby={titleId}
      fullWidth
      maxWidth="sm"
    >
      <DialogTitle id={titleId}>
        {translate('suppliers.routes.title', { name: service?.name ?? '' })}
      </DialogTitle>
      {service && <RoutesForm service={service} onClose={onClose} />}
    </Dialog>
  );
};

const RoutesForm = ({ service, onClose }: { service: Service; onClose: () => void }) => {
  const translate = useTranslate();
  const notify = useNotify();
  const errorText = useErrorText();
  const dataProvider = useSupplierMethods();
  const { data: suppliers = [] } = useGetList<{ id: number; name: string; active: boolean }>(
    'admin-suppliers',
    { pagination: { page: 1, perPage: 1000 } },
  );
  const listed = useQuery({
    queryKey: ['service-routes', service.id],
    queryFn: () => dataProvider.getServiceRoutes(service.id),
    retry: false,
    refetchOnWindowFocus: false,
    gcTime: 0,
  });
  /** The routes being edited; until the first change, the ones listed. */
  const [edited, setRoutes] = useState<RouteEntry[] | null>(null);
  const routes = edited ?? (listed.data ? entriesOf(listed.data) : null);
  const [saveFailure, setFailure] = useState<string | null>(null);
  const failure = saveFailure ?? (listed.error ? errorText(listed.error) : null);
  const [saving, setSaving] = useState(false);
  const change = (index: number, fields: Partial<RouteEntry>) =>
    setRoutes(
      (routes ?? []).map((route, position) =>
        position === index ? { ...route, ...fields } : route,
      ),
    );
  const save = async () => {
    setSaving(true);
    setFailure(null);
    try {
      await dataProvider.saveServiceRoutes(service.id, routesToSave(routes ?? []));
      notify('suppliers.routes.saved', { type: 'success' });
      onClose();
    } catch (error) {
      setFailure(errorText(error));
    } finally {
      setSaving(false);
    }
  };
  const label = (key: string) => translate(`suppliers.routes.${key}`);
  return (
    <>
      <DialogContent>
        {routes === null && !failure && <LinearProgress />}
        {failure && (
          <Alert severity="error" role="alert" sx={{ mb: 2 }}>
            {failure}
          </Alert>
        )}
        {routes !== null && (
          <Stack spacing={2} sx={{ pt: 1 }}>
            {routes.length === 0 && (
              <Typography color="text.secondary">{label('by_hand')}</Typography>
            )}
            {routes.map((route, index) => (
              <Stack
                // biome-ignore lint/suspicious/noArrayIndexKey: the position is what identifies a route row being edited
                key={index}
                direction="row"
                spacing={1}
                sx={{ alignItems: 'center' }}
                role="group"
                aria-label={`${index + 1}`}
              >
                <Typography sx={{ width: 24 }}>{index + 1}.</Typography>
                <TextField
                  select
                  size="small"
                  label={label('supplier')}
                  value={route.supplier_id > 0 ? String(route.supplier_id) : ''}
                  onChange={(event) => change(index, { supplier_id: Number(event.target.value) })}
                  sx={{ minWidth: 180 }}
                >
                  {suppliers.map((supplier) => (
                    <MenuItem key={supplier.id} value={String(supplier.id)}>
                      {supplier.name}
                    </MenuItem>
                  ))}
                </TextField>
                <TextField
                  size="small"
                  label={label('supplier_service')}
                  value={route.supplier_service_id}
                  onChange={(event) => change(index, { supplier_service_id: event.target.value })}
                  sx={{ flex: 1 }}
                />
                <IconButton
                  aria-label={label('up')}
                  disabled={index === 0}
                  onClick={() => setRoutes(moveRoute(routes, index, -1))}
                >
                  <ArrowUpwardIcon fontSize="small" />
                </IconButton>
                <IconButton
                  aria-label={label('down')}
                  disabled={index === routes.length - 1}
                  onClick={() => setRoutes(moveRoute(routes, index, 1))}
                >
                  <ArrowDownwardIcon fontSize="small" />
                </IconButton>
                <IconButton
                  aria-label={label('remove')}
                  onClick={() => setRoutes(withoutRoute(routes, index))}
                >
                  <DeleteIcon fontSize="small" />
                </IconButton>
              </Stack>
            ))}
            <Button
              startIcon={<AddIcon />}
              sx={{ alignSelf: 'flex-start' }}
              onClick={() =>
                setRoutes(withRoute(routes, { supplier_id: 0, supplier_service_id: '' }))
              }
            >
              {label('add')}
            </Button>
          </Stack>
        )}
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>{translate('common.close')}</Button>
        <Button
          variant="contained"
          disabled={routes === null || saving}
          onClick={() => void save()}
        >
          {translate('common.save')}
        </Button>
      </DialogActions>
    </>
  );
};
