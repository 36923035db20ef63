import type { SxProps, Theme } from '@mui/material';
import type { ReactNode } from 'react';
import { DataTable, type RaRecord } from 'react-admin';
import { CardsOnAPhone } from './CardsOnAPhone';
import { useScrollableTable } from './useScrollableTable';

/**
 * A list screen's table: react-admin's `<DataTable>` as every list of the portal sets it (no
 * bulk actions, no row click, `empty` for an empty page, and where it is wider than the screen a
 * sideways-scrolling region named `label`), its `children` the `<DataTable.Col>`s. With `card`,
 * a phone shows the page as cards instead (`CardsOnAPhone`).
 */
export function ListTable<RecordType extends RaRecord>({
  label,
  empty,
  card,
  cardsUpTo,
  sx,
  children,
}: {
  /** The screen's title: the name of the scrolling table, or of the phone's cards. */
  label: string;
  empty: ReactNode;
  card?: (record: RecordType) => ReactNode;
  /** Where the cards replace the table: a phone (the default), or a tablet too. */
  cardsUpTo?: 'phone' | 'tablet';
  sx?: SxProps<Theme>;
  children: ReactNode;
}) {
  const scrollable = useScrollableTable(label);
  const table = (
    <DataTable<RecordType>
      ref={scrollable}
      bulkActionButtons={false}
      rowClick={false}
      empty={empty}
      sx={sx}
    >
      {children}
    </DataTable>
  );
  if (!card) return table;
  return (
    <CardsOnAPhone<RecordType>
      label={label}
      empty={empty}
      card={card}
      table={table}
      cardsUpTo={cardsUpTo}
    />
  );
}
