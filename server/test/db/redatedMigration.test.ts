import { randomBytes } from 'node:crypto';
import { cp, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { sql } from 'drizzle-orm';
import { drizzle as drizzleNodePg } from 'drizzle-orm/node-postgres';
import { migrate as migrateNodePg } from 'drizzle-orm/node-postgres/migrator';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import pg from 'pg';
import { afterEach, describe, expect, it } from 'vitest';
import {
  type DatabaseHandle,
  EMBEDDED_EXTENSIONS,
  migrationsFolder,
  openDatabase,
} from '../../src/db/client.js';
import { removeTempFolders, tempFolder } from '../helpers/tempFolders.js';
import { adminUrl, databaseUrl, TEST_DB_KIND } from '../helpers/testDatabase.js';

/**
 * Migration 0023 shipped with another date: from 5ff84b9 to a690fcb (main, 2026-11-27) its journal
 * entry said 1795808337082, before 0014's, and ad9523a moved it to 1797000000000, after 0022's.
 * A shop that ran one of those commits recorded 0023 with the early date, so drizzle's migrator,
 * which applies the migrations dated after the newest one recorded (0022's), applies 0023 again
 * when it upgrades. The upgrade must go through, keeping what the shop has.
 */
const SHIPPED_DATE_OF_0023 = 1795808337082;

interface JournalEntry {
  idx: number;
  when: number;
  tag: string;
}

/** The migrations as those commits shipped them: up to 0023, dated as it was then. */
async function migrationsOfThoseCommits(): Promise<string> {
  const folder = path.join(tempFolder('migrations'), 'migrations');
  await cp(migrationsFolder(), folder, { recursive: true });
  const journalFile = path.join(folder, 'meta', '_journal.json');
  const journal = JSON.parse(await readFile(journalFile, 'utf8')) as { entries: JournalEntry[] };
  const upTo0023 = journal.entries.filter((entry) => entry.idx <= 23);
  expect(upTo0023.at(-1)?.tag).toBe('0023_forwarding_placed_cost');
  const entries = upTo0023.map((entry) =>
    entry.idx === 23 ? { ...entry, when: SHIPPED_DATE_OF_0023 } : entry,
  );
  await writeFile(journalFile, JSON.stringify({ ...journal, entries }));
  return folder;
}

const dropAfter: string[] = [];
const handles: DatabaseHandle[] = [];
afterEach(async () => {
  for (const handle of handles.splice(0)) await handle.close();
  if (dropAfter.length > 0) {
    const admin = new pg.Client({ connectionString: adminUrl() });
    await admin.connect();
    for (const name of dropAfter.splice(0))
      await admin.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
    await admin.end();
  }
  await removeTempFolders();
});

/** A database as the shop's commit left it, with a supplier and an order's cost at it. */
async function shopOfThoseCommits(): Promise<DatabaseHandle> {
  const older = await migrationsOfThoseCommits();
  let options: Parameters<typeof openDatabase>[0];
  if (TEST_DB_KIND === 'pglite') {
    const dataDir = path.join(tempFolder('data'), 'db');
    const client = await PGlite.create(dataDir, { extensions: EMBEDDED_EXTENSIONS });
    try {
      await migratePglite(drizzlePglite(client), { migrationsFolder: older });
    } finally {
      await client.close();
    }
    options = { dataDir };
  } else {
    const name = `unlock_redated_${process.pid}_${randomBytes(4).toString('hex')}`;
    const admin = new pg.Client({ connectionString: adminUrl() });
    await admin.connect();
    await admin.query(`CREATE DATABASE ${name}`);
    await admin.end();
    dropAfter.push(name);
    const pool = new pg.Pool({ connectionString: databaseUrl(name), max: 1 });
    try {
      await migrateNodePg(drizzleNodePg(pool), { migrationsFolder: older });
    } finally {
      await pool.end();
    }
    options = { databaseUrl: databaseUrl(name), poolSize: 2 };
  }
  const handle = await openDatabase(options);
  handles.push(handle);
  await handle.db.execute(sql`
    INSERT INTO suppliers (name, url, username, api_key)
    VALUES ('Upstream GSM', 'https://upstream.example.com', 'shopuser', 'SUPPLIER-KEY')`);
  return handle;
}

const rowsOf = async (handle: DatabaseHandle, query: ReturnType<typeof sql>) =>
  ((await handle.db.execute(query)) as unknown as { rows: Record<string, unknown>[] }).rows;

describe('upgrading a shop that recorded migration 0023 under its first date', () => {
  it('migrates to the current version and keeps its rows', { timeout: 60_000 }, async () => {
    const handle = await shopOfThoseCommits();
    const recorded = await rowsOf(
      handle,
      sql`SELECT created_at::text AS created_at FROM drizzle.__drizzle_migrations ORDER BY id`,
    );
    expect(recorded.at(-1)).toEqual({ created_at: String(SHIPPED_DATE_OF_0023) });

    // As the server's start does: the error was 'column "placed_cost" of relation
    // "order_forwarding" already exists', and the server stopped there.
    await handle.migrate();

    const columns = await rowsOf(
      handle,
      sql`SELECT table_name, column_name FROM information_schema.columns
          WHERE (table_name, column_name) IN (('order_forwarding', 'placed_cost'),
            ('order_forwarding', 'sent_by_admin'), ('suppliers', 'services_tried_at'))
          ORDER BY 1, 2`,
    );
    expect(columns).toEqual([
      { table_name: 'order_forwarding', column_name: 'placed_cost' },
      { table_name: 'order_forwarding', column_name: 'sent_by_admin' },
      { table_name: 'suppliers', column_name: 'services_tried_at' },
    ]);
    expect(await rowsOf(handle, sql`SELECT name, username FROM suppliers`)).toEqual([
      { name: 'Upstream GSM', username: 'shopuser' },
    ]);
    const journal = JSON.parse(
      await readFile(path.join(migrationsFolder(), 'meta', '_journal.json'), 'utf8'),
    ) as { entries: JournalEntry[] };
    const newest = await rowsOf(
      handle,
      sql`SELECT max(created_at)::text AS newest FROM drizzle.__drizzle_migrations`,
    );
    expect(newest).toEqual([{ newest: String(Math.max(...journal.entries.map((e) => e.when))) }]);
  });
});
