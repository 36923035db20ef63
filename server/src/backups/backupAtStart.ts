import { existsSync } from 'node:fs';
import path from 'node:path';
import type { DatabaseHandle } from '../db/client.js';
import { type BackupWritten, writeBackup } from './backupFiles.js';
import type { BackupSettings } from './backupSettings.js';

/** Whether the data folder already holds an embedded database (PostgreSQL's PG_VERSION file). */
export const embeddedDatabaseIn = (dataDir: string): boolean =>
  existsSync(path.join(dataDir, 'PG_VERSION'));

/**
 * The backup of a start, taken before the migrations: an upgrade's migrations change the
 * database, and this is the way back. None for a database made by this start, none without
 * BACKUP_DIR, none on PostgreSQL.
 */
export async function backUpAtStart(
  settings: BackupSettings | undefined,
  database: Pick<DatabaseHandle, 'copyDataFolder'>,
  existedBefore: boolean,
): Promise<BackupWritten | undefined> {
  if (!settings || !database.copyDataFolder || !existedBefore) return undefined;
  return writeBackup(database.copyDataFolder, settings);
}
