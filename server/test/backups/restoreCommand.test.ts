import { execFile } from 'node:child_process';
import path from 'node:path';
import { promisify } from 'node:util';
import { afterEach, describe, expect, it } from 'vitest';
import { writeBackup } from '../../src/backups/backupFiles.js';
import { openDatabase } from '../../src/db/client.js';
import { removeTempFolders, tempFolder } from '../helpers/tempFolders.js';
import { migratedEmbeddedDump, TEST_DB_KIND } from '../helpers/testDatabase.js';

const run = promisify(execFile);
const root = path.resolve(import.meta.dirname, '..', '..', '..');

/** `npm run restore-backup -- …` as an owner types it: its output and exit code. */
async function restoreCommand(args: string[], env: Record<string, string>) {
  try {
    const { stdout, stderr } = await run(
      process.execPath,
      ['--import', 'tsx', 'server/src/cli/restore-backup.ts', ...args],
      { cwd: root, env: { ...process.env, DATABASE_URL: '', ...env } },
    );
    return { code: 0, output: stdout + stderr };
  } catch (error) {
    const failed = error as { code: number; stdout: string; stderr: string };
    return { code: failed.code, output: failed.stdout + failed.stderr };
  }
}

afterEach(async () => {
  await removeTempFolders();
});

describe.skipIf(TEST_DB_KIND === 'postgres')('npm run restore-backup', { timeout: 90_000 }, () => {
  it('lists the backups without a file, restores one into DATA_DIR, and refuses a second time', async () => {
    const BACKUP_DIR = tempFolder('backups');
    const source = await openDatabase({
      dataDir: path.join(tempFolder('data'), 'db'),
      startFrom: await migratedEmbeddedDump(),
    });
    const copy = source.copyDataFolder;
    if (!copy) throw new Error('an embedded database has a copy');
    const written = await writeBackup(copy, { dir: BACKUP_DIR, keep: 7 });
    await source.close();
    const DATA_DIR = path.join(tempFolder('restored'), 'db');

    const listed = await restoreCommand([], { BACKUP_DIR, DATA_DIR });
    expect(listed.code).toBe(2);
    expect(listed.output).toContain(written.file);
    // Without BACKUP_DIR it says so, instead of the usage alone.
    const unlisted = await restoreCommand([], { BACKUP_DIR: '', DATA_DIR });
    expect(unlisted.code).toBe(2);
    expect(unlisted.output).toContain('BACKUP_DIR is not set');

    const restored = await restoreCommand([written.file], { DATA_DIR });
    expect(restored).toMatchObject({ code: 0 });
    expect(restored.output).toContain(`Restored ${written.file} into ${DATA_DIR}:`);
    expect(restored.output).toContain('0 accounts, 0 orders, 0 credits in all.');

    const again = await restoreCommand([written.file], { DATA_DIR });
    expect(again.code).toBe(2);
    expect(again.output).toContain('already holds a database');
  });
});
