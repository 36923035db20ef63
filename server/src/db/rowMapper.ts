import { Column, getTableName, is, SQL, sql } from 'drizzle-orm';

/** A selected value's decoder: a column, or the SQL expression's (as drizzle's own mapping finds it). */
interface Decoder {
  mapFromDriverValue(value: unknown): unknown;
}

/** One selected value as drizzle lists it when it prepares a query: where it goes, and what it is. */
export interface SelectedField {
  path: string[];
  field: unknown;
}

/** What drizzle's prepared queries (node-postgres and PGlite alike) keep of their selection. */
interface MappedPreparedQuery {
  fields?: SelectedField[];
  joinsNotNullableMap?: Record<string, boolean>;
  customResultMapper?: (rows: unknown[][]) => unknown[];
}

type Row = Record<string, unknown>;

/** An expression's decoder: drizzle keeps it on the SQL object, marked internal in its types. */
const sqlDecoder = (expression: SQL): Decoder =>
  (expression as unknown as { decoder: Decoder }).decoder;

/** What drizzle decodes with when a value needs no decoding: a column's own, an expression's. */
const passThrough = new Set<Decoder['mapFromDriverValue']>([
  Column.prototype.mapFromDriverValue,
  sqlDecoder(sql``).mapFromDriverValue,
]);

function decoderOf(field: unknown): Decoder {
  if (is(field, Column)) return field;
  if (is(field, SQL)) return sqlDecoder(field);
  // A subquery keeps its SQL under `_.sql`, an aliased expression under `sql`.
  const wrapped = field as { sql?: SQL; _?: { sql: SQL } };
  const expression = wrapped._?.sql ?? wrapped.sql;
  if (!expression) throw new Error('A selected value drizzle cannot decode');
  return sqlDecoder(expression);
}

/**
 * drizzle's row mapping (utils.js mapResultRow) compiled once for one query: what it works out
 * for every value of every row — which decoder, which table, whether a column — is worked out
 * here once. The rows come out the same: nested objects along each path, a left-joined table's
 * object null when its first selected column is null.
 */
export function compileRowMapper(
  fields: SelectedField[],
  joinsNotNullableMap: Record<string, boolean> | undefined,
): (rows: unknown[][]) => Row[] {
  const plan = fields.map(({ path, field }) => {
    const decoder = decoderOf(field);
    return {
      parents: path.slice(0, -1),
      leaf: path[path.length - 1] ?? '',
      decoder,
      // Text, booleans and the like come from the driver as they are kept: no call for each value.
      passesThrough: passThrough.has(decoder.mapFromDriverValue),
      // Only a column two levels deep can make its object null (a left join's table).
      table:
        joinsNotNullableMap && path.length === 2 && is(field, Column)
          ? getTableName(field.table)
          : undefined,
      object: path[0] ?? '',
    };
  });
  const nullable = joinsNotNullableMap !== undefined && plan.some((step) => step.table);
  const mapRow = (row: unknown[]): Row => {
    const result: Row = {};
    // Only a query with a left or right join's table keeps track of which objects are null.
    const nullifyMap: Record<string, string | false> | undefined = nullable ? {} : undefined;
    for (let index = 0; index < plan.length; index += 1) {
      const step = plan[index] as (typeof plan)[number];
      let node = result;
      for (const chunk of step.parents) {
        if (!(chunk in node)) node[chunk] = {};
        node = node[chunk] as Row;
      }
      const raw = row[index];
      const value = raw === null || step.passesThrough ? raw : step.decoder.mapFromDriverValue(raw);
      node[step.leaf] = value;
      if (nullifyMap === undefined || step.table === undefined) continue;
      const seen = nullifyMap[step.object];
      if (seen === undefined) nullifyMap[step.object] = value === null ? step.table : false;
      else if (typeof seen === 'string' && seen !== step.table) nullifyMap[step.object] = false;
    }
    if (nullifyMap !== undefined) {
      for (const object in nullifyMap) {
        const table = nullifyMap[object];
        if (typeof table === 'string' && !joinsNotNullableMap?.[table]) result[object] = null;
      }
    }
    return result;
  };
  return (rows) => rows.map(mapRow);
}

/**
 * Gives a prepared drizzle query the compiled mapping of its rows (compileRowMapper), through
 * the hook drizzle's own relational queries use. A query that maps nothing (raw SQL) is left as
 * it is. Mapping each value through drizzle's generic loop cost 5-7 % of the server's CPU on an
 * order list, and a share of every request's token lookup (bench/README.md).
 */
export function withCompiledRowMapper<P>(prepared: P): P {
  const query = prepared as MappedPreparedQuery;
  if (query.fields && !query.customResultMapper) {
    query.customResultMapper = compileRowMapper(query.fields, query.joinsNotNullableMap);
  }
  return prepared;
}
