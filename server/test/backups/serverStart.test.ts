import { mkdirSync } from 'node:fs';
import { cp, readFile, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { drizzle } from 'drizzle-orm/pglite';
import { migrate } from 'drizzle-orm/pglite/migrator';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { listBackups } from '../../src/backups/backupFiles.js';
import { EMBEDDED_EXTENSIONS, migrationsFolder } from '../../src/db/client.js';
import { type ServerProcess, startServerProcess } from '../helpers/serverProcess.js';
import { removeTempFolders, tempFolder } from '../helpers/tempFolders.js';
import { TEST_DB_KIND } from '../helpers/testDatabase.js';

/**
 * The server as a shop runs it (server/src/main.ts in its own process) on an embedded database
 * in a folder: the folder's lock, the backup before an upgrade's migrations, and the demo seed
 * of a new database.
 */
const servers: ServerProcess[] = [];

const signIn = (server: ServerProcess, email: string, password: string) =>
  fetch(`${server.url}/api/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email, password }),
  });

async function serverOn(env: Record<string, string>): Promise<ServerProcess> {
  const server = await startServerProcess(undefined, env);
  servers.push(server);
  return server;
}

/**
 * An embedded database as the previous version of the shop left it: every migration but the
 * newest applied (a copy of the migrations whose journal stops one short).
 */
async function databaseOfThePreviousVersion(dataDir: string): Promise<void> {
  const older = path.join(tempFolder('migrations'), 'migrations');
  await cp(migrationsFolder(), older, { recursive: true });
  const journalFile = path.join(older, 'meta', '_journal.json');
  const journal = JSON.parse(await readFile(journalFile, 'utf8')) as { entries: unknown[] };
  await writeFile(
    journalFile,
    JSON.stringify({ ...journal, entries: journal.entries.slice(0, -1) }),
  );
  mkdirSync(dataDir, { recursive: true });
  const client = await PGlite.create(dataDir, { extensions: EMBEDDED_EXTENSIONS });
  try {
    await migrate(drizzle(client), { migrationsFolder: older });
  } finally {
    await client.close();
  }
}

afterEach(async () => {
  for (const server of servers.splice(0)) await server.stop();
  await removeTempFolders();
});

describe.skipIf(TEST_DB_KIND === 'postgres')(
  'a server on the embedded database',
  { timeout: 120_000 },
  () => {
    it('refuses to start on a folder another server has open, naming it', async () => {
      const DATA_DIR = path.join(tempFolder('data'), 'db');
      const first = await serverOn({ DATA_DIR });
      const second = startServerProcess(undefined, { DATA_DIR });
      await expect(second).rejects.toThrow(`in use by the server (process ${first.pid})`);
      const answer = await fetch(`${first.url}/api/profile`);
      expect(answer.status).toBe(401);
    });

    it('backs up before an upgrade’s migrations, and takes no backup at a plain restart', async () => {
      const DATA_DIR = path.join(tempFolder('data'), 'db');
      const BACKUP_DIR = tempFolder('backups');
      // A new database, then a restart: nothing to go back to.
      await (await serverOn({ DATA_DIR, BACKUP_DIR })).stop();
      await (await serverOn({ DATA_DIR, BACKUP_DIR })).stop();
      expect(await listBackups(BACKUP_DIR)).toEqual([]);

      await rm(DATA_DIR, { recursive: true });
      await databaseOfThePreviousVersion(DATA_DIR);
      const upgraded = await serverOn({ DATA_DIR, BACKUP_DIR });
      const backups = await listBackups(BACKUP_DIR);
      expect(backups).toHaveLength(1);
      expect(upgraded.output()).toContain(
        `Backup before the migrations: ${path.join(BACKUP_DIR, backups[0] ?? '')}`,
      );
    });

    it('seeds the demo and prints its accounts on a new database started with no settings', async () => {
      const DATA_DIR = path.join(tempFolder('data'), 'db');
      // DEMO_SEED unset (the helper turns it off), as `npm start` in the README's quick start.
      const server = await serverOn({ DATA_DIR, DEMO_SEED: '' });
      await vi.waitFor(() => expect(server.output()).toContain('admin@example.com / admin12345'));
      expect(server.output()).toContain('Open on this machine only, as these passwords are public');
      expect((await signIn(server, 'admin@example.com', 'admin12345')).status).toBe(200);
    });

    // Releases before 94cbccc listened on every address by default; a shop on the embedded
    // database whose admin was made with create-admin (the README's way then) set neither HOST
    // nor ADMIN_EMAIL, and after the upgrade listened on 127.0.0.1 alone: gone from the network.
    const networkAddress = Object.values(os.networkInterfaces())
      .flat()
      .find((address) => address?.family === 'IPv4' && !address.internal)?.address;
    it.skipIf(networkAddress === undefined)(
      'listens on every address for a shop with no demo account open, and on this machine alone for a demo',
      async () => {
        const profileOver = async (server: ServerProcess, address: string) => {
          const url = new URL(server.url);
          url.hostname = address;
          return fetch(`${url.origin}/api/profile`).then(
            (res) => res.status,
            () => 'refused',
          );
        };
        const DATA_DIR = path.join(tempFolder('data'), 'db');
        const install = { ADMIN_EMAIL: 'boss@shop.com', ADMIN_PASSWORD: 'a-long-secret-123' };
        await (await serverOn({ DATA_DIR, DEMO_SEED: '', HOST: '', ...install })).stop();
        // The shop's start as it was set up: no HOST, no ADMIN_EMAIL.
        const shop = await serverOn({ DATA_DIR, DEMO_SEED: '', HOST: '' });
        expect(shop.output()).not.toContain('Demo accounts');
        expect(await profileOver(shop, networkAddress ?? '')).toBe(401);
        await shop.stop();

        const demo = await serverOn({
          DATA_DIR: path.join(tempFolder('data'), 'db'),
          DEMO_SEED: '',
          HOST: '',
        });
        await vi.waitFor(() => expect(demo.output()).toContain('Open on this machine only'));
        expect(await profileOver(demo, networkAddress ?? '')).toBe('refused');
        expect(await profileOver(demo, '127.0.0.1')).toBe(401);
      },
    );

    it('seeds no demo admin into a new database started with ADMIN_EMAIL, a real install', async () => {
      const DATA_DIR = path.join(tempFolder('data'), 'db');
      const install = { ADMIN_EMAIL: 'boss@shop.com', ADMIN_PASSWORD: 'a-long-secret-123' };
      const server = await serverOn({ DATA_DIR, DEMO_SEED: '', ...install });
      await vi.waitFor(() => expect(server.output()).toContain('Admin account: boss@shop.com'));
      expect(server.output()).not.toContain('Demo accounts');
      expect((await signIn(server, 'admin@example.com', 'admin12345')).status).toBe(422);
      expect((await signIn(server, install.ADMIN_EMAIL, install.ADMIN_PASSWORD)).status).toBe(200);
    });
  },
);
