import { existsSync, mkdirSync, readdirSync, statSync, utimesSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { setImmediate as nextTurn } from 'node:timers/promises';
import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterEach, describe, expect, it } from 'vitest';
import { buildApp } from '../../src/app.js';
import { backUpAtStart } from '../../src/backups/backupAtStart.js';
import { listBackups } from '../../src/backups/backupFiles.js';
import type { BackupSettings } from '../../src/backups/backupSettings.js';
import { RestoreRefused, restoreBackup } from '../../src/backups/restoreBackup.js';
import { loadConfig } from '../../src/config.js';
import { type DatabaseHandle, embeddedDatabaseIn, openDatabase } from '../../src/db/client.js';
import { LOCK_FILE } from '../../src/db/dataFolderLock.js';
import { migrationsPending } from '../../src/db/pendingMigrations.js';
import { topUp } from '../../src/domain/backOffice/bills.js';
import { createUser } from '../../src/domain/users.js';
import { creditsOf, unbalancedUsers } from '../helpers/ledger.js';
import { aRunningNodeProcess } from '../helpers/runningProcess.js';
import { removeTempFolders, tempFolder } from '../helpers/tempFolders.js';
import { migratedEmbeddedDump, TEST_DB_KIND } from '../helpers/testDatabase.js';

const opened: Array<{ close(): Promise<void> }> = [];

/**
 * An embedded database in a folder of its own, migrated (a new one from the migrated copy the
 * run made), or the one a folder holds.
 */
async function embeddedDatabase(dataDir = path.join(tempFolder('data'), 'db')): Promise<{
  database: DatabaseHandle;
  dataDir: string;
}> {
  const startFrom = embeddedDatabaseIn(dataDir) ? undefined : await migratedEmbeddedDump();
  const database = await openDatabase({ dataDir, startFrom });
  await database.migrate();
  opened.push(database);
  return { database, dataDir };
}

/** The shop on `database`, backing it up as `backups` says (through `copyDataFolder`). */
async function shopOn(
  database: DatabaseHandle,
  backups: BackupSettings,
  copyDataFolder = database.copyDataFolder,
): Promise<FastifyInstance> {
  const config = { ...loadConfig({ PUBLIC_URL: 'http://shop.test' }), backups };
  const app = await buildApp({ config, db: database.db, copyDataFolder });
  await app.ready();
  opened.push(app);
  return app;
}

async function customerWith(database: DatabaseHandle, credits: string) {
  const user = await createUser(database.db, {
    name: 'Carla',
    email: `carla${Math.random()}@example.com`,
    password: 'customer123',
  });
  await topUp(database.db, { userId: user.id, amount: credits, actorId: null });
  return user;
}

/** Closes one now (the data folder is then free for a restore), not again after the test. */
async function closeNow(handle: { close(): Promise<void> }): Promise<void> {
  opened.splice(opened.indexOf(handle), 1);
  await handle.close();
}

afterEach(async () => {
  for (const handle of opened.splice(0).reverse()) await handle.close();
  await removeTempFolders();
});

describe.skipIf(TEST_DB_KIND === 'postgres')(
  'backups of the embedded database',
  { timeout: 90_000 },
  () => {
    it('restore the shop as it was when taken, books balanced, while top-ups went on', async () => {
      const { database } = await embeddedDatabase();
      const copyDataFolder = database.copyDataFolder;
      if (!copyDataFolder) throw new Error('an embedded database has a copy');
      let toppingUp = true;
      // The top-ups stop once the folder is copied: what follows (packing) does not touch it.
      const copyWhileToppingUp = async (to: string) => {
        await copyDataFolder(to);
        toppingUp = false;
      };
      const backups = { dir: tempFolder('backups'), everyHours: 24, keep: 7 };
      const shop = await shopOn(database, backups, copyWhileToppingUp);
      const carla = await customerWith(database, '100.00');
      const topUps = (async () => {
        while (toppingUp) {
          await topUp(database.db, { userId: carla.id, amount: '1.25', actorId: null });
          // The embedded database answers without I/O: each top-up comes in its own turn, as a
          // request does, or the backup's file work would never get one.
          await nextTurn();
        }
      })();
      const written = await shop.backups?.backUpNow();
      await topUps;
      await topUp(database.db, { userId: carla.id, amount: '1.25', actorId: null });
      expect(written?.bytes).toBeGreaterThan(0);

      const restoredDir = path.join(tempFolder('restored'), 'db');
      const restored = await restoreBackup({
        file: written?.file ?? '',
        dataDir: restoredDir,
        replace: false,
      });
      expect(restored.accounts).toBe(1);
      const { database: copy } = await embeddedDatabase(restoredDir);
      expect(await unbalancedUsers(copy.db)).toEqual([]);
      const then = Number(await creditsOf(copy.db, carla.id));
      const now = Number(await creditsOf(database.db, carla.id));
      expect(then).toBeGreaterThanOrEqual(100);
      expect(then).toBeLessThan(now);
      expect(restored.credits).toBe((await creditsOf(copy.db, carla.id)) ?? '');
    });

    it('are readable by the account the server runs as alone: they hold password hashes and keys', async () => {
      const { database } = await embeddedDatabase();
      const dir = path.join(tempFolder('backups'), 'made-by-the-server');
      const shop = await shopOn(database, { dir, everyHours: 24, keep: 2 });
      const written = await shop.backups?.backUpNow();
      expect(statSync(written?.file ?? '').mode & 0o777).toBe(0o600);
      expect(statSync(dir).mode & 0o777).toBe(0o700);
    });

    it('keep the newest BACKUP_KEEP, and remove what a crash left half written', async () => {
      const { database } = await embeddedDatabase();
      const dir = tempFolder('backups');
      const shop = await shopOn(database, { dir, everyHours: 24, keep: 2 });
      const first = await shop.backups?.backUpNow();
      writeFileSync(`${first?.file}.partial`, 'cut by a crash');
      const second = await shop.backups?.backUpNow();
      const third = await shop.backups?.backUpNow();
      expect(third?.removed).toEqual([path.basename(first?.file ?? '')]);
      expect(readdirSync(dir).sort()).toEqual(
        [second?.file, third?.file].map((file) => path.basename(file ?? '')).sort(),
      );
    });

    it('removes the copy a killed backup left before the next copy needs its room (every later backup failed on a disk with room for one)', async () => {
      const { database } = await embeddedDatabase();
      const dir = tempFolder('backups');
      const leftover = path.join(
        dir,
        '.unlock-portal-copy-unlock-portal-2026-11-27T02-00-00-000Z.tar.gz',
      );
      mkdirSync(leftover, { recursive: true });
      writeFileSync(path.join(leftover, 'PG_VERSION'), '17');
      let besideTheCopy: string[] = [];
      const copyDataFolder = async (to: string) => {
        besideTheCopy = readdirSync(dir);
        await database.copyDataFolder?.(to);
      };
      const shop = await shopOn(database, { dir, everyHours: 24, keep: 7 }, copyDataFolder);
      const written = await shop.backups?.backUpNow();
      expect(besideTheCopy).toEqual([]);
      expect(readdirSync(dir)).toEqual([path.basename(written?.file ?? '')]);
    });

    it('takes its first scheduled backup BACKUP_EVERY_HOURS after the newest one, not after the start', async () => {
      const { database } = await embeddedDatabase();
      const dir = tempFolder('backups');
      const newest = path.join(dir, 'unlock-portal-2026-11-28T08-00-00-000Z.tar.gz');
      writeFileSync(newest, 'a backup');
      const twentyHoursAgo = new Date(Date.now() - 20 * 60 * 60 * 1000);
      utimesSync(newest, twentyHoursAgo, twentyHoursAgo);
      const shop = await shopOn(database, { dir, everyHours: 24, keep: 7 });
      const due = shop.backups?.nextBackupAt()?.getTime() ?? 0;
      expect(Math.abs(due - (twentyHoursAgo.getTime() + 24 * 60 * 60 * 1000))).toBeLessThan(1000);
    });

    it('a backup that cannot be written fails alone: the shop goes on answering', async () => {
      const { database } = await embeddedDatabase();
      const notAFolder = path.join(tempFolder('backups'), 'file');
      writeFileSync(notAFolder, 'a file where the folder should be');
      const shop = await shopOn(database, { dir: notAFolder, everyHours: 24, keep: 7 });
      await expect(shop.backups?.backUpNow()).rejects.toThrow();
      const answer = await shop.inject({ method: 'GET', url: '/api/settings' });
      expect(answer.statusCode).toBe(200);
    });

    it('is taken before an upgrade’s migrations; not for a new database, nor a restart with none pending', async () => {
      const settings = { dir: tempFolder('backups'), everyHours: 24, keep: 7 };
      const dataDir = path.join(tempFolder('data'), 'db');
      expect(embeddedDatabaseIn(dataDir)).toBe(false);
      const { database } = await embeddedDatabase(dataDir);
      expect(embeddedDatabaseIn(dataDir)).toBe(true);
      const pending = () => migrationsPending(database.db);
      expect(await pending()).toBe(false);
      const situation = { existedBefore: true, migrationsPending: pending };
      expect(await backUpAtStart(settings, database, situation)).toBeUndefined();
      // The database as the previous version left it: its newest migration not yet applied.
      await database.db.execute(sql`
      DELETE FROM drizzle.__drizzle_migrations
      WHERE created_at = (SELECT max(created_at) FROM drizzle.__drizzle_migrations)`);
      expect(await pending()).toBe(true);
      expect(
        await backUpAtStart(settings, database, { ...situation, existedBefore: false }),
      ).toBeUndefined();
      expect(await backUpAtStart(undefined, database, situation)).toBeUndefined();
      const written = await backUpAtStart(settings, database, situation);
      expect(await listBackups(settings.dir)).toEqual([path.basename(written?.file ?? '')]);
    });

    it('an upgrade whose backup fails stops before migrating, and says why', async () => {
      const { database } = await embeddedDatabase();
      const notAFolder = path.join(tempFolder('backups'), 'file');
      writeFileSync(notAFolder, 'a file where the folder should be');
      const settings = { dir: notAFolder, everyHours: 24, keep: 7 };
      const upgrade = { existedBefore: true, migrationsPending: async () => true };
      await expect(backUpAtStart(settings, database, upgrade)).rejects.toThrow(
        /backup before this version's migrations failed .*so they were not applied/,
      );
    });
  },
);

describe.skipIf(TEST_DB_KIND === 'postgres')('restoring a backup', { timeout: 90_000 }, () => {
  async function aBackup(): Promise<string> {
    const { database } = await embeddedDatabase();
    await customerWith(database, '5.00');
    const shop = await shopOn(database, { dir: tempFolder('backups'), everyHours: 24, keep: 7 });
    const written = await shop.backups?.backUpNow();
    return written?.file ?? '';
  }

  it('refuses a data folder that holds a database, unless told to move it aside', async () => {
    const file = await aBackup();
    const { dataDir, database } = await embeddedDatabase();
    await closeNow(database);
    await expect(restoreBackup({ file, dataDir, replace: false })).rejects.toThrow(
      /already holds a database/,
    );
    const now = new Date('2026-11-28T03:00:00Z');
    const restored = await restoreBackup({ file, dataDir, replace: true, now });
    expect(restored.movedAside).toBe(`${dataDir}.before-restore-2026-11-28T03-00-00-000Z`);
    expect(embeddedDatabaseIn(restored.movedAside ?? '')).toBe(true);
    expect(restored).toMatchObject({ accounts: 1, credits: '5.00' });
  });

  it('refuses while a server has the data folder open', async () => {
    const file = await aBackup();
    const { dataDir, database } = await embeddedDatabase();
    await closeNow(database);
    const server = await aRunningNodeProcess();
    try {
      const lock = { pid: server.pid, host: os.hostname(), what: 'the server' };
      writeFileSync(path.join(dataDir, LOCK_FILE), JSON.stringify(lock));
      await expect(restoreBackup({ file, dataDir, replace: true })).rejects.toThrow(
        `in use by the server (process ${server.pid})`,
      );
      expect(readdirSync(path.dirname(dataDir))).toEqual([path.basename(dataDir)]);
    } finally {
      server.kill();
    }
  });

  it('a damaged backup leaves the data folder as it was, and nothing beside it', async () => {
    const damaged = path.join(tempFolder('backups'), 'damaged.tar.gz');
    const { gzipSync } = await import('node:zlib');
    writeFileSync(damaged, gzipSync(Buffer.from('not a database')));
    const { dataDir, database } = await embeddedDatabase();
    await customerWith(database, '7.00');
    await closeNow(database);
    await expect(restoreBackup({ file: damaged, dataDir, replace: true })).rejects.toThrow(
      RestoreRefused,
    );
    expect(readdirSync(path.dirname(dataDir))).toEqual([path.basename(dataDir)]);
    const { database: same } = await embeddedDatabase(dataDir);
    expect(await unbalancedUsers(same.db)).toEqual([]);
    const [carla] = await same.db.query.users.findMany();
    expect(carla?.credits).toBe('7.00');
  });

  it('refuses a file that is not a backup, and one that is not there', async () => {
    const dataDir = path.join(tempFolder('data'), 'db');
    const notGzip = path.join(tempFolder('backups'), 'notes.txt');
    writeFileSync(notGzip, 'hello');
    await expect(restoreBackup({ file: notGzip, dataDir, replace: false })).rejects.toThrow(
      /could not be restored .* was not touched/,
    );
    expect(readdirSync(path.dirname(dataDir))).toEqual([]);
    await expect(
      restoreBackup({ file: `${notGzip}.missing`, dataDir, replace: false }),
    ).rejects.toThrow(/No backup at/);
    expect(existsSync(dataDir)).toBe(false);
  });
});
