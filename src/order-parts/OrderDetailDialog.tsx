import {
  Alert,
  Button,
  DialogActions,
  DialogContent,
  DialogTitle,
  LinearProgress,
  MenuItem,
  Stack,
  Table,
  TableBody,
  TableCell,
  TableHead,
  TableRow,
  TextField,
  Typography,
} from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import { useId, useState } from 'react';
import { useNotify, useRefresh, useTranslate } from 'react-admin';
import { type AdminOrderWithAttempts, serviceRoutesKey } from '../dataProvider/suppliers';
import { useErrorText } from '../i18n/useErrorText';
import { KeptDialog } from '../resources/shared/KeptDialog';
import { useSupplierMethods } from '../resources/suppliers/useSupplierMethods';
import { ForwardingChip } from './ForwardingChip';
import { labelledFieldValues, useFieldLabels } from './fieldLabels';
import { isHeld } from './forwarding';
import { useLongDate } from './useLongDate';

/**
 * One order for the admin (GET /admin_orders/{id}): the values of its service's custom fields,
 * where it is with its suppliers and every attempt (time, supplier, action, outcome, message). A held order can be queued again now, on
 * its route or on another supplier's (POST /admin_orders/{id}/forward).
 */
export const OrderDetailDialog = ({
  orderId,
  onClose,
}: {
  orderId: number | null;
  onClose: () => void;
}) => {
  const titleId = useId();
  const translate = useTranslate();
  return (
    <KeptDialog value={orderId} titleId={titleId} onClose={onClose} maxWidth="md">
      {(shown) => (
        <>
          <DialogTitle id={titleId}>
            {translate('suppliers.order_detail.title', { id: shown })}
          </DialogTitle>
          <OrderDetail key={shown} orderId={shown} onClose={onClose} />
          <DialogActions>
            <Button onClick={onClose}>{translate('common.close')}</Button>
          </DialogActions>
        </>
      )}
    </KeptDialog>
  );
};

const OrderDetail = ({ orderId, onClose }: { orderId: number; onClose: () => void }) => {
  const translate = useTranslate();
  const errorText = useErrorText();
  const longDate = useLongDate();
  const dataProvider = useSupplierMethods();
  const {
    data: order,
    error,
    isPending,
  } = useQuery({
    queryKey: ['admin-order', orderId],
    queryFn: () => dataProvider.getAdminOrder(orderId),
    retry: false,
    refetchOnWindowFocus: false,
  });
  const label = (field: string) => translate(`suppliers.order_detail.${field}`);
  if (isPending) return <LinearProgress />;
  if (error || !order) {
    return (
      <DialogContent>
        <Alert severity="error" role="alert">
          {errorText(error)}
        </Alert>
      </DialogContent>
    );
  }
  return (
    <DialogContent>
      <Stack spacing={2}>
        <Stack direction="row" spacing={2} sx={{ alignItems: 'center' }}>
          <Typography sx={{ fontFamily: 'monospace' }}>{order.imei}</Typography>
          <Typography color="text.secondary">{order.service?.name}</Typography>
          <ForwardingChip forwarding={order.forwarding} />
        </Stack>
        <OrderFieldsTable order={order} />
        {order.forwarding?.next_attempt_at && order.forwarding.state === 'queued' && (
          <Typography variant="body2" color="text.secondary">
            {translate('suppliers.order_detail.next_attempt', {
              at: longDate(order.forwarding.next_attempt_at),
            })}
          </Typography>
        )}
        <Typography variant="subtitle2" component="h3">
          {label('attempts')}
        </Typography>
        {order.attempts.length === 0 ? (
          <Typography color="text.secondary">
            {/* Held before any call (a price above the order's, a deactivated customer) or not
                yet placed: it is not an order answered by hand. */}
            {label(order.forwarding ? 'no_attempts_yet' : 'no_attempts')}
          </Typography>
        ) : (
          <AttemptsTable attempts={order.attempts} />
        )}
        {isHeld(order) && <HeldOrderActions order={order} onDone={onClose} />}
      </Stack>
    </DialogContent>
  );
};

/** The custom fields' values, labelled as the service names them; nothing without any. */
const OrderFieldsTable = ({ order }: { order: AdminOrderWithAttempts }) => {
  const translate = useTranslate();
  const labels = useFieldLabels('admin-services');
  const values = labelledFieldValues(order.fields, labels.get(order.service_id));
  if (values.length === 0) return null;
  return (
    <Table size="small" aria-label={translate('catalogue.order_fields.admin_title')}>
      <TableBody>
        {values.map((entry) => (
          <TableRow key={entry.name}>
            <TableCell component="th" scope="row" sx={{ width: '35%', color: 'text.secondary' }}>
              {entry.label}
            </TableCell>
            <TableCell sx={{ overflowWrap: 'anywhere' }}>{entry.value}</TableCell>
          </TableRow>
        ))}
      </TableBody>
    </Table>
  );
};

const AttemptsTable = ({ attempts }: { attempts: AdminOrderWithAttempts['attempts'] }) => {
  const translate = useTranslate();
  const longDate = useLongDate();
  const label = (field: string) => translate(`suppliers.order_detail.${field}`);
  return (
    <Table size="small" aria-label={label('attempts')}>
      <TableHead>
        <TableRow>
          <TableCell>{label('at')}</TableCell>
          <TableCell>{label('supplier')}</TableCell>
          <TableCell>{label('action')}</TableCell>
          <TableCell>{label('outcome')}</TableCell>
          <TableCell>{label('message')}</TableCell>
        </TableRow>
      </TableHead>
      <TableBody>
        {attempts.map((attempt) => (
          <TableRow key={`${attempt.at}-${attempt.supplier.id}-${attempt.action}`}>
            <TableCell>{longDate(attempt.at)}</TableCell>
            <TableCell>{attempt.supplier.name}</TableCell>
            <TableCell sx={{ fontFamily: 'monospace' }}>{attempt.action}</TableCell>
            <TableCell>
              {attempt.outcome
                ? translate(`suppliers.order_detail.outcomes.${attempt.outcome}`, {
                    _: attempt.outcome,
                  })
                : label('under_way')}
            </TableCell>
            <TableCell sx={{ wordBreak: 'break-word' }}>
              {[attempt.message, attempt.reference].filter(Boolean).join(' · ')}
            </TableCell>
          </TableRow>
        ))}
      </TableBody>
    </Table>
  );
};

/** Retry now (on its route) or send to another supplier's route. */
const HeldOrderActions = ({
  order,
  onDone,
}: {
  order: AdminOrderWithAttempts;
  onDone: () => void;
}) => {
  const translate = useTranslate();
  const notify = useNotify();
  const refresh = useRefresh();
  const errorText = useErrorText();
  const dataProvider = useSupplierMethods();
  // Only the suppliers that route the order's service can take it (the others were offered,
  // and refused with "This supplier is not a route of the order's service.").
  const routes = useQuery({
    queryKey: serviceRoutesKey(order.service_id),
    queryFn: () => dataProvider.getServiceRoutes(order.service_id),
    retry: false,
    refetchOnWindowFocus: false,
  });
  const routing = new Map(
    (routes.data ?? [])
      .filter((route) => route.supplier.active)
      .map((route) => [route.supplier_id, route.supplier.name]),
  );
  const [supplierId, setSupplierId] = useState('');
  const [sending, setSending] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const lastOutcome = order.attempts.at(-1)?.outcome;
  const forward = async (to?: number) => {
    setSending(true);
    setFailure(null);
    try {
      await dataProvider.forwardOrder(order.id, to);
      notify('suppliers.order_detail.forwarded', {
        type: 'success',
        messageArgs: { id: order.id },
      });
      onDone();
      refresh();
    } catch (error) {
      setFailure(errorText(error));
    } finally {
      setSending(false);
    }
  };
  return (
    <Stack spacing={1}>
      {lastOutcome === 'unknown' && (
        <Alert severity="warning">{translate('suppliers.order_detail.unknown_warning')}</Alert>
      )}
      {failure && (
        <Alert severity="error" role="alert">
          {failure}
        </Alert>
      )}
      <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }}>
        <Button variant="contained" disabled={sending} onClick={() => void forward()}>
          {translate('suppliers.order_detail.retry')}
        </Button>
        <TextField
          select
          size="small"
          label={translate('suppliers.order_detail.send_to')}
          value={supplierId}
          onChange={(event) => setSupplierId(event.target.value)}
          sx={{ minWidth: 200 }}
        >
          {[...routing].map(([id, name]) => (
            <MenuItem key={id} value={String(id)}>
              {name}
            </MenuItem>
          ))}
        </TextField>
        <Button
          disabled={sending || supplierId === ''}
          onClick={() => void forward(Number(supplierId))}
        >
          {translate('suppliers.order_detail.send')}
        </Button>
      </Stack>
    </Stack>
  );
};
