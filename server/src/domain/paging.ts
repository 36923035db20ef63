/** Which page of a list is asked for: pages are numbered from 1 and hold `perPage` rows. */
export interface PageRequest {
  page: number;
  perPage: number;
  /** Rows before this page: `(page - 1) * perPage`. */
  offset: number;
}

/** One page of a list, and how many rows the whole list has. */
export interface Page<Row> {
  rows: Row[];
  total: number;
}

/** Page `page` (from 1) of a list shown `perPage` rows at a time. */
export function pageAt(page: number, perPage: number): PageRequest {
  return { page, perPage, offset: (page - 1) * perPage };
}
