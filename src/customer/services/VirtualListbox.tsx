import { ListSubheader, type SxProps, type Theme } from '@mui/material';
import {
  Children,
  type CSSProperties,
  cloneElement,
  type HTMLAttributes,
  isValidElement,
  type ReactElement,
  type Ref,
  type UIEvent,
  useCallback,
  useState,
} from 'react';

/** Heights of the rows (fixed, so that any row's place is known without rendering it). */
export const GROUP_HEIGHT = 36;
export const OPTION_HEIGHT = 40;
/**
 * A phone's options: two lines each, so that a long name is read to its end (on one line a
 * phone cut every name of a 2,000-service catalogue, 'Alcatel Europe – Blacklisted Un…', and the
 * variants that tell them apart, '(All models)', '(Budget models)', were never seen).
 */
export const TWO_LINE_OPTION_HEIGHT = 2 * 22 + 12;
/** The most the list shows at once; rows beyond are rendered only when scrolled to. */
const VIEW_HEIGHT = 8.5 * OPTION_HEIGHT;

/** Options of two lines, cut after the second (a name longer than that is rare). */
const TWO_LINES: SxProps<Theme> = {
  display: '-webkit-box',
  WebkitBoxOrient: 'vertical',
  WebkitLineClamp: 2,
  whiteSpace: 'normal',
  overflow: 'hidden',
  overflowWrap: 'anywhere',
  lineHeight: `${(TWO_LINE_OPTION_HEIGHT - 12) / 2}px`,
};

/** Options of one line, cut with an ellipsis. */
const ONE_LINE: SxProps<Theme> = {
  display: 'block',
  whiteSpace: 'nowrap',
  overflow: 'hidden',
  textOverflow: 'ellipsis',
  lineHeight: `${OPTION_HEIGHT - 12}px`,
};

/** The look of the options (`.service-option`) in a list of one-line or two-line rows. */
export const optionRowsSx = (twoLines: boolean): SxProps<Theme> => ({
  '& .service-option.MuiAutocomplete-option': twoLines ? TWO_LINES : ONE_LINE,
});
/** Rows rendered beyond each edge, so the arrow keys and Page Up/Down always find the next one. */
const OVERSCAN = 8;

type Styled = ReactElement<{ style?: CSSProperties; 'aria-selected'?: boolean }>;

/** A category's heading in the list (the Autocomplete's `renderGroup` gives one per group). */
export const GroupLabel = ({
  group,
  style,
  hidden,
}: {
  group: string;
  style?: CSSProperties;
  /** A copy kept on top while its category is scrolled through (not read out twice). */
  hidden?: boolean;
}) => (
  <ListSubheader
    component="li"
    role="presentation"
    aria-hidden={hidden}
    style={style}
    sx={{ lineHeight: `${GROUP_HEIGHT}px` }}
  >
    {group}
  </ListSubheader>
);

const isGroupLabel = (item: Styled) => item.type === GroupLabel;

interface Row {
  item: Styled;
  top: number;
  height: number;
  /** The category heading above it. */
  group: string | undefined;
}

/** Where each row goes: headings and options one under another. */
const layOut = (items: Styled[], optionHeight: number): { rows: Row[]; total: number } => {
  let top = 0;
  let group: string | undefined;
  const rows = items.map((item) => {
    const heading = isGroupLabel(item);
    if (heading) group = (item.props as { group: string }).group;
    const height = heading ? GROUP_HEIGHT : optionHeight;
    const row = { item, top, height, group };
    top += height;
    return row;
  });
  return { rows, total: top };
};

/** The first row whose bottom is below `offset` (rows are sorted by `top`). */
const firstRowBelow = (rows: Row[], offset: number): number => {
  let low = 0;
  let high = rows.length - 1;
  while (low < high) {
    const middle = (low + high) >> 1;
    const row = rows[middle] as Row;
    if (row.top + row.height <= offset) low = middle + 1;
    else high = middle;
  }
  return low;
};

type ListboxProps = HTMLAttributes<HTMLElement> & {
  ref?: Ref<HTMLUListElement>;
  /** The height of an option's row (OPTION_HEIGHT, or TWO_LINE_OPTION_HEIGHT on a phone). */
  optionHeight?: number;
};

/**
 * The Autocomplete's listbox for thousands of options: every row has a fixed height and only
 * those in view (and a few beyond) are in the page, absolutely placed, so that the list
 * opens and filters as fast with 2,000 services as with 20. The first option and the last row
 * are always rendered (Home and End find them) and the heading of the category in view stays
 * on top.
 */
export const VirtualListbox = ({
  children,
  style,
  onScroll,
  ref,
  optionHeight = OPTION_HEIGHT,
  ...props
}: ListboxProps) => {
  const items = Children.toArray(children).filter(isValidElement) as Styled[];
  const { rows, total } = layOut(items, optionHeight);
  // Opened on a chosen service, the list opens where it is (the Autocomplete cannot scroll to a
  // row not rendered); afterwards it scrolls to what the keys highlight, which is rendered.
  const [openedAt] = useState(() => {
    const chosen = rows.find((row) => row.item.props['aria-selected'] === true);
    return chosen ? Math.max(0, chosen.top - GROUP_HEIGHT) : 0;
  });
  const [scrollTop, setScrollTop] = useState(openedAt);
  const height = Math.min(total, VIEW_HEIGHT);
  const offset = Math.max(0, Math.min(scrollTop, total - height));
  const first = Math.max(0, firstRowBelow(rows, offset) - OVERSCAN);
  const last = Math.min(rows.length - 1, firstRowBelow(rows, offset + height) + OVERSCAN);
  // The first option and the last row always: Home and End (and the arrow keys wrapping round)
  // find their option in the page, as the Autocomplete needs.
  const firstOption = rows.findIndex((row) => !isGroupLabel(row.item));
  const shown = new Set<number>([firstOption, rows.length - 1].filter((index) => index >= 0));
  for (let index = first; index <= last; index += 1) shown.add(index);
  const topGroup = rows[firstRowBelow(rows, offset)];

  // A stable callback: the Autocomplete re-syncs its highlight whenever the listbox's ref is
  // set again, which must not happen at every scroll.
  const setRefs = useCallback(
    (node: HTMLUListElement | null) => {
      if (node) node.scrollTop = openedAt;
      if (typeof ref === 'function') ref(node);
      else if (ref) ref.current = node;
    },
    [ref, openedAt],
  );

  return (
    <ul
      {...props}
      ref={setRefs}
      style={{ ...style, position: 'relative', height, padding: 0, overflowY: 'auto' }}
      onScroll={(event: UIEvent<HTMLUListElement>) => {
        setScrollTop(event.currentTarget.scrollTop);
        onScroll?.(event);
      }}
    >
      {[...shown]
        .sort((a, b) => a - b)
        .map((index) => {
          const { item, top, height: rowHeight } = rows[index] as Row;
          return cloneElement(item, {
            style: {
              ...item.props.style,
              position: 'absolute',
              top,
              left: 0,
              right: 0,
              height: rowHeight,
              minHeight: 0,
            },
          });
        })}
      {topGroup && !isGroupLabel(topGroup.item) && topGroup.group !== undefined ? (
        <GroupLabel
          key="group-in-view"
          group={topGroup.group}
          hidden
          style={{ position: 'absolute', top: offset, left: 0, right: 0, zIndex: 1 }}
        />
      ) : null}
    </ul>
  );
};

/** The listbox of a phone: options two lines high (`optionRowsSx(true)` styles them). */
export const TwoLineListbox = (props: ListboxProps) => (
  <VirtualListbox {...props} optionHeight={TWO_LINE_OPTION_HEIGHT} />
);
