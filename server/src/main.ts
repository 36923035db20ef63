import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { buildApp } from './app.js';
import { ConfigError, loadConfig } from './config.js';
import { openDatabase } from './db/client.js';
import { ensureAdmin, findUserByEmail } from './domain/users.js';
import { loggedError } from './logging.js';
import { seedDemo } from './seed/demo.js';
import { DEMO_ADMIN, DEMO_CUSTOMER, DEMO_SHOP } from './seed/demoAccounts.js';

function defaultClientDir(): string {
  // Bundled: dist/server/main.js → dist/client. From source: server/src → dist/client.
  const here = path.dirname(fileURLToPath(import.meta.url));
  return here.endsWith(path.join('dist', 'server'))
    ? path.join(here, '..', 'client')
    : path.resolve(here, '..', '..', 'dist', 'client');
}

async function main(): Promise<void> {
  const config = loadConfig();
  config.clientDir ??= defaultClientDir();
  const database = await openDatabase({ databaseUrl: config.databaseUrl, dataDir: config.dataDir });
  await database.migrate();
  // The demo first: it seeds only an empty database, and ADMIN_EMAIL's admin must not keep it out.
  if (config.demoSeed) {
    await seedDemo(database.db, { extraServices: config.demoSeedServices });
  }
  if (config.adminEmail && config.adminPassword) {
    await ensureAdmin(database.db, { email: config.adminEmail, password: config.adminPassword });
  }
  const showDemo =
    config.demoSeed && (await findUserByEmail(database.db, DEMO_ADMIN.email)) !== undefined;

  const app = await buildApp({
    config,
    db: database.db,
    jobDatabase: database.jobDatabase,
    logger: true,
  });
  const close = async () => {
    await app.close();
    await database.close();
    process.exit(0);
  };
  process.once('SIGINT', close);
  process.once('SIGTERM', close);
  await app.listen({ port: config.port, host: config.host });

  const where =
    database.kind === 'pglite' ? `embedded database in ${config.dataDir}` : 'PostgreSQL';
  const lines = [
    `  Unlock Portal is running at ${config.publicUrl}  (${where})`,
    showDemo ? '  Demo accounts:' : '',
    showDemo ? `    admin     ${DEMO_ADMIN.email} / ${DEMO_ADMIN.password}` : '',
    showDemo ? `    customer  ${DEMO_CUSTOMER.email} / ${DEMO_CUSTOMER.password}` : '',
    showDemo ? `    customer  ${DEMO_SHOP.email} / ${DEMO_SHOP.password}  (a month of orders)` : '',
    config.adminEmail ? `  Admin account: ${config.adminEmail} (password from ADMIN_PASSWORD)` : '',
  ];
  process.stdout.write(`\n${lines.filter((line) => line !== '').join('\n')}\n\n`);
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
