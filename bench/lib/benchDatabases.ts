import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { type DatabaseHandle, openDatabase } from '../../server/src/db/client.js';

/** A bench's measurement on one fresh, migrated database, with a label naming it. */
export type OnDatabase = (label: string, handle: DatabaseHandle) => Promise<void>;

/** The PostgreSQL server to bench on, when one answers (BENCH_POSTGRES_URL, TEST_DATABASE_URL). */
async function postgresAdminUrl(): Promise<string | undefined> {
  const url =
    process.env.BENCH_POSTGRES_URL ??
    process.env.TEST_DATABASE_URL ??
    'postgres://postgres@127.0.0.1:5432/postgres';
  const client = new pg.Client({ connectionString: url, connectionTimeoutMillis: 3000 });
  try {
    await client.connect();
    return url;
  } catch {
    return undefined;
  } finally {
    await client.end().catch(() => undefined);
  }
}

/**
 * Runs `measure` on a fresh in-memory PGlite, then on a fresh database of the PostgreSQL server
 * when one is reachable (created for the run and dropped after it).
 */
export async function onFreshDatabases(prefix: string, measure: OnDatabase): Promise<void> {
  const pglite = await openDatabase({ dataDir: 'memory://' });
  try {
    await pglite.migrate();
    await measure('PGlite (in memory)', pglite);
  } finally {
    await pglite.close();
  }
  const adminUrl = await postgresAdminUrl();
  if (!adminUrl) {
    console.log('\n(PostgreSQL not reachable: measured on PGlite only)');
    return;
  }
  const name = `${prefix}_${process.pid}_${randomBytes(3).toString('hex')}`;
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${name}`);
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  const handle = await openDatabase({ databaseUrl: url.toString() });
  try {
    await handle.migrate();
    await measure(`PostgreSQL ${url.host}`, handle);
  } finally {
    await handle.close();
    await admin.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
    await admin.end();
  }
}

/** The middle value (the mean of the two middle ones for an even count). */
export function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 === 1
    ? (sorted[middle] ?? 0)
    : ((sorted[middle - 1] ?? 0) + (sorted[middle] ?? 0)) / 2;
}
