import RefreshIcon from '@mui/icons-material/Refresh';
import {
  Alert,
  Button,
  DialogActions,
  DialogContent,
  DialogTitle,
  LinearProgress,
  Stack,
  Table,
  TableBody,
  TableCell,
  TableHead,
  TableRow,
  TextField,
  Typography,
} from '@mui/material';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useId, useState } from 'react';
import { useTranslate } from 'react-admin';
import { supplierServicesKey as servicesKey } from '../../dataProvider/suppliers';
import { useErrorText } from '../../i18n/useErrorText';
import { KeptDialog } from '../shared/KeptDialog';
import { ImportServiceDialog, LinkServiceDialog } from './SupplierServiceDialogs';
import { searchServices } from './serviceSearch';
import type { Supplier, SupplierService } from './types';
import { useSupplierMethods } from './useSupplierMethods';

type OpenDialog = { kind: 'import' | 'link'; service: SupplierService } | null;

/**
 * A supplier's imeiservicelist (cached by the server; Refresh fetches it again): group, name,
 * price, delivery time and info (as text), our services already routed to it, a search box, and
 * per service "Create our service" and "Link to our service".
 */
export const SupplierServicesDialog = ({
  supplier,
  onClose,
}: {
  supplier: Supplier | null;
  onClose: () => void;
}) => {
  const titleId = useId();
  const translate = useTranslate();
  return (
    <KeptDialog value={supplier} titleId={titleId} onClose={onClose} maxWidth="lg">
      {(shown) => (
        <>
          <DialogTitle id={titleId}>
            {translate('suppliers.services_title', { name: shown.name })}
          </DialogTitle>
          <ServicesContent key={shown.id} supplier={shown} />
          <DialogActions>
            <Button onClick={onClose}>{translate('common.close')}</Button>
          </DialogActions>
        </>
      )}
    </KeptDialog>
  );
};

const ServicesContent = ({ supplier }: { supplier: Supplier }) => {
  const translate = useTranslate();
  const errorText = useErrorText();
  const dataProvider = useSupplierMethods();
  const queryClient = useQueryClient();
  const [search, setSearch] = useState('');
  const [refreshing, setRefreshing] = useState(false);
  const [refreshError, setRefreshError] = useState<string | null>(null);
  const [dialog, setDialog] = useState<OpenDialog>(null);
  const { data, error, isPending } = useQuery({
    queryKey: servicesKey(supplier.id),
    queryFn: () => dataProvider.getSupplierServices(supplier.id),
    retry: false,
    refetchOnWindowFocus: false,
  });
  const refresh = async () => {
    setRefreshing(true);
    setRefreshError(null);
    try {
      const fresh = await dataProvider.getSupplierServices(supplier.id, true);
      queryClient.setQueryData(servicesKey(supplier.id), fresh);
    } catch (failure) {
      setRefreshError(errorText(failure));
    } finally {
      setRefreshing(false);
    }
  };
  const shown = searchServices(data ?? [], search);
  const label = (field: string) => translate(`suppliers.service_fields.${field}`);
  const failure = refreshError ?? (error ? errorText(error) : null);
  const close = () => {
    setDialog(null);
    // What a creation or a link routed shows beside their service at once.
    void queryClient.invalidateQueries({ queryKey: servicesKey(supplier.id) });
  };
  return (
    <DialogContent>
      <Stack direction="row" spacing={2} sx={{ alignItems: 'center', mb: 2, pt: 1 }}>
        <TextField
          label={translate('suppliers.search')}
          type="search"
          size="small"
          value={search}
          onChange={(event) => setSearch(event.target.value)}
          sx={{ flex: 1 }}
        />
        <Button
          startIcon={<RefreshIcon />}
          onClick={() => void refresh()}
          disabled={refreshing || isPending}
        >
          {translate('suppliers.refresh')}
        </Button>
      </Stack>
      {(refreshing || isPending) && <LinearProgress sx={{ mb: 1 }} />}
      {failure && (
        <Alert severity="error" role="alert" sx={{ mb: 2 }}>
          {failure}
        </Alert>
      )}
      <Table size="small">
        <TableHead>
          <TableRow>
            <TableCell>{label('group')}</TableCell>
            <TableCell>{label('name')}</TableCell>
            <TableCell align="right">{label('credit')}</TableCell>
            <TableCell>{label('time')}</TableCell>
            <TableCell>{label('info')}</TableCell>
            <TableCell align="right">{translate('common.actions')}</TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {shown.map((service) => (
            <TableRow key={service.id}>
              <TableCell>{service.group}</TableCell>
              <TableCell>
                {service.name}
                {/* Ours already routed to it: importing it again makes a second one. */}
                {service.routed_to.length > 0 && (
                  <Typography variant="caption" component="div" color="text.secondary">
                    {translate('suppliers.routed_to', {
                      names: service.routed_to.map((ours) => ours.name).join(', '),
                    })}
                  </Typography>
                )}
              </TableCell>
              <TableCell align="right">{service.credit?.toFixed(2) ?? ''}</TableCell>
              <TableCell>{service.time ?? ''}</TableCell>
              <TableCell sx={{ maxWidth: 280, whiteSpace: 'pre-wrap', wordBreak: 'break-word' }}>
                {service.info ?? ''}
              </TableCell>
              <TableCell align="right">
                <Stack direction="row" spacing={1} sx={{ justifyContent: 'flex-end' }}>
                  <Button
                    size="small"
                    variant="contained"
                    onClick={() => setDialog({ kind: 'import', service })}
                  >
                    {translate('suppliers.create_ours')}
                  </Button>
                  <Button size="small" onClick={() => setDialog({ kind: 'link', service })}>
                    {translate('suppliers.link')}
                  </Button>
                </Stack>
              </TableCell>
            </TableRow>
          ))}
          {!isPending && shown.length === 0 && (
            <TableRow>
              <TableCell colSpan={6} sx={{ color: 'text.secondary' }}>
                {translate('suppliers.no_services')}
              </TableCell>
            </TableRow>
          )}
        </TableBody>
      </Table>
      <ImportServiceDialog
        supplier={supplier}
        service={dialog?.kind === 'import' ? dialog.service : null}
        onClose={close}
      />
      <LinkServiceDialog
        supplier={supplier}
        service={dialog?.kind === 'link' ? dialog.service : null}
        onClose={close}
      />
    </DialogContent>
  );
};
