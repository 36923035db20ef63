import { createHash } from 'node:crypto';
import type { Executor } from './client.js';

/** A drizzle query builder that can be prepared (select, insert, update, delete). */
interface Preparable<P> {
  toSQL(): { sql: string };
  prepare(name: string): P;
}

/** PostgreSQL keeps a named statement per connection: the name is the text's own digest. */
function statementName(query: Preparable<unknown>): string {
  const digest = createHash('sha1').update(query.toSQL().sql).digest('hex');
  return `q_${digest.slice(0, 20)}`;
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
 * on the order lists, bench/README.md), and PostgreSQL parses and plans it on every call. A
 * database handle's queries are kept as long as the handle; a transaction gets its own (it runs
 * on one connection), built again each time.
 */
export function preparedFamily<Shape, P>(
  shapeKey: (shape: Shape) => string,
  build: (db: Executor, shape: Shape) => Preparable<P>,
  options: FamilyOptions<Shape> = {},
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
    const query = build(db, shape);
    const keepsPlan = options.keepsPlan?.(shape) ?? true;
    // An empty name is PostgreSQL's unnamed statement: parsed and planned for its values each time.
    const made = query.prepare(keepsPlan ? statementName(query) : '');
    byShape.set(key, made);
    return made;
  };
}

/** One read query of a single shape, built and prepared once per database. */
export function preparedQuery<P>(build: (db: Executor) => Preparable<P>): (db: Executor) => P {
  const family = preparedFamily<null, P>(
    () => '',
    (db) => build(db),
  );
  return (db) => family(db, null);
}
