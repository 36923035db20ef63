import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { type BackupWritten, newestBackupTime, writeBackup } from '../backups/backupFiles.js';
import { firstBackupAt } from '../backups/backupSchedule.js';
import { tellAdminsOfFailedBackup } from '../domain/mail/backupFailed.js';
import { loggedError } from '../logging.js';

declare module 'fastify' {
  interface FastifyInstance {
    /** The embedded database's backups (BACKUP_DIR); null when off or on PostgreSQL. */
    backups: {
      backUpNow(): Promise<BackupWritten>;
      /** The timer's turn: a backup, logged; the admins mailed when backups start failing. */
      scheduledBackup(): Promise<void>;
      /** When the timer's next turn is (null until the server is ready). */
      nextBackupAt(): Date | null;
    } | null;
  }
}

const HOUR_MS = 60 * 60 * 1000;

/**
 * With BACKUP_DIR, a backup of the embedded database every BACKUP_EVERY_HOURS while the server
 * runs, counted from the newest backup in BACKUP_DIR (main.ts takes one before an upgrade's
 * migrations). Only the copy of the data folder
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
  let nextAt: Date | null = null;
  /** The timer's turn at `at`, and after it one every BACKUP_EVERY_HOURS. */
  const turnAt = (at: Date) => {
    nextAt = at;
    timer = setTimeout(
      () => {
        turnAt(new Date(Date.now() + settings.everyHours * HOUR_MS));
        void scheduledBackup();
      },
      Math.max(0, at.getTime() - Date.now()),
    );
    timer.unref();
  };
  app.addHook('onReady', async () => {
    // Counted from the newest backup, not from this start (see firstBackupAt).
    const newest = await newestBackupTime(settings.dir).catch(() => undefined);
    turnAt(firstBackupAt(newest, settings.everyHours, new Date()));
  });
  app.addHook('onClose', async () => {
    clearTimeout(timer);
    await underWay?.catch(() => undefined);
  });
  app.decorate('backups', { backUpNow, scheduledBackup, nextBackupAt: () => nextAt });
}

export default fp(backupsPlugin, { name: 'backups', dependencies: ['context'] });
