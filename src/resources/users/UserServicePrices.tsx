import { Button, Card } from '@mui/material';
import { useEffect, useState } from 'react';
import { DataTable, ListBase, useListContext, useTranslate } from 'react-admin';
import { useParams } from 'react-router-dom';
import { EmptyTable } from '../shared/EmptyTable';
import { LIST_ERROR_IN_PAGE, ListError } from '../shared/ListError';
import { ListTable } from '../shared/ListTable';
import { PrevNextPagination } from '../shared/PrevNextPagination';
import { ScreenHeading } from '../shared/ScreenHeading';
import { ServiceSearchField } from '../shared/ServiceSearchField';
import { BackToUserButton } from './BackToUserButton';
import { UpdatePriceDialog } from './PriceDialog';
import type { UserServicePrice } from './types';
import { UserPrice } from './UserPrice';
import { UserPriceCard } from './UserPriceCard';
import { useUserHeading } from './useUserHeading';

const PRICES_PER_PAGE = 15;

/** How long typing pauses before the list asks the server for what it finds. */
const SEARCH_DELAY_MS = 300;

/**
 * The search box of the price list: what is typed becomes the list's `search` filter (the
 * server finds the services whose name or category hold every word, any case, any accents),
 * and a new search starts on page 1. A shop with 2,000 services had 134 pages and no way to
 * find one.
 */
const PriceSearch = () => {
  const { filterValues, setFilters } = useListContext<UserServicePrice>();
  const searched = String(filterValues.search ?? '');
  const [text, setText] = useState(searched);
  useEffect(() => {
    const wanted = text.trim();
    if (wanted === searched) return;
    const timer = setTimeout(
      () => setFilters(wanted ? { search: wanted } : {}, undefined, false),
      SEARCH_DELAY_MS,
    );
    return () => clearTimeout(timer);
  }, [text, searched, setFilters]);
  return <ServiceSearchField value={text} onChange={setText} />;
};

/** The empty table: no service, or none the search finds. */
const NoPrices = () => {
  const { filterValues } = useListContext<UserServicePrice>();
  return <EmptyTable message={filterValues.search ? 'catalogue.picker.no_match' : undefined} />;
};

/**
 * A customer's price list (/admin/admin-user-services/{id}): every active service with the
 * price this customer pays (ID, Service, Price), and Change Price → 'Update Price'. Paged, with a
 * search by service or category name (`PriceSearch`). On a phone each service is a card
 * (`UserPriceCard`).
 */
export const UserServicePrices = () => {
  const translate = useTranslate();
  const { id = '' } = useParams<{ id: string }>();
  const userId = Number(id);
  const heading = useUserHeading(userId);
  const [editing, setEditing] = useState<UserServicePrice | null>(null);
  const title = translate('back_office.prices.title', { name: heading });
  const changePrice = (row: UserServicePrice) => (
    <Button size="small" onClick={() => setEditing(row)}>
      {translate('resources.users.prices.change_price')}
    </Button>
  );
  return (
    <ListBase<UserServicePrice>
      resource="admin-user-services"
      queryOptions={LIST_ERROR_IN_PAGE}
      filter={{ user_id: userId }}
      perPage={PRICES_PER_PAGE}
      storeKey={`admin-user-services.${userId}`}
      disableSyncWithLocation
    >
      <ScreenHeading title={title} actions={<BackToUserButton userId={userId} />} />
      <ListError />
      <PriceSearch />
      <Card>
        <ListTable<UserServicePrice>
          label={title}
          empty={<NoPrices />}
          card={(row) => <UserPriceCard row={row} action={changePrice(row)} />}
        >
          <DataTable.Col source="id" disableSort />
          <DataTable.Col
            source="service"
            disableSort
            render={(row: UserServicePrice) => row.service.name}
          />
          <DataTable.Col
            source="price"
            disableSort
            render={(row: UserServicePrice) => <UserPrice row={row} />}
          />
          <DataTable.Col
            label={translate('common.actions')}
            disableSort
            align="right"
            render={changePrice}
          />
        </ListTable>
        <PrevNextPagination />
      </Card>
      <UpdatePriceDialog row={editing} onClose={() => setEditing(null)} />
    </ListBase>
  );
};
