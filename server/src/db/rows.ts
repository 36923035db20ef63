import type { SQL } from 'drizzle-orm';
import type { Executor } from './client.js';

/**
 * The rows of a raw statement, typed by the caller. Both drivers answer `{rows}`; drizzle's
 * common type does not say so.
 */
export async function rowsOf<Row>(db: Executor, query: SQL): Promise<Row[]> {
  const result = (await db.execute(query)) as unknown as { rows: Row[] };
  return result.rows;
}
