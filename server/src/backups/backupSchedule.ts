/** The least wait before a start's first scheduled backup: the start settles first. */
export const FIRST_BACKUP_AFTER_MS = 60 * 1000;

const HOUR_MS = 60 * 60 * 1000;

/**
 * When this start's first scheduled backup is due: BACKUP_EVERY_HOURS after the newest backup
 * there is, or a minute after the start when there is none or it is older (never sooner). A
 * server restarted more often than BACKUP_EVERY_HOURS (a nightly restart, a deploy, a process
 * manager's restarts) thus still backs up on time; counting from each start, it never did.
 */
export function firstBackupAt(newest: Date | undefined, everyHours: number, now: Date): Date {
  const soonest = now.getTime() + FIRST_BACKUP_AFTER_MS;
  if (newest === undefined) return new Date(soonest);
  return new Date(Math.max(soonest, newest.getTime() + everyHours * HOUR_MS));
}
