import { ConfigError } from '../configError.js';
import type { DatabaseHandle } from '../db/client.js';
import { type BackupWritten, writeBackup } from './backupFiles.js';
import type { BackupSettings } from './backupSettings.js';

/**
 * The backup of a start that is about to migrate an existing database (an upgrade): the way back
 * if the new version's migrations go wrong. None for a database made by this start, none when no
 * migration is pending (a restart, over and over, keeps the backups it finds), none without
 * BACKUP_DIR, none on PostgreSQL. When it fails, the start stops before migrating: the owner
 * asked for backups, and an upgrade without its way back is what they set them up against.
 */
export async function backUpAtStart(
  settings: BackupSettings | undefined,
  database: Pick<DatabaseHandle, 'copyDataFolder'>,
  situation: { existedBefore: boolean; migrationsPending: () => Promise<boolean> },
): Promise<BackupWritten | undefined> {
  const copy = database.copyDataFolder;
  if (!settings || !copy || !situation.existedBefore) return undefined;
  if (!(await situation.migrationsPending())) return undefined;
  try {
    return await writeBackup(copy, settings);
  } catch (error) {
    const reason = error instanceof Error ? error.message : String(error);
    throw new ConfigError(
      `The backup before this version's migrations failed (${reason}), so they were not applied. Make it possible (room and write access in BACKUP_DIR, ${settings.dir}), or unset BACKUP_DIR to upgrade without one.`,
    );
  }
}
