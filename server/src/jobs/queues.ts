import PgBoss from 'pg-boss';
import type { JobDatabase, Transaction } from '../db/client.js';

/**
 * The durable job queue (pg-boss 10, in the `pgboss` schema of the app's own database; PGlite
 * included). See docs/suppliers.md for why pg-boss, and why 10.
 */
export const JOB_SCHEMA = 'pgboss';

/** Place queued orders at their route's supplier: `{orderIds}`. */
export const PLACE_QUEUE = 'supplier-place';
/**
 * Poll one supplier's placed orders that are due: `{supplierId}`. One waits per supplier (the
 * `short` policy); one runs per supplier, by its lock (`pollLockKey`), not by the queue.
 */
export const POLL_QUEUE = 'supplier-polls';
/**
 * The poll queue until a poll killed mid-call could no longer hold up its supplier's polls: a
 * `stately` queue let none start until the dead one expired.
 */
export const FORMER_POLL_QUEUE = 'supplier-poll';
/** The lock one supplier's poll holds (db/sessionLocks.ts): one poll of a supplier at a time. */
export const pollLockKey = (supplierId: number): string => `supplier-poll:${supplierId}`;
/** The forwarding clock (jobs/clock.ts): finds cut-off calls, sends the due polls and lists. */
export const CLOCK_QUEUE = 'supplier-clock';
/** The forwarding clock's queue until it could no longer be stopped by a process killed mid-tick. */
export const FORMER_CLOCK_QUEUE = 'supplier-tick';
/** Fetch one supplier's service list again (its prices): `{supplierId}`. */
export const LIST_QUEUE = 'supplier-list';

export interface PlaceJob {
  orderIds: number[];
}
export interface PollJob {
  supplierId: number;
}
export interface ListJob {
  supplierId: number;
}

/** The statements of a drizzle transaction's own connection (node-postgres or PGlite). */
interface QueryClient {
  query(text: string, values?: unknown[]): Promise<{ rows: unknown[] }>;
}

/**
 * pg-boss's `db` option bound to an open drizzle transaction, so a job is written by the same
 * transaction as the rows it is about: both commit, or neither. drizzle keeps the transaction's
 * connection (a pg PoolClient, or PGlite's transaction) as `session.client`, which its public
 * types do not show; every statement pg-boss sends with values goes through it.
 */
export function transactionJobDatabase(tx: Transaction): JobDatabase {
  const client = (tx as unknown as { session: { client: QueryClient } }).session.client;
  return { executeSql: (text, values) => client.query(text, values ?? []) };
}

/**
 * Writes jobs only: it is never started, so it runs no workers and no maintenance; it builds
 * pg-boss's insert and runs it on the connection it is given. The queues themselves are created
 * by the started instance (plugins/supplierWorkers.ts).
 */
const sender = new PgBoss({
  schema: JOB_SCHEMA,
  db: {
    executeSql: () => Promise.reject(new Error('the job writer needs a transaction')),
  },
});

export class JobQueueMissingError extends Error {}

/** Sends a job inside the transaction; throws (and so rolls it back) when it was not written. */
export async function sendInTransaction(
  tx: Transaction,
  queue: string,
  data: object,
  options: { startAfterSeconds?: number } = {},
): Promise<string> {
  const id = await sender.send(queue, data, {
    db: transactionJobDatabase(tx) as PgBoss.Db,
    ...(options.startAfterSeconds ? { startAfter: options.startAfterSeconds } : {}),
  });
  if (id === null) {
    throw new JobQueueMissingError(
      `The job queue ${queue} does not exist: start the server once to install it.`,
    );
  }
  return id;
}
