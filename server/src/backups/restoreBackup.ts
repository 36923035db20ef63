import { createReadStream, existsSync } from 'node:fs';
import { mkdir, readdir, rename, rm } from 'node:fs/promises';
import { pipeline } from 'node:stream/promises';
import { createGunzip } from 'node:zlib';
import { count, sql } from 'drizzle-orm';
import tar from 'tar-fs';
import { openDatabase } from '../db/client.js';
import { orders, users } from '../db/schema.js';
import { embeddedDatabaseIn } from './backupAtStart.js';

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
  existsSync(dir) && (await readdir(dir)).length > 0;

/**
 * Makes `dataDir` the database of a backup (backupFiles.ts), with the server stopped. A data
 * folder that holds anything is refused, or with `replace` renamed aside, never deleted:
 * `<dataDir>.before-restore-<time>`. The backup is unpacked into the data folder, then opened
 * and read (accounts, orders, credits), so that a damaged backup is found now, not at the next
 * start: then what was unpacked is removed and the folder moved aside comes back. Migrations
 * newer than the backup are applied by the server when it starts.
 */
export async function restoreBackup(options: {
  file: string;
  dataDir: string;
  replace: boolean;
  now?: Date;
}): Promise<Restored> {
  if (!existsSync(options.file)) throw new RestoreRefused(`No backup at ${options.file}`);
  const existed = existsSync(options.dataDir);
  let movedAside: string | undefined;
  if (await holdsSomething(options.dataDir)) {
    if (!options.replace) {
      throw new RestoreRefused(
        `${options.dataDir} already holds a database. Stop the server, then run again with --replace: it is moved aside, not deleted.`,
      );
    }
    const stamp = (options.now ?? new Date()).toISOString().replace(/[:.]/g, '-');
    movedAside = `${options.dataDir}.before-restore-${stamp}`;
    await rename(options.dataDir, movedAside);
  }
  try {
    await mkdir(options.dataDir, { recursive: true });
    await pipeline(createReadStream(options.file), createGunzip(), tar.extract(options.dataDir));
    if (!embeddedDatabaseIn(options.dataDir)) throw new Error('it holds no database');
    return { movedAside, ...(await openAndCount(options.dataDir)) };
  } catch (error) {
    await rm(options.dataDir, { recursive: true, force: true });
    if (movedAside) await rename(movedAside, options.dataDir);
    else if (existed) await mkdir(options.dataDir);
    const reason = error instanceof Error ? error.message : String(error);
    throw new RestoreRefused(
      `${options.file} is not a backup of this shop that can be opened (${reason}); ${options.dataDir} is as it was`,
    );
  }
}

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
