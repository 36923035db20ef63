import { createWriteStream } from 'node:fs';
import { mkdir, open, readdir, rename, rm, stat } from 'node:fs/promises';
import path from 'node:path';
import { pipeline } from 'node:stream/promises';
import { createGzip } from 'node:zlib';
import tar from 'tar-fs';

const PREFIX = 'unlock-portal-';
const SUFFIX = '.tar.gz';
/** A backup being written; one left by a crash is removed when the next backup starts. */
const PARTIAL = '.partial';
/** The data folder's copy a backup is made from, beside the backups; removed once it is packed. */
const COPY = `.${PREFIX}copy-`;

/** A time as file names carry it (no `:`, which Windows refuses): 2026-11-28T02-00-00-000Z. */
export const fileTime = (at: Date): string => at.toISOString().replace(/[:.]/g, '-');

/** unlock-portal-2026-11-28T02-00-00-000Z.tar.gz: names sort in the order they were taken. */
export const backupName = (at: Date): string => `${PREFIX}${fileTime(at)}${SUFFIX}`;

const isBackup = (name: string): boolean => name.startsWith(PREFIX) && name.endsWith(SUFFIX);

/** The backups in `dir`, oldest first (file names). */
export async function listBackups(dir: string): Promise<string[]> {
  const names = await readdir(dir).catch((error: NodeJS.ErrnoException) => {
    if (error.code === 'ENOENT') return [];
    throw error;
  });
  return names.filter(isBackup).sort();
}

export interface BackupWritten {
  file: string;
  bytes: number;
  /** How long the database waited: the data folder's copy, while no statement ran. */
  pausedMilliseconds: number;
  /** From the copy's start to the file in place. */
  milliseconds: number;
  /** Older backups deleted to keep `keep`. */
  removed: string[];
}

/**
 * Writes a backup of the embedded database into `dir`. The database's data folder is copied
 * beside the backups between two statements (`copyDataFolder`): the one pause, about as long as
 * the disk takes to copy the folder. The copy is then packed as a .tar.gz of the data folder's
 * files, under a temporary name, flushed to the disk, renamed into place (a file with a backup's
 * name is always whole), and removed. The shop runs on meanwhile, and the memory used stays
 * small: the folder goes through a stream, never whole into memory. Then only the newest `keep`
 * backups stay. `dir` needs room for the folder's copy and the backup for a moment.
 */
export async function writeBackup(
  copyDataFolder: (to: string) => Promise<void>,
  settings: { dir: string; keep: number },
  now: Date = new Date(),
): Promise<BackupWritten> {
  const started = performance.now();
  // A backup holds every password hash and key: the account the server runs as alone reads it.
  await mkdir(settings.dir, { recursive: true, mode: 0o700 });
  const name = backupName(now);
  const file = path.join(settings.dir, name);
  const partial = `${file}${PARTIAL}`;
  const copy = path.join(settings.dir, `${COPY}${name}`);
  let pausedMilliseconds = 0;
  // What a killed backup left goes first: on a disk with room for one copy, its copy would make
  // this one fail, and every one after it, before any clean-up after a success.
  await removeLeftovers(settings.dir);
  try {
    await copyDataFolder(copy);
    pausedMilliseconds = Math.round(performance.now() - started);
    // Level 1: 15 % larger than the default level's file, in less time (bench/README.md).
    await pipeline(
      tar.pack(copy),
      createGzip({ level: 1 }),
      createWriteStream(partial, { flush: true, mode: 0o600 }),
    );
    await rename(partial, file);
    await flushFolder(settings.dir);
  } catch (error) {
    await rm(partial, { force: true });
    throw error;
  } finally {
    await rm(copy, { recursive: true, force: true });
  }
  const removed = await keepNewest(settings.dir, settings.keep);
  return {
    file,
    bytes: (await stat(file)).size,
    pausedMilliseconds,
    milliseconds: Math.round(performance.now() - started),
    removed,
  };
}

/**
 * The rename itself reaches the disk: without it, a power cut soon after could bring the backup
 * back under its temporary name, which the next clean-up deletes. Not on Windows, where a folder
 * cannot be opened to be flushed.
 */
async function flushFolder(dir: string): Promise<void> {
  if (process.platform === 'win32') return;
  const folder = await open(dir, 'r');
  try {
    await folder.sync();
  } finally {
    await folder.close();
  }
}

/**
 * Deletes what a backup killed before its end left: the data folder's copy, a file half written.
 * Only one backup is made at a time (one process opens the embedded database; the plugin waits
 * for the one under way), so none of them is another's work.
 */
async function removeLeftovers(dir: string): Promise<void> {
  const leftovers = (await readdir(dir)).filter(
    (name) =>
      name.startsWith(COPY) || (name.startsWith(PREFIX) && name.endsWith(`${SUFFIX}${PARTIAL}`)),
  );
  for (const name of leftovers) await rm(path.join(dir, name), { recursive: true, force: true });
}

/** Deletes all but the newest `keep` backups. */
async function keepNewest(dir: string, keep: number): Promise<string[]> {
  const backups = await listBackups(dir);
  const older = backups.slice(0, Math.max(0, backups.length - keep));
  for (const name of older) await rm(path.join(dir, name), { force: true });
  return older;
}

/** When the newest backup in `dir` was written (its file's time), or undefined when none is. */
export async function newestBackupTime(dir: string): Promise<Date | undefined> {
  const newest = (await listBackups(dir)).at(-1);
  return newest === undefined ? undefined : (await stat(path.join(dir, newest))).mtime;
}
