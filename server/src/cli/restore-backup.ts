import path from 'node:path';
import { parseArgs } from 'node:util';
import { listBackups } from '../backups/backupFiles.js';
import { RestoreRefused, restoreBackup } from '../backups/restoreBackup.js';
import { ConfigError, loadConfig } from '../config.js';

const USAGE =
  'Usage: npm run restore-backup -- <backup file> [--replace]   (the server stopped; DATA_DIR as when it runs)';

/**
 * npm run restore-backup -- backups/unlock-portal-2026-11-28T02-00-00-000Z.tar.gz [--replace]
 * Makes DATA_DIR the embedded database of a backup (BACKUP_DIR). The server must be stopped:
 * the embedded database has one owner. Without a file, the backups of BACKUP_DIR are listed.
 */
async function main(): Promise<void> {
  const { values, positionals } = parseArgs({
    options: { replace: { type: 'boolean', default: false } },
    allowPositionals: true,
  });
  const config = loadConfig({ ...process.env, ADMIN_EMAIL: undefined, ADMIN_PASSWORD: undefined });
  if (config.databaseUrl) {
    throw new ConfigError(
      'DATABASE_URL is set: a PostgreSQL database is restored with its own tools (pg_restore, psql)',
    );
  }
  const [file] = positionals;
  if (!file || positionals.length > 1) {
    const dir = config.backups?.dir;
    if (!dir) {
      throw new ConfigError(
        `${USAGE}\nBACKUP_DIR is not set: set it as the server has it to list its backups`,
      );
    }
    const backups = await listBackups(dir);
    const listed = backups.map((name) => `  ${path.join(dir, name)}`).join('\n');
    throw new ConfigError(
      backups.length > 0
        ? `${USAGE}\nBackups in BACKUP_DIR, oldest first:\n${listed}`
        : `${USAGE}\nNo backups in ${dir} yet`,
    );
  }
  const restored = await restoreBackup({
    file: path.resolve(file),
    dataDir: config.dataDir,
    replace: values.replace,
  });
  const lines = [
    `Restored ${path.resolve(file)} into ${config.dataDir}:`,
    `  ${restored.accounts} accounts, ${restored.orders} orders, ${restored.credits} credits in all.`,
    restored.movedAside ? `  The database that was there is now in ${restored.movedAside}.` : '',
    'Start the server as usual; it applies the migrations newer than the backup.',
  ];
  process.stdout.write(`${lines.filter((line) => line !== '').join('\n')}\n`);
}

main().catch((error: unknown) => {
  const message = error instanceof Error ? error.message : String(error);
  process.stderr.write(`${message}\n`);
  process.exit(error instanceof ConfigError || error instanceof RestoreRefused ? 2 : 1);
});
