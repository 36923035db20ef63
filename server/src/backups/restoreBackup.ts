import { createReadStream, existsSync } from 'node:fs';
import { mkdir, readdir, rename, rm } from 'node:fs/promises';
import { pipeline } from 'node:stream/promises';
import { createGunzip } from 'node:zlib';
import { count, sql } from 'drizzle-orm';
import tar from 'tar-fs';
import { embeddedDatabaseIn, openDatabase } from '../db/client.js';
import { LOCK_FILE, lockDataFolder } from '../db/dataFolderLock.js';
import { orders, users } from '../db/schema.js';
import { fileTime } from './backupFiles.js';

/** Why a restore did not happen; the data folder is as it was. */
export class RestoreRefused extends Error {}

export interface Restored {
  /** Where the database that was in the data folder went (`replace`), if there was one. */
  movedAside: string | undefined;
  accounts: number;
  orders: number;
  /** Every account's credits together, as PostgreSQL adds them (exact). */
  credits: string;
}

const holdsSomething = async (dir: string): Promise<boolean> =>
  existsSync(dir) && (await readdir(dir)).some((name) => name !== LOCK_FILE);

/**
 * Makes `dataDir` the database of a backup (backupFiles.ts), with the server stopped. The backup
 * is unpacked into a folder beside the data folder (`<dataDir>.restoring-<time>`), opened and
 * read (accounts, orders, credits), so a damaged backup is found before anything is touched;
 * only then does it take the data folder's place, by renames. A data folder that holds anything
 * is refused, or with `replace` renamed aside, never deleted: `<dataDir>.before-restore-<time>`.
 * Whatever fails, the data folder is as it was, and an error names any folder left behind. The
 * data folder is locked meanwhile: a server that has it open makes the restore refuse.
 * Migrations newer than the backup are applied by the server when it starts.
 */
export async function restoreBackup(options: {
  file: string;
  dataDir: string;
  replace: boolean;
  now?: Date;
}): Promise<Restored> {
  if (!existsSync(options.file)) throw new RestoreRefused(`No backup at ${options.file}`);
  const release = existsSync(options.dataDir)
    ? await lockDataFolder(options.dataDir, 'a restore')
    : async () => undefined;
  try {
    return await restoreUnlocked(options);
  } finally {
    await release();
  }
}

async function restoreUnlocked(options: {
  file: string;
  dataDir: string;
  replace: boolean;
  now?: Date;
}): Promise<Restored> {
  const occupied = await holdsSomething(options.dataDir);
  if (occupied && !options.replace) {
    throw new RestoreRefused(
      `${options.dataDir} already holds a database. Stop the server, then run again with --replace: it is moved aside, not deleted.`,
    );
  }
  const stamp = fileTime(options.now ?? new Date());
  const restoring = `${options.dataDir}.restoring-${stamp}`;
  let counted: Omit<Restored, 'movedAside'>;
  try {
    await mkdir(restoring, { recursive: true });
    await pipeline(createReadStream(options.file), createGunzip(), tar.extract(restoring));
    if (!embeddedDatabaseIn(restoring)) throw new Error('it holds no database');
    counted = await openAndCount(restoring);
  } catch (error) {
    await rm(restoring, { recursive: true, force: true }).catch(() => undefined);
    throw new RestoreRefused(
      `${options.file} could not be restored (${reasonOf(error)}); ${options.dataDir} was not touched${existsSync(restoring) ? `, and ${restoring} is left to delete` : ''}.`,
    );
  }
  const movedAside = occupied ? `${options.dataDir}.before-restore-${stamp}` : undefined;
  try {
    if (movedAside) await rename(options.dataDir, movedAside);
    else await rm(options.dataDir, { recursive: true, force: true });
  } catch (error) {
    // A data folder that is a mount point (a container's volume) cannot be renamed or removed.
    throw new RestoreRefused(
      `${options.dataDir} could not be ${movedAside ? 'moved aside' : 'replaced'} (${reasonOf(error)}; is it a mount point?). It is as it was; the restored database is in ${restoring}: stop everything that uses ${options.dataDir} and move the files yourself.`,
    );
  }
  try {
    await rename(restoring, options.dataDir);
  } catch (error) {
    if (movedAside) await rename(movedAside, options.dataDir).catch(() => undefined);
    throw new RestoreRefused(
      `The restored database could not take ${options.dataDir}'s place (${reasonOf(error)}); it is in ${restoring}${movedAside ? `, and the database that was there in ${existsSync(movedAside) ? movedAside : options.dataDir}` : ''}.`,
    );
  }
  return { movedAside, ...counted };
}

const reasonOf = (error: unknown): string =>
  error instanceof Error ? error.message : String(error);

async function openAndCount(dataDir: string): Promise<Omit<Restored, 'movedAside'>> {
  const database = await openDatabase({ dataDir });
  try {
    const [accounts] = await database.db.select({ n: count() }).from(users);
    const [placed] = await database.db.select({ n: count() }).from(orders);
    const [total] = await database.db
      .select({ credits: sql<string>`coalesce(sum(${users.credits}), 0)::text` })
      .from(users);
    return {
      accounts: accounts?.n ?? 0,
      orders: placed?.n ?? 0,
      credits: total?.credits ?? '0',
    };
  } finally {
    await database.close();
  }
}
