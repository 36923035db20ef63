import { createHash } from 'node:crypto';
import type { SQL } from 'drizzle-orm';
import { PgDialect } from 'drizzle-orm/pg-core';
import type { Executor } from './client.js';
import { withCompiledRowMapper } from './rowMapper.js';

/** A drizzle query builder that can be prepared (select, insert, update, delete). */
interface Preparable<P> {
  toSQL(): { sql: string };
  prepare(name: string): P;
}

/** PostgreSQL keeps a named statement per connection: the name is the text's own digest. */
function statementName(text: string): string {
  const digest = createHash('sha1').update(text).digest('hex');
  return `q_${digest.slice(0, 20)}`;
}

/** What `make` makes, once per database (or transaction) and shape. */
function perDatabaseAndShape<Shape, P>(
  shapeKey: (shape: Shape) => string,
  make: (db: Executor, shape: Shape) => P,
): (db: Executor, shape: Shape) => P {
  const byDatabase = new WeakMap<Executor, Map<string, P>>();
  return (db, shape) => {
    let byShape = byDatabase.get(db);
    if (!byShape) {
      byShape = new Map();
      byDatabase.set(db, byShape);
    }
    const key = shapeKey(shape);
    const known = byShape.get(key);
    if (known) return known;
    const made = make(db, shape);
    byShape.set(key, made);
    return made;
  };
}

export interface FamilyOptions<Shape> {
  /**
   * false for shapes whose best plan depends on the values: a LIKE '%…%' pattern, a customer or
   * service with many or few orders. PostgreSQL may move a named statement to one generic plan
   * after five runs (an IMEI search went from 28 to 95 ms so at 1,000,000 orders); these are
   * sent unnamed instead and planned for their values every time. The SQL is still built once.
   */
  keepsPlan?: (shape: Shape) => boolean;
}

/**
 * A family of read queries built and prepared once per database, one per shape: `shapeKey` says
 * which of the queries `build` can make this is (which filters are present, which sort), and
 * must tell apart every two shapes whose SQL differs; the values come as `sql.placeholder`s
 * when the prepared query is executed.
 *
 * Why: drizzle otherwise builds a query's SQL text on every call (a quarter of the server's CPU
 * on the order lists, bench/README.md), and PostgreSQL parses and plans it on every call. Its
 * rows are mapped by a mapping compiled for it (rowMapper.ts). A database handle's queries are
 * kept as long as the handle; a transaction gets its own (it runs on one connection), built
 * again each time.
 */
export function preparedFamily<Shape, P>(
  shapeKey: (shape: Shape) => string,
  build: (db: Executor, shape: Shape) => Preparable<P>,
  options: FamilyOptions<Shape> = {},
): (db: Executor, shape: Shape) => P {
  return perDatabaseAndShape(shapeKey, (db, shape) => {
    const query = build(db, shape);
    const keepsPlan = options.keepsPlan?.(shape) ?? true;
    // An empty name is PostgreSQL's unnamed statement: parsed and planned for its values each time.
    return withCompiledRowMapper(query.prepare(keepsPlan ? statementName(query.toSQL().sql) : ''));
  });
}

/** One read query of a single shape, built and prepared once per database. */
export function preparedQuery<P>(build: (db: Executor) => Preparable<P>): (db: Executor) => P {
  const family = preparedFamily<null, P>(
    () => '',
    (db) => build(db),
  );
  return (db) => family(db, null);
}

/** A prepared statement of raw SQL: its rows as the driver gives them, as `db.execute` does. */
export interface PreparedSql<Row> {
  execute(values?: Record<string, unknown>): Promise<Row[]>;
}

const dialect = new PgDialect();

/**
 * Like `preparedFamily`, for SQL written whole (`sql` templates with `sql.placeholder`s): the
 * rows are the driver's own objects, not mapped value by value by drizzle (some 0.1 µs a value:
 * 15 % of the server's time on a catalogue of 500 services). Cast in the SQL what the two
 * drivers read differently (numeric, bigint, timestamps: to text or int).
 */
export function preparedSqlFamily<Shape, Row>(
  shapeKey: (shape: Shape) => string,
  build: (shape: Shape) => SQL,
): (db: Executor, shape: Shape) => PreparedSql<Row> {
  return perDatabaseAndShape(shapeKey, (db, shape) => {
    const query = dialect.sqlToQuery(build(shape));
    const prepared = db._.session.prepareQuery(query, undefined, statementName(query.sql), false);
    return {
      async execute(values) {
        const result = (await prepared.execute(values)) as { rows: Row[] };
        return result.rows;
      },
    };
  });
}

/** One statement of raw SQL of a single shape, prepared once per database (preparedSqlFamily). */
export function preparedSql<Row>(build: () => SQL): (db: Executor) => PreparedSql<Row> {
  const family = preparedSqlFamily<null, Row>(
    () => '',
    () => build(),
  );
  return (db) => family(db, null);
}
