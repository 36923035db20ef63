import { randomBytes } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import pg from 'pg';
import { inject } from 'vitest';
import { type DatabaseHandle, openDatabase } from '../../src/db/client.js';

/** Which database the server tests run on: set by scripts/test-server.mjs. */
export const TEST_DB_KIND = process.env.TEST_DB === 'postgres' ? 'postgres' : 'pglite';

export function adminUrl(): string {
  return process.env.TEST_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
}

/** The URL of a database of the same server, named `name`. */
export function databaseUrl(name: string): string {
  const url = new URL(adminUrl());
  url.pathname = `/${name}`;
  return url.toString();
}

export interface TestDatabase extends DatabaseHandle {
  /** postgres://… of this database (PostgreSQL only), for a second server process. */
  url: string | undefined;
}

/**
 * What the global setup migrated (migratedOnce.ts); undefined outside a vitest run, where the
 * database is migrated from scratch (`npm run bench:forwarding` builds its shop with these
 * helpers).
 */
function migratedByTheSetup(key: 'migratedPglite' | 'migratedPostgres'): string | undefined {
  try {
    return inject(key);
  } catch {
    return undefined;
  }
}

/** The embedded database the global setup migrated, as a dump to start a copy from. */
export async function migratedEmbeddedDump(): Promise<Blob | undefined> {
  const dump = migratedByTheSetup('migratedPglite');
  return dump ? new Blob([await readFile(dump)]) : undefined;
}

/**
 * A fresh, migrated database for one test file: an in-memory PGlite, or a new database on the
 * PostgreSQL server that is dropped again on close. Each is a copy of the one the global setup
 * migrated (migratedOnce.ts); migrate() then finds nothing left to apply.
 */
export async function createTestDatabase(): Promise<TestDatabase> {
  if (TEST_DB_KIND === 'pglite') {
    const handle = await openDatabase({
      dataDir: 'memory://',
      startFrom: await migratedEmbeddedDump(),
    });
    await handle.migrate();
    return { ...handle, url: undefined };
  }
  const name = `unlock_test_${process.pid}_${randomBytes(4).toString('hex')}`;
  const template = migratedByTheSetup('migratedPostgres');
  const admin = new pg.Client({ connectionString: adminUrl() });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${name}${template ? ` TEMPLATE ${template}` : ''}`);
  await admin.end();
  const url = databaseUrl(name);
  const handle = await openDatabase({ databaseUrl: url, poolSize: 20 });
  await handle.migrate();
  return {
    ...handle,
    url,
    async close() {
      await handle.close();
      const dropper = new pg.Client({ connectionString: adminUrl() });
      await dropper.connect();
      await dropper.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await dropper.end();
    },
  };
}
