import fs from 'node:fs';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import type { Logger } from 'drizzle-orm';
import { drizzle as drizzleNodePg } from 'drizzle-orm/node-postgres';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import pg from 'pg';
import type { Database } from '../../server/src/db/client.js';
import * as schema from '../../server/src/db/schema.js';
import type { BenchTarget } from './target.js';

/** One SQL statement as the app sent it to the driver. */
export interface Statement {
  text: string;
  params: unknown[];
  /** Statements of the same group were sent together (Promise.all) and are replayed together. */
  group: number;
  /** The name the app prepared it under (db/prepared.ts): the replay prepares it alike. */
  name?: string;
}

/** A plain driver connection to the bench database, with no app code between. */
export interface DirectDatabase {
  /** The app's drizzle database on the same connections, recording every statement it sends. */
  db: Database;
  recorded: Statement[];
  /** The statement with the name the app prepared it under, if it did (db/prepared.ts). */
  named(statement: Statement): Statement;
  /** Stops adding to `recorded` (the app keeps serving requests on these connections). */
  stopRecording(): void;
  /** Wall time so far with at least one statement under way (outside transactions), ms. */
  waitedMs(): number;
  /** The driver itself: one statement, no drizzle, no mapping (a named one is prepared). */
  query: DriverQuery;
  /** Runs `work` on one connection of its own (for a transaction's statements). */
  withConnection<T>(work: (query: DriverQuery) => Promise<T>): Promise<T>;
  close(): Promise<void>;
}

export type DriverQuery = (text: string, params?: unknown[], name?: string) => Promise<unknown[]>;

/** node-postgres' query config: a named statement is parsed once per connection. */
const queryConfig = (text: string, values: unknown[], name?: string) =>
  name ? { name, text, values } : { text, values };

/**
 * Statements sent before any I/O completed belong to one group: that is how Promise.all looks
 * from the driver. A new group starts after the event loop has turned (setImmediate). The
 * embedded database answers without I/O and runs one statement at a time anyway (`serial`):
 * there every statement is a group of its own.
 */
function recordingLogger(
  recorded: Statement[],
  serial: boolean,
  isRecording: () => boolean,
): Logger {
  let group = 0;
  let open = false;
  return {
    logQuery(text: string, params: unknown[]) {
      if (!isRecording()) return;
      if (serial || !open) {
        group += 1;
        open = true;
        setImmediate(() => {
          open = false;
        });
      }
      recorded.push({ text, params: [...params], group });
    },
  };
}

/** Adds up the time during which at least one statement is under way. */
function waitClock() {
  let inFlight = 0;
  let since = 0;
  let total = 0;
  return {
    around<T>(work: Promise<T>): Promise<T> {
      if (inFlight === 0) since = performance.now();
      inFlight += 1;
      const done = () => {
        inFlight -= 1;
        if (inFlight === 0) total += performance.now() - since;
      };
      work.then(done, done);
      return work;
    },
    waitedMs: () => total + (inFlight > 0 ? performance.now() - since : 0),
  };
}

/** The statement names the app's prepared queries use, by SQL text (node-postgres only). */
type StatementNames = Map<string, string>;

/**
 * Times every statement sent through `target.query` (the driver's promise form), and notes the
 * name of each prepared one.
 */
function timeQueries(
  target: { query: unknown },
  clock: ReturnType<typeof waitClock>,
  names?: StatementNames,
): void {
  const original = (target.query as (...args: unknown[]) => unknown).bind(target);
  target.query = (...args: unknown[]) => {
    const config = args[0] as { name?: unknown; text?: unknown } | undefined;
    if (names && typeof config?.name === 'string' && typeof config.text === 'string')
      names.set(config.text, config.name);
    const result = original(...args);
    return result instanceof Promise ? clock.around(result) : result;
  };
}

export async function openDirectDatabase(
  target: BenchTarget,
  connections: number,
): Promise<DirectDatabase> {
  const recorded: Statement[] = [];
  let recording = true;
  const names: StatementNames = new Map();
  const named = (statement: Statement): Statement => {
    const name = names.get(statement.text);
    return name ? { ...statement, name } : statement;
  };
  const logger = recordingLogger(recorded, !target.databaseUrl, () => recording);
  const stopRecording = () => {
    recording = false;
    recorded.length = 0;
  };
  const clock = waitClock();
  if (target.databaseUrl) {
    const pool = new pg.Pool({ connectionString: target.databaseUrl, max: connections });
    timeQueries(pool, clock, names);
    const db = drizzleNodePg(pool, { schema, logger }) as unknown as Database;
    const query: DriverQuery = async (text, params = [], name) =>
      (await pool.query(queryConfig(text, params, name))).rows;
    return {
      db,
      recorded,
      named,
      stopRecording,
      waitedMs: clock.waitedMs,
      query,
      async withConnection(work) {
        const client = await pool.connect();
        try {
          return await work(
            async (text, params = [], name) =>
              (await client.query(queryConfig(text, params, name))).rows,
          );
        } finally {
          client.release();
        }
      },
      close: () => pool.end(),
    };
  }
  if (!fs.existsSync(target.dataDir))
    throw new Error(`No bench database in ${target.dataDir}: run npm run bench:seed first`);
  const client = await PGlite.create(target.dataDir, { extensions: { pg_trgm } });
  timeQueries(client, clock);
  const db = drizzlePglite(client, { schema, logger }) as unknown as Database;
  const query = async (text: string, params: unknown[] = []) =>
    (await client.query(text, params)).rows;
  return {
    db,
    recorded,
    named,
    stopRecording,
    waitedMs: clock.waitedMs,
    query,
    withConnection: (work) => work(query),
    close: () => client.close(),
  };
}
