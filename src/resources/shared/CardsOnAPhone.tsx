import { List, ListItem, Skeleton, Stack, type Theme, useMediaQuery } from '@mui/material';
import type { ReactNode } from 'react';
import { type RaRecord, useListContext, useTimeout } from 'react-admin';
import { useIsPhone } from './useIsPhone';

/** The cards drawn while a slow first page loads, each about the height of one. */
const LOADING_CARDS = ['first', 'second', 'third'];

/**
 * A list's `table`, or on a phone (`useIsPhone`) its page as cards, one a record, laid out by
 * `card`: what a row shows, every field in view without scrolling sideways. The cards read the
 * list context as react-admin's `<DataTable>` does, so the filters, the paging and the live
 * reloads are the table's own; like it, they show `empty` for an empty page, nothing for a list
 * that failed to load (`<ListError />` says why), and placeholders only once a load has taken a
 * second.
 */
export function CardsOnAPhone<RecordType extends RaRecord>({
  table,
  label,
  empty,
  card,
  cardsUpTo = 'phone',
}: {
  table: ReactNode;
  /** The list's name for assistive technology: the screen's title. */
  label: string;
  /** What an empty page says (the table's `empty`). */
  empty: ReactNode;
  card: (record: RecordType) => ReactNode;
  /**
   * Up to which screen the cards are shown: a phone's, or a tablet's too (below 1200 px, for a
   * table too wide for a tablet beside the sidebar).
   */
  cardsUpTo?: 'phone' | 'tablet';
}) {
  const isPhone = useIsPhone();
  const isTablet = useMediaQuery((theme: Theme) => theme.breakpoints.down('md'), { noSsr: true });
  if (!(cardsUpTo === 'tablet' ? isTablet : isPhone)) return <>{table}</>;
  return (
    <RecordCards<RecordType> label={label} empty={empty}>
      {card}
    </RecordCards>
  );
}

function RecordCards<RecordType extends RaRecord>({
  label,
  empty,
  children,
}: {
  label: string;
  empty: ReactNode;
  children: (record: RecordType) => ReactNode;
}) {
  const { data, isPending, error } = useListContext<RecordType>();
  const aSecondHasPassed = useTimeout(1000);
  if (isPending) {
    if (!aSecondHasPassed) return null;
    return (
      <Stack spacing={1} sx={{ p: 2 }} aria-busy="true" aria-label={label}>
        {LOADING_CARDS.map((loading) => (
          <Skeleton key={loading} variant="rounded" height={72} />
        ))}
      </Stack>
    );
  }
  if (!data || data.length === 0) return error ? null : empty;
  return (
    <List
      aria-label={label}
      disablePadding
      // A phone's fingers: the cards' buttons at least 40 px high.
      sx={{ '& .MuiButton-root': { minHeight: 40 } }}
    >
      {data.map((record) => (
        <ListItem key={record.id} divider sx={{ display: 'block', px: 2, py: 1.5 }}>
          {/* A card's lone button keeps its own width, at the start, as in a row of buttons. */}
          <Stack spacing={0.75} sx={{ '& > .MuiButton-root': { alignSelf: 'flex-start' } }}>
            {children(record)}
          </Stack>
        </ListItem>
      ))}
    </List>
  );
}
