import AddIcon from '@mui/icons-material/Add';
import { Button, Card, Chip, FormControlLabel, Stack, Switch } from '@mui/material';
import { type ReactNode, useMemo, useState } from 'react';
import {
  DataTable,
  ListBase,
  ListContextProvider,
  useList,
  useListContext,
  useTranslate,
} from 'react-admin';
import { fold, searchWords } from '../../customer/services/serviceSearch';
import { EmptyTable } from '../shared/EmptyTable';
import { formatMoney } from '../shared/formats';
import { LIST_ERROR_IN_PAGE, ListError } from '../shared/ListError';
import { ListTable } from '../shared/ListTable';
import { PrevNextPagination } from '../shared/PrevNextPagination';
import { ScreenHeading } from '../shared/ScreenHeading';
import { ServiceSearchField } from '../shared/ServiceSearchField';
import { RestoreServiceDialog } from './RestoreServiceDialog';
import { RoutesDialog } from './RoutesDialog';
import { ServiceCard } from './ServiceCard';
import { CreateServiceDialog, DeleteServiceDialog, UpdateServiceDialog } from './ServiceDialogs';
import { ServiceName } from './ServiceName';
import type { Service } from './types';

/** Services a page shows: the server lists the catalogue whole (2,000 services in a big shop). */
export const SERVICES_PER_PAGE = 25;

/**
 * The page of the catalogue that the search finds: the services whose name or category hold
 * every word typed (any case, any accents), `SERVICES_PER_PAGE` at a time. Without it the
 * table rendered every service at once: 2,000 rows, a page 90,000 px long, and each dialog took
 * seconds to open while they all rendered again.
 */
const FoundServices = ({ search, children }: { search: string; children: ReactNode }) => {
  const { data, isPending, error } = useListContext<Service>();
  const found = useMemo(() => {
    const words = searchWords(search);
    if (!data || words.length === 0) return data;
    return data.filter((service) => {
      const key = fold(`${service.name} ${service.category?.name ?? ''}`);
      return words.every((word) => key.includes(word));
    });
  }, [data, search]);
  const list = useList<Service>({ data: found, isPending, error, perPage: SERVICES_PER_PAGE });
  return <ListContextProvider value={list}>{children}</ListContextProvider>;
};

type OpenDialog =
  | { kind: 'create' }
  | { kind: 'update' | 'delete' | 'routes' | 'restore'; service: Service }
  | null;

/**
 * Admin services: Name, Price (with $), Category, with create, update and delete modals, and
 * each service's routes to its suppliers. Retired services (deleted while they had orders) show
 * on demand, marked, with Put back on sale as their one action. On a phone each service is a
 * card (`ServiceCard`).
 */
export const ServiceList = () => {
  const translate = useTranslate();
  const [dialog, setDialog] = useState<OpenDialog>(null);
  const close = () => setDialog(null);
  const [showRetired, setShowRetired] = useState(false);
  const [search, setSearch] = useState('');
  const selected = (kind: 'update' | 'delete' | 'routes' | 'restore') =>
    dialog && dialog.kind === kind ? dialog.service : null;
  const title = translate('resources.admin-services.name', { smart_count: 2 });
  /** Routes, Update and Delete of a service on sale; Put back on sale of a retired one. */
  const actions = (service: Service) =>
    service.active ? (
      <Stack direction="row" spacing={1} sx={{ justifyContent: 'flex-end' }}>
        <Button size="small" onClick={() => setDialog({ kind: 'routes', service })}>
          {translate('suppliers.routes.action')}
        </Button>
        <Button size="small" onClick={() => setDialog({ kind: 'update', service })}>
          {translate('common.update')}
        </Button>
        <Button size="small" color="error" onClick={() => setDialog({ kind: 'delete', service })}>
          {translate('common.delete')}
        </Button>
      </Stack>
    ) : (
      <Button size="small" onClick={() => setDialog({ kind: 'restore', service })}>
        {translate('back_office.services.restore')}
      </Button>
    );
  return (
    <ListBase<Service>
      resource="admin-services"
      queryOptions={LIST_ERROR_IN_PAGE}
      perPage={1000}
      filter={showRetired ? { with_retired: true } : undefined}
      disableSyncWithLocation
    >
      <ScreenHeading
        title={title}
        actions={
          <Stack direction="row" spacing={2} sx={{ alignItems: 'center' }}>
            <FormControlLabel
              control={
                <Switch
                  checked={showRetired}
                  onChange={(event) => setShowRetired(event.target.checked)}
                />
              }
              label={translate('back_office.services.show_retired')}
            />
            <Button
              variant="contained"
              startIcon={<AddIcon />}
              onClick={() => setDialog({ kind: 'create' })}
            >
              {translate('back_office.services.create')}
            </Button>
          </Stack>
        }
      />
      <ListError />
      <ServiceSearchField value={search} onChange={setSearch} />
      {/* Keyed by the search: a new search starts on its first page. */}
      <FoundServices key={search} search={search}>
        <Card>
          <ListTable<Service>
            label={title}
            empty={<EmptyTable message={search.trim() ? 'catalogue.picker.no_match' : undefined} />}
            card={(service) => <ServiceCard service={service} actions={actions(service)} />}
          >
            <DataTable.Col
              source="name"
              disableSort
              render={(service: Service) => <ServiceName service={service} />}
            />
            <DataTable.Col
              source="price"
              disableSort
              render={(service: Service) => formatMoney(service.price)}
            />
            <DataTable.Col
              source="category_id"
              disableSort
              render={(service: Service) => service.category?.name}
            />
            <DataTable.Col
              source="cost"
              disableSort
              render={(service: Service) => formatMoney(service.cost)}
            />
            <DataTable.Col
              source="tier"
              disableSort
              render={(service: Service) =>
                service.tier === 'none' ? null : (
                  <Chip
                    size="small"
                    label={translate(`back_office.services.tiers.${service.tier}`)}
                  />
                )
              }
            />
            <DataTable.Col
              label={translate('common.actions')}
              disableSort
              align="right"
              render={actions}
            />
          </ListTable>
          <PrevNextPagination />
        </Card>
      </FoundServices>
      <CreateServiceDialog open={dialog?.kind === 'create'} onClose={close} />
      <UpdateServiceDialog service={selected('update')} onClose={close} />
      <DeleteServiceDialog service={selected('delete')} onClose={close} />
      <RoutesDialog service={selected('routes')} onClose={close} />
      <RestoreServiceDialog service={selected('restore')} onClose={close} />
    </ListBase>
  );
};
