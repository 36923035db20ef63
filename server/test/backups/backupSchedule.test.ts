import { describe, expect, it } from 'vitest';
import { FIRST_BACKUP_AFTER_MS, firstBackupAt } from '../../src/backups/backupSchedule.js';

const HOUR_MS = 60 * 60 * 1000;
const now = new Date('2026-11-28T18:00:00.000Z');
const hoursAgo = (hours: number) => new Date(now.getTime() - hours * HOUR_MS);

describe("a start's first scheduled backup", () => {
  it('is BACKUP_EVERY_HOURS after the newest backup (a restart every few hours still backs up daily)', () => {
    expect(firstBackupAt(hoursAgo(20), 24, now)).toEqual(new Date(now.getTime() + 4 * HOUR_MS));
  });

  it('is a minute after the start when the newest backup is older than that', () => {
    expect(firstBackupAt(hoursAgo(30), 24, now)).toEqual(
      new Date(now.getTime() + FIRST_BACKUP_AFTER_MS),
    );
  });

  it('is a minute after the start when there is no backup yet', () => {
    expect(firstBackupAt(undefined, 24, now)).toEqual(
      new Date(now.getTime() + FIRST_BACKUP_AFTER_MS),
    );
  });
});
