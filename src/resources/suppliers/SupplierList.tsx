import AddIcon from '@mui/icons-material/Add';
import { Alert, Button, Card, Chip, Typography } from '@mui/material';
import { useState } from 'react';
import { DataTable, ListBase, useTranslate } from 'react-admin';
import { useLongDate } from '../../order-parts/useLongDate';
import { EmptyTable } from '../shared/EmptyTable';
import { LIST_ERROR_IN_PAGE, ListError } from '../shared/ListError';
import { ListTable } from '../shared/ListTable';
import { ScreenHeading } from '../shared/ScreenHeading';
import { BalanceCell } from './BalanceCell';
import { SupplierActions } from './SupplierActions';
import { SupplierCard } from './SupplierCard';
import {
  CreateSupplierDialog,
  DeactivateSupplierDialog,
  EditSupplierDialog,
} from './SupplierDialogs';
import { SupplierServicesDialog } from './SupplierServicesDialog';
import type { Supplier } from './types';
import { useSupplierCheck } from './useSupplierCheck';

/**
 * A long URL takes more lines, broken anywhere when it must, rather than widening the table; a
 * short one keeps 140 px, broken at its slashes and hyphens.
 */
const URL_CELL = { display: 'block', minWidth: 140, overflowWrap: 'anywhere' } as const;

type OpenDialog =
  | { kind: 'create' }
  | { kind: 'edit' | 'deactivate' | 'services'; supplier: Supplier }
  | null;

/**
 * The upstream suppliers: name, URL, username, the key's last 4, active, balance (with the
 * low-balance warning), last check, last error, orders with it now; Add, Edit, Deactivate,
 * Check (accountinfo: the fresh balance or the supplier's refusal) and its Services. On a phone
 * each supplier is a card (`SupplierCard`).
 */
export const SupplierList = () => {
  const translate = useTranslate();
  const longDate = useLongDate();
  const { check, checking, result, clearResult } = useSupplierCheck();
  const [dialog, setDialog] = useState<OpenDialog>(null);
  const close = () => setDialog(null);
  const selected = (kind: 'edit' | 'deactivate' | 'services') =>
    dialog && dialog.kind === kind ? dialog.supplier : null;
  const title = translate('resources.admin-suppliers.name', { smart_count: 2 });
  /** Check, Services, Edit and Deactivate: icons beside Check in the table, words on a card. */
  const actions = (supplier: Supplier, compact: boolean) => (
    <SupplierActions
      supplier={supplier}
      compact={compact}
      checking={checking === supplier.id}
      onCheck={() => void check(supplier)}
      onOpen={(kind) => setDialog({ kind, supplier })}
    />
  );
  return (
    <ListBase<Supplier>
      resource="admin-suppliers"
      queryOptions={LIST_ERROR_IN_PAGE}
      perPage={1000}
      disableSyncWithLocation
    >
      <ScreenHeading
        title={title}
        actions={
          <Button
            variant="contained"
            startIcon={<AddIcon />}
            onClick={() => setDialog({ kind: 'create' })}
          >
            {translate('suppliers.add')}
          </Button>
        }
      />
      <ListError />
      {result && (
        <Alert severity={result.severity} role="status" onClose={clearResult} sx={{ mb: 2 }}>
          {result.text}
        </Alert>
      )}
      <Card>
        <ListTable<Supplier>
          label={title}
          empty={<EmptyTable />}
          // Ten columns: half the usual room beside each cell, for all of them to fit a laptop.
          sx={{ '& .MuiTableCell-root': { px: 1 } }}
          card={(supplier) => (
            <SupplierCard supplier={supplier} actions={actions(supplier, false)} />
          )}
        >
          <DataTable.Col source="name" disableSort />
          <DataTable.Col
            source="url"
            disableSort
            render={(supplier: Supplier) => <span style={URL_CELL}>{supplier.url}</span>}
          />
          <DataTable.Col source="username" disableSort />
          <DataTable.Col
            source="api_key"
            disableSort
            render={(supplier: Supplier) => (
              <span style={{ fontFamily: 'monospace' }}>
                {translate('suppliers.key_last4', { last4: supplier.api_key_last4 })}
              </span>
            )}
          />
          <DataTable.Col
            source="active"
            disableSort
            render={(supplier: Supplier) => (
              <Chip
                size="small"
                color={supplier.active ? 'success' : 'default'}
                label={translate(supplier.active ? 'suppliers.active' : 'suppliers.inactive')}
              />
            )}
          />
          <DataTable.Col
            source="balance"
            disableSort
            render={(supplier: Supplier) => <BalanceCell supplier={supplier} />}
          />
          <DataTable.Col
            source="checked_at"
            disableSort
            render={(supplier: Supplier) =>
              supplier.checked_at
                ? longDate(supplier.checked_at)
                : translate('suppliers.never_checked')
            }
          />
          <DataTable.Col
            source="last_error"
            disableSort
            render={(supplier: Supplier) =>
              supplier.last_error ? (
                <Typography variant="body2" color="error">
                  {supplier.last_error}
                </Typography>
              ) : null
            }
          />
          <DataTable.Col source="orders_in_flight" disableSort align="right" />
          <DataTable.Col
            label={translate('common.actions')}
            disableSort
            align="right"
            render={(supplier: Supplier) => actions(supplier, true)}
          />
        </ListTable>
      </Card>
      <CreateSupplierDialog open={dialog?.kind === 'create'} onClose={close} />
      <EditSupplierDialog supplier={selected('edit')} onClose={close} />
      <DeactivateSupplierDialog supplier={selected('deactivate')} onClose={close} />
      <SupplierServicesDialog supplier={selected('services')} onClose={close} />
    </ListBase>
  );
};
