import cluster from 'node:cluster';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { buildApp } from './app.js';
import { type AppConfig, ConfigError, loadConfig } from './config.js';
import { type DatabaseHandle, openDatabase } from './db/client.js';
import { ensureAdmin, findUserByEmail } from './domain/users.js';
import { loggedError } from './logging.js';
import { seedDemo } from './seed/demo.js';
import { DEMO_ADMIN, DEMO_CUSTOMER, DEMO_SHOP } from './seed/demoAccounts.js';
import { runServerProcesses } from './serverProcesses.js';

function defaultClientDir(): string {
  // Bundled: dist/server/main.js → dist/client. From source: server/src → dist/client.
  const here = path.dirname(fileURLToPath(import.meta.url));
  return here.endsWith(path.join('dist', 'server'))
    ? path.join(here, '..', 'client')
    : path.resolve(here, '..', '..', 'dist', 'client');
}

/**
 * Serves the app on the configured port until SIGINT or SIGTERM. Several server processes
 * (SERVER_PROCESSES) each run this in a cluster worker, on the port they share.
 */
async function serve(config: AppConfig, database: DatabaseHandle): Promise<void> {
  const app = await buildApp({
    config,
    db: database.db,
    jobDatabase: database.jobDatabase,
    notifications: database.notifications,
    logger: true,
  });
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
  await app.listen({ port: config.port, host: config.host });
}

/** Migrates, seeds the demo and ensures ADMIN_EMAIL's admin; true when the demo accounts exist. */
async function prepareDatabase(config: AppConfig, database: DatabaseHandle): Promise<boolean> {
  await database.migrate();
  // The demo first: it seeds only an empty database, and ADMIN_EMAIL's admin must not keep it out.
  if (config.demoSeed) {
    await seedDemo(database.db, { extraServices: config.demoSeedServices });
  }
  if (config.adminEmail && config.adminPassword) {
    await ensureAdmin(database.db, { email: config.adminEmail, password: config.adminPassword });
  }
  return config.demoSeed && (await findUserByEmail(database.db, DEMO_ADMIN.email)) !== undefined;
}

function printBanner(config: AppConfig, kind: 'pglite' | 'postgres', showDemo: boolean): void {
  const where = kind === 'pglite' ? `embedded database in ${config.dataDir}` : 'PostgreSQL';
  const processes = config.serverProcesses > 1 ? `, ${config.serverProcesses} processes` : '';
  const lines = [
    `  Unlock Portal is running at ${config.publicUrl}  (${where}${processes})`,
    showDemo ? '  Demo accounts:' : '',
    showDemo ? `    admin     ${DEMO_ADMIN.email} / ${DEMO_ADMIN.password}` : '',
    showDemo ? `    customer  ${DEMO_CUSTOMER.email} / ${DEMO_CUSTOMER.password}` : '',
    showDemo ? `    customer  ${DEMO_SHOP.email} / ${DEMO_SHOP.password}  (a month of orders)` : '',
    config.adminEmail ? `  Admin account: ${config.adminEmail} (password from ADMIN_PASSWORD)` : '',
  ];
  process.stdout.write(`\n${lines.filter((line) => line !== '').join('\n')}\n\n`);
}

async function main(): Promise<void> {
  const config = loadConfig();
  config.clientDir ??= defaultClientDir();
  const database = await openDatabase({ databaseUrl: config.databaseUrl, dataDir: config.dataDir });
  if (cluster.isWorker) {
    // The primary has prepared the database before it started the workers.
    await serve(config, database);
    return;
  }
  const showDemo = await prepareDatabase(config, database);
  if (config.serverProcesses > 1) {
    await database.close();
    await runServerProcesses(config.serverProcesses);
  } else {
    await serve(config, database);
  }
  printBanner(config, database.kind, showDemo);
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
