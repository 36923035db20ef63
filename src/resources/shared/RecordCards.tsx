import { List, ListItem, Skeleton, Stack } from '@mui/material';
import type { ReactNode } from 'react';
import { type RaRecord, useListContext } from 'react-admin';

/** The cards drawn while the first page loads, each about the height of one. */
const LOADING_CARDS = ['first', 'second', 'third'];

/**
 * A list's page as cards, one a record, for a phone's width (`useIsPhone`): what a table shows
 * in a row, `children` lays out in a card. It reads the list context like react-admin's
 * `<DataTable>` does, so the filters, the paging and the live reloads are the table's own.
 */
export function RecordCards<RecordType extends RaRecord>({
  label,
  empty,
  children,
}: {
  /** The list's name for assistive technology: the screen's title. */
  label: string;
  /** What an empty page says (the table's `empty`). */
  empty: ReactNode;
  children: (record: RecordType) => ReactNode;
}) {
  const { data, isPending } = useListContext<RecordType>();
  if (isPending) {
    return (
      <Stack spacing={1} sx={{ p: 2 }}>
        {LOADING_CARDS.map((card) => (
          <Skeleton key={card} variant="rounded" height={72} />
        ))}
      </Stack>
    );
  }
  if (!data || data.length === 0) return <>{empty}</>;
  return (
    <List aria-label={label} disablePadding>
      {data.map((record) => (
        <ListItem key={record.id} divider sx={{ display: 'block', px: 2, py: 1.5 }}>
          {children(record)}
        </ListItem>
      ))}
    </List>
  );
}
