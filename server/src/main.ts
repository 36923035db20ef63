import cluster from 'node:cluster';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { FastifyInstance } from 'fastify';
import { buildApp } from './app.js';
import { backUpAtStart } from './backups/backupAtStart.js';
import { type AppConfig, ConfigError, listenHost, loadConfig } from './config.js';
import { type DatabaseHandle, embeddedDatabaseIn } from './db/client.js';
import { openLocked } from './db/openLocked.js';
import { migrationsPending } from './db/pendingMigrations.js';
import { whileStarting } from './db/startLock.js';
import { ensureAdmin } from './domain/adminAccount.js';
import { loggedError } from './logging.js';
import { listenRefusal, refuseTakenPort } from './portCheck.js';
import { seedDemo } from './seed/demo.js';
import { type DemoAccount, openDemoAccounts } from './seed/openDemoAccounts.js';
import { runServerProcesses } from './serverProcesses.js';

function defaultClientDir(): string {
  // Bundled: dist/server/main.js → dist/client. From source: server/src → dist/client.
  const here = path.dirname(fileURLToPath(import.meta.url));
  return here.endsWith(path.join('dist', 'server'))
    ? path.join(here, '..', 'client')
    : path.resolve(here, '..', '..', 'dist', 'client');
}

/**
 * Builds the app on the open database (its plugins create the job queues they miss), closed on
 * SIGINT or SIGTERM. Several server processes (SERVER_PROCESSES) each run this in a cluster
 * worker, and listen on the port they share.
 */
async function startApp(config: AppConfig, database: DatabaseHandle): Promise<FastifyInstance> {
  const app = await buildApp({
    config,
    db: database.db,
    jobDatabase: database.jobDatabase,
    sessionLocks: database.sessionLocks,
    notifications: database.notifications,
    copyDataFolder: database.copyDataFolder,
    logger: true,
  });
  await app.ready();
  let closing = false;
  const close = async () => {
    if (closing) return;
    closing = true;
    await app.close();
    await database.close();
    process.exit(0);
  };
  // Ctrl-C reaches every process of the group, and the primary then sends SIGTERM as well.
  process.on('SIGINT', () => void close());
  process.on('SIGTERM', () => void close());
  return app;
}

/**
 * Backs up an embedded database about to be migrated (BACKUP_DIR), migrates, seeds the demo
 * and ensures ADMIN_EMAIL's admin; answers the demo accounts that still sign in with their demo
 * password (none without DEMO_SEED).
 */
async function prepareDatabase(
  config: AppConfig,
  database: DatabaseHandle,
  existed: boolean,
): Promise<DemoAccount[]> {
  const written = await backUpAtStart(config.backups, database, {
    existedBefore: existed,
    migrationsPending: () => migrationsPending(database.db),
  });
  if (written) {
    process.stdout.write(
      `  Backup before the migrations: ${written.file} (${(written.bytes / 1e6).toFixed(1)} MB in ${written.milliseconds} ms, the database paused ${written.pausedMilliseconds} ms)\n`,
    );
  }
  await database.migrate();
  // The demo first: it seeds only an empty database, and ADMIN_EMAIL's admin must not keep it out.
  if (config.demoSeed) {
    await seedDemo(database.db, { extraServices: config.demoSeedServices });
  }
  if (config.adminEmail && config.adminPassword) {
    await ensureAdmin(database.db, { email: config.adminEmail, password: config.adminPassword });
  }
  return config.demoSeed ? openDemoAccounts(database.db) : [];
}

function printBanner(
  config: AppConfig,
  kind: 'pglite' | 'postgres',
  demoAccounts: DemoAccount[],
): void {
  const where = kind === 'pglite' ? `embedded database in ${config.dataDir}` : 'PostgreSQL';
  const processes = config.serverProcesses > 1 ? `, ${config.serverProcesses} processes` : '';
  const lines = [
    `  Unlock Portal is running at ${config.publicUrl}  (${where}${processes})`,
    demoAccounts.length > 0 ? '  Demo accounts:' : '',
    ...demoAccounts.map(
      (account) =>
        `    ${account.role.padEnd(9)} ${account.email} / ${account.password}${account.note ? `  (${account.note})` : ''}`,
    ),
    demoAccounts.length > 0 && config.host === '127.0.0.1'
      ? '  Open on this machine only, as these passwords are public (HOST=0.0.0.0 opens it to the network)'
      : '',
    config.adminEmail ? `  Admin account: ${config.adminEmail} (password from ADMIN_PASSWORD)` : '',
  ];
  process.stdout.write(`\n${lines.filter((line) => line !== '').join('\n')}\n\n`);
}

async function main(): Promise<void> {
  const config = loadConfig();
  config.clientDir ??= defaultClientDir();
  // An embedded database already there (a new one needs no backup before its migrations).
  const existed = config.databaseUrl === undefined && embeddedDatabaseIn(config.dataDir);
  // Before the database is opened, created or migrated: a port in use is said at once.
  if (cluster.isPrimary) await refuseTakenPort(config);
  const database = await openLocked(config, 'the server');
  const listen = (app: FastifyInstance, host = config.host) =>
    app.listen({ port: config.port, host }).catch((error: unknown) => {
      throw listenRefusal(error, { port: config.port, host }) ?? error;
    });
  if (cluster.isWorker) {
    // The primary has prepared the database before it started the workers.
    await listen(await whileStarting(config.databaseUrl, () => startApp(config, database)));
    return;
  }
  if (config.serverProcesses > 1) {
    const demoAccounts = await whileStarting(config.databaseUrl, () =>
      prepareDatabase(config, database, existed),
    );
    await database.close();
    // The workers read their settings anew: they listen where this process would have.
    if (listenHost(config, demoAccounts.length) !== config.host) process.env.HOST = '0.0.0.0';
    await runServerProcesses(config.serverProcesses);
    printBanner(config, database.kind, demoAccounts);
    return;
  }
  const started = await whileStarting(config.databaseUrl, async () => ({
    demoAccounts: await prepareDatabase(config, database, existed),
    app: await startApp(config, database),
  }));
  await listen(started.app, listenHost(config, started.demoAccounts.length));
  printBanner(config, database.kind, started.demoAccounts);
}

main().catch((error: unknown) => {
  if (error instanceof ConfigError) {
    process.stderr.write(`Configuration error: ${error.message}\n`);
    process.exit(2);
  }
  // The safe form: a failed statement's parameters (hashes, keys) never reach the terminal.
  process.stderr.write(`${loggedError(error).stack || String(error)}\n`);
  process.exit(1);
});
