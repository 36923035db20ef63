import { type SQL, sql } from 'drizzle-orm';
import type { AnyPgColumn, PgTable } from 'drizzle-orm/pg-core';

/** A column filled from a list: one value per row, as text (or null), cast back by `type`. */
export interface ListedColumn {
  column: AnyPgColumn;
  /** The column's SQL type ('int', 'numeric', 'jsonb', …), which each text is cast to. */
  type: string;
  values: readonly (string | null)[];
}

/** A column with the same value on every row, cast to `type`. */
export interface SameColumn {
  column: AnyPgColumn;
  type: string;
  value: string | number;
}

/**
 * `INSERT INTO table (…) SELECT … FROM unnest($1::text[], $2::text[], …)`: many rows with one
 * parameter per column, where a multi-row VALUES has one per value. drizzle spends about 0.1 ms
 * building each row of a VALUES list (a 1,000-IMEI order and its 1,000 ledger rows: 150 ms of
 * the server's CPU, bench/README.md) and PostgreSQL parses one placeholder per value; the
 * statement made here has the same text for any number of rows. Lists go as text arrays, which
 * both drivers write alike, and are cast in the SQL; columns left out take their defaults.
 * Every list must have one value per row; an empty list inserts nothing.
 */
export function insertFromLists(
  table: PgTable,
  listed: readonly ListedColumn[],
  same: readonly SameColumn[] = [],
): SQL {
  const rowCount = listed[0]?.values.length ?? 0;
  if (listed.length === 0 || listed.some(({ values }) => values.length !== rowCount)) {
    throw new Error('insertFromLists: every list must have one value per row');
  }
  const names = [...listed, ...same].map(({ column }) => sql.identifier(column.name));
  const alias = (index: number) => sql.identifier(`v${index}`);
  const picked = [
    ...listed.map(({ type }, index) => sql`${alias(index)}::${sql.raw(type)}`),
    ...same.map(({ type, value }) => sql`${value}::${sql.raw(type)}`),
  ];
  const lists = listed.map(({ values }) => sql`${sql.param(values)}::text[]`);
  return sql`insert into ${table} (${sql.join(names, sql`, `)}) select ${sql.join(picked, sql`, `)} from unnest(${sql.join(lists, sql`, `)}) as lists(${sql.join(
    listed.map((_, index) => alias(index)),
    sql`, `,
  )})`;
}
