import { existsSync, realpathSync } from 'node:fs';
import path from 'node:path';
import { ConfigError } from '../configError.js';

/**
 * Backups of the embedded database (BACKUP_DIR). A PostgreSQL server is backed up with its own
 * tools (pg_dump, or the host's backups), which copy it without stopping the shop.
 */
export interface BackupSettings {
  /** The folder the backups are written to. */
  dir: string;
  /** A backup at each start, before the migrations, and then this often. */
  everyHours: number;
  /** The newest this many backups are kept; older ones are deleted. */
  keep: number;
}

type Env = Record<string, string | undefined>;

/** The longest wait a timer can hold is 24.8 days; a week is plenty between backups. */
const MOST_HOURS = 168;
const MOST_KEPT = 1000;

function wholeNumber(name: string, value: string | undefined, fallback: number, most: number) {
  if (value === undefined || value === '') return fallback;
  const n = Number(value);
  if (!Number.isInteger(n) || n < 1 || n > most) {
    throw new ConfigError(`${name} must be a whole number from 1 to ${most}, got "${value}"`);
  }
  return n;
}

/**
 * The folder as the disk knows it: links followed (as far as it exists), case folded where the
 * disk folds it (macOS, Windows).
 */
function realFolder(folder: string): string {
  let existing = folder;
  const rest: string[] = [];
  while (!existsSync(existing) && path.dirname(existing) !== existing) {
    rest.unshift(path.basename(existing));
    existing = path.dirname(existing);
  }
  const real = path.join(realpathSync.native(existing), ...rest);
  return process.platform === 'darwin' || process.platform === 'win32' ? real.toLowerCase() : real;
}

const isInside = (folder: string, parent: string): boolean => {
  const relative = path.relative(realFolder(parent), realFolder(folder));
  return relative === '' || (!relative.startsWith('..') && !path.isAbsolute(relative));
};

/** BACKUP_DIR, BACKUP_EVERY_HOURS and BACKUP_KEEP; undefined when BACKUP_DIR is unset (off). */
export function parseBackupSettings(
  env: Env,
  databaseUrl: string | undefined,
  dataDir: string,
): BackupSettings | undefined {
  if (env.BACKUP_DIR === undefined || env.BACKUP_DIR === '') {
    for (const name of ['BACKUP_EVERY_HOURS', 'BACKUP_KEEP']) {
      if (env[name]) throw new ConfigError(`${name} needs BACKUP_DIR, the folder backups go to`);
    }
    return undefined;
  }
  if (databaseUrl !== undefined) {
    throw new ConfigError(
      'BACKUP_DIR backs up the embedded database; with DATABASE_URL, back up PostgreSQL with its own tools (pg_dump, or your host’s backups)',
    );
  }
  const dir = path.resolve(env.BACKUP_DIR);
  // A backup copies the data folder whole: one kept inside it would be copied into the next.
  if (isInside(dir, dataDir)) {
    throw new ConfigError(`BACKUP_DIR must be outside DATA_DIR (${dataDir}), got "${dir}"`);
  }
  return {
    dir,
    everyHours: wholeNumber('BACKUP_EVERY_HOURS', env.BACKUP_EVERY_HOURS, 24, MOST_HOURS),
    keep: wholeNumber('BACKUP_KEEP', env.BACKUP_KEEP, 7, MOST_KEPT),
  };
}
