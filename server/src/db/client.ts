import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import type { ExtractTablesWithRelations } from 'drizzle-orm';
import { drizzle as drizzleNodePg } from 'drizzle-orm/node-postgres';
import { migrate as migrateNodePg } from 'drizzle-orm/node-postgres/migrator';
import type { PgDatabase, PgQueryResultHKT, PgTransaction } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import pg from 'pg';
import { LOCK_FILE } from './dataFolderLock.js';
import {
  type NotificationSource,
  pgliteNotifications,
  postgresNotifications,
} from './notifications.js';
import * as schema from './schema.js';
import { postgresSessionLocks, processLocks, type SessionLocks } from './sessionLocks.js';

export type Schema = typeof schema;
/** The app's database, whichever driver is underneath. */
export type Database = PgDatabase<PgQueryResultHKT, Schema>;
export type Transaction = PgTransaction<
  PgQueryResultHKT,
  Schema,
  ExtractTablesWithRelations<Schema>
>;
/** A database or an open transaction: domain functions accept either. */
export type Executor = Database | Transaction;

/** What the job queue (pg-boss) runs its statements through: this database, outside any transaction. */
export interface JobDatabase {
  executeSql(text: string, values?: unknown[]): Promise<{ rows: unknown[] }>;
}

export interface DatabaseHandle {
  db: Database;
  kind: 'pglite' | 'postgres';
  jobDatabase: JobDatabase;
  /** LISTEN/NOTIFY on this database (the order events between server processes). */
  notifications: NotificationSource;
  /** Work done by one process at a time (one supplier's poll), freed when its holder dies. */
  sessionLocks: SessionLocks;
  /**
   * Copies the embedded database's data folder to a new folder `to` while no statement runs
   * (PGlite's runExclusive; a transaction may be open between two of its statements). Every
   * commit has written its WAL to the files by then, so the copy is the database as it would find
   * itself after a crash: the committed transactions, an open one rolled back. Undefined for
   * PostgreSQL, which is backed up with its own tools.
   */
  copyDataFolder: ((to: string) => Promise<void>) | undefined;
  migrate(): Promise<void>;
  close(): Promise<void>;
}

/** The extensions the embedded database loads (the IMEI search's trigram index). */
export const EMBEDDED_EXTENSIONS = { pg_trgm };

export interface DatabaseOptions {
  /** postgres://… for a PostgreSQL server; otherwise the embedded database is used. */
  databaseUrl?: string | undefined;
  /** Folder of the embedded database; `memory://` keeps it in memory. */
  dataDir?: string;
  /**
   * The embedded database starts as a copy of this dump of a data directory (PGlite's
   * dumpDataDir) instead of an empty one: the tests start each database from one migrated once.
   */
  startFrom?: Blob;
  poolSize?: number;
}

/** Whether a folder already holds an embedded database (PostgreSQL's PG_VERSION file). */
export const embeddedDatabaseIn = (dataDir: string): boolean =>
  fs.existsSync(path.join(dataDir, 'PG_VERSION'));

export function migrationsFolder(): string {
  const here = path.dirname(fileURLToPath(import.meta.url));
  // Source layout: server/src/db; bundled layout: dist/server with migrations copied beside it.
  const candidates = [path.join(here, 'migrations'), path.join(here, 'db', 'migrations')];
  const found = candidates.find((dir) => fs.existsSync(path.join(dir, 'meta', '_journal.json')));
  if (!found) throw new Error(`Database migrations not found near ${here}`);
  return found;
}

export async function openDatabase(options: DatabaseOptions): Promise<DatabaseHandle> {
  if (options.databaseUrl) {
    const pool = new pg.Pool({
      connectionString: options.databaseUrl,
      max: options.poolSize ?? 10,
    });
    // Numeric values stay strings (exact money); bigint ids become numbers.
    pool.on('error', () => {
      /* a broken idle client is dropped by the pool; queries report their own errors */
    });
    const db = drizzleNodePg(pool, { schema }) as unknown as Database;
    return {
      db,
      kind: 'postgres',
      jobDatabase: { executeSql: (text, values) => pool.query(text, values) },
      notifications: postgresNotifications(options.databaseUrl),
      sessionLocks: postgresSessionLocks(pool),
      copyDataFolder: undefined,
      migrate: () => migrateNodePg(drizzleNodePg(pool), { migrationsFolder: migrationsFolder() }),
      close: () => pool.end(),
    };
  }
  const dataDir = options.dataDir ?? 'memory://';
  if (!dataDir.startsWith('memory://')) fs.mkdirSync(dataDir, { recursive: true });
  const client = await PGlite.create(dataDir, {
    extensions: EMBEDDED_EXTENSIONS,
    ...(options.startFrom ? { loadDataDir: options.startFrom } : {}),
  });
  const db = drizzlePglite(client, { schema }) as unknown as Database;
  return {
    db,
    kind: 'pglite',
    jobDatabase: {
      // pg-boss sends its schema scripts (several statements) without values: exec runs them all.
      async executeSql(text, values) {
        if (values === undefined || values.length === 0) {
          const results = await client.exec(text);
          return { rows: results.at(-1)?.rows ?? [] };
        }
        return client.query(text, values);
      },
    },
    notifications: pgliteNotifications(client),
    sessionLocks: processLocks(),
    copyDataFolder: dataDir.startsWith('memory://')
      ? undefined
      : (to) =>
          client.runExclusive(() =>
            fs.promises.cp(dataDir, to, {
              recursive: true,
              // The lock says who has this folder open now, not what a restored copy is.
              filter: (source) => path.basename(source) !== LOCK_FILE,
            }),
          ),
    migrate: () => migratePglite(drizzlePglite(client), { migrationsFolder: migrationsFolder() }),
    close: () => client.close(),
  };
}
