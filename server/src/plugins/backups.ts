import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { type BackupWritten, writeBackup } from '../backups/backupFiles.js';
import { tellAdminsOfFailedBackup } from '../domain/mail/backupFailed.js';
import { loggedError } from '../logging.js';

declare module 'fastify' {
  interface FastifyInstance {
    /** The embedded database's backups (BACKUP_DIR); null when off or on PostgreSQL. */
    backups: {
      backUpNow(): Promise<BackupWritten>;
      /** The timer's turn: a backup, logged; the admins mailed when backups start failing. */
      scheduledBackup(): Promise<void>;
    } | null;
  }
}

const HOUR_MS = 60 * 60 * 1000;

/**
 * With BACKUP_DIR, a backup of the embedded database every BACKUP_EVERY_HOURS while the server
 * runs (main.ts takes one before an upgrade's migrations). Only the copy of the data folder
 * pauses the database (bench/README.md); the packing and the writing do not. A failed
 * backup is logged as an error and the next one is tried at the next turn; the server goes on.
 * The first failure after a written backup (or since the start) is mailed to the admins: an
 * owner who never reads the log learns that the backups stopped.
 * Closing waits for a backup under way, so the database is never closed in the middle of one.
 */
async function backupsPlugin(
  app: FastifyInstance,
  options: { copyDataFolder: ((to: string) => Promise<void>) | undefined },
): Promise<void> {
  const settings = app.config.backups;
  const copyDataFolder = options.copyDataFolder;
  if (!settings || !copyDataFolder) {
    app.decorate('backups', null);
    return;
  }
  let underWay: Promise<BackupWritten> | null = null;
  const backUpNow = (): Promise<BackupWritten> => {
    underWay ??= writeBackup(copyDataFolder, settings).finally(() => {
      underWay = null;
    });
    return underWay;
  };
  let failing = false;
  const scheduledBackup = async () => {
    try {
      const written = await backUpNow();
      failing = false;
      app.log.info(
        {
          file: written.file,
          bytes: written.bytes,
          pausedMs: written.pausedMilliseconds,
          ms: written.milliseconds,
          removed: written.removed,
        },
        'backup written',
      );
    } catch (error) {
      app.log.error(
        { err: loggedError(error) },
        `backup failed; the next is tried in ${settings.everyHours} h`,
      );
      if (failing) return;
      failing = true;
      await tellAdminsOfFailedBackup(app.db, {
        directory: settings.dir,
        reason: error instanceof Error ? error.message : String(error),
        everyHours: settings.everyHours,
      }).catch((mailError: unknown) =>
        app.log.error({ err: loggedError(mailError) }, 'the failed backup could not be mailed'),
      );
    }
  };
  let timer: NodeJS.Timeout | undefined;
  app.addHook('onReady', async () => {
    timer = setInterval(() => void scheduledBackup(), settings.everyHours * HOUR_MS);
    timer.unref();
  });
  app.addHook('onClose', async () => {
    clearInterval(timer);
    await underWay?.catch(() => undefined);
  });
  app.decorate('backups', { backUpNow, scheduledBackup });
}

export default fp(backupsPlugin, { name: 'backups', dependencies: ['context'] });
