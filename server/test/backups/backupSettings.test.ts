import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { parseBackupSettings } from '../../src/backups/backupSettings.js';
import { ConfigError, loadConfig } from '../../src/config.js';

const DATA = path.resolve('/srv/shop/data');

describe('backup settings', () => {
  it('are off without BACKUP_DIR', () => {
    expect(parseBackupSettings({}, undefined, DATA)).toBeUndefined();
    expect(loadConfig({}).backups).toBeUndefined();
  });

  it('back up every 24 hours and keep 7 unless told otherwise', () => {
    expect(parseBackupSettings({ BACKUP_DIR: '/srv/shop/backups' }, undefined, DATA)).toEqual({
      dir: path.resolve('/srv/shop/backups'),
      everyHours: 24,
      keep: 7,
    });
    expect(
      parseBackupSettings(
        { BACKUP_DIR: '/backups', BACKUP_EVERY_HOURS: '6', BACKUP_KEEP: '28' },
        undefined,
        DATA,
      ),
    ).toMatchObject({ everyHours: 6, keep: 28 });
  });

  it('refuse BACKUP_DIR with DATABASE_URL: PostgreSQL is backed up with its own tools', () => {
    expect(() =>
      loadConfig({ BACKUP_DIR: '/backups', DATABASE_URL: 'postgres://db.example/shop' }),
    ).toThrow(/pg_dump/);
  });

  it('refuse a BACKUP_DIR inside DATA_DIR, which each backup would copy', () => {
    for (const dir of [DATA, path.join(DATA, 'backups')]) {
      expect(() => parseBackupSettings({ BACKUP_DIR: dir }, undefined, DATA)).toThrow(
        /outside DATA_DIR/,
      );
    }
    expect(parseBackupSettings({ BACKUP_DIR: `${DATA}-backups` }, undefined, DATA)).toBeDefined();
  });

  it('refuse hours and counts out of range, and either without BACKUP_DIR', () => {
    for (const env of [
      { BACKUP_DIR: '/backups', BACKUP_EVERY_HOURS: '0' },
      { BACKUP_DIR: '/backups', BACKUP_EVERY_HOURS: '169' },
      { BACKUP_DIR: '/backups', BACKUP_KEEP: '1.5' },
      { BACKUP_KEEP: '3' },
      { BACKUP_EVERY_HOURS: '12' },
    ]) {
      expect(() => parseBackupSettings(env, undefined, DATA), JSON.stringify(env)).toThrow(
        ConfigError,
      );
    }
  });
});
