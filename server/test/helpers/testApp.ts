import { appendFileSync } from 'node:fs';
import type { FastifyInstance, InjectOptions, LightMyRequestResponse } from 'fastify';
import { buildApp } from '../../src/app.js';
import { type AppConfig, loadConfig } from '../../src/config.js';
import type { Database } from '../../src/db/client.js';
import { topUp } from '../../src/domain/backOffice/bills.js';
import { issueToken } from '../../src/domain/tokens.js';
import { createUser } from '../../src/domain/users.js';
import { failOnContract, responseCheck, writeContractStats } from './responseContract.js';
import type { ContractFailure } from './responseSchemaCheck.js';
import { createTestDatabase, type TestDatabase } from './testDatabase.js';

export interface TestUser {
  id: number;
  email: string;
  name: string;
  password: string;
  token: string;
  /** Sends a request carrying this user's bearer token. */
  inject(options: InjectOptions): Promise<LightMyRequestResponse>;
}

export interface TestApp {
  app: FastifyInstance;
  db: Database;
  database: TestDatabase;
  config: AppConfig;
  /** Creates an account straight in the database and signs it in. */
  createUser(options?: {
    admin?: boolean;
    credits?: string;
    name?: string;
    email?: string;
  }): Promise<TestUser>;
  close(): Promise<void>;
}

let counter = 0;

/**
 * Every message the app answered must have its Spanish (server/src/i18n/es): a test file whose
 * requests met one without fails when its app closes, naming them.
 */
function failOnUntranslated(untranslated: ReadonlySet<string>): void {
  if (untranslated.size === 0) return;
  if (process.env.UNTRANSLATED_OUT) {
    // A whole run lists them all in one file instead (UNTRANSLATED_OUT=/tmp/list npm run …).
    appendFileSync(process.env.UNTRANSLATED_OUT, `${[...untranslated].join('\n')}\n`);
    return;
  }
  const list = [...untranslated].map((text) => `  ${JSON.stringify(text)}`).join('\n');
  throw new Error(`Messages without their Spanish in server/src/i18n/es:\n${list}`);
}

export async function createTestApp(
  overrides: Partial<AppConfig> = {},
  /** How the backups copy the data folder (the embedded database in memory has none). */
  options: { copyDataFolder?: (to: string) => Promise<void> } = {},
): Promise<TestApp> {
  const database = await createTestDatabase();
  const config: AppConfig = {
    ...loadConfig({ PUBLIC_URL: 'http://shop.test', APP_TIMEZONE: 'UTC' }),
    clientDir: undefined,
    ...overrides,
  };
  // The forwarding workers, and the clock's fetches of service lists, run only in the tests that
  // turn them on; the test suppliers listen on this machine, a private address the shop must be
  // told it may call.
  config.suppliers = {
    ...config.suppliers,
    workers: false,
    privateNetwork: true,
    listRefreshHours: 0,
    ...overrides.suppliers,
  };
  const untranslated = new Set<string>();
  const contractFailures: ContractFailure[] = [];
  const app = await buildApp({
    config,
    db: database.db,
    jobDatabase: database.jobDatabase,
    sessionLocks: database.sessionLocks,
    notifications: database.notifications,
    copyDataFolder: options.copyDataFolder,
    reportUntranslated: (text) => untranslated.add(text),
    beforePlugins: responseCheck(contractFailures),
  });
  await app.ready();
  const db = database.db;

  async function createTestUser(
    options: { admin?: boolean; credits?: string; name?: string; email?: string } = {},
  ): Promise<TestUser> {
    counter += 1;
    const password = 'secret-password';
    const name = options.name ?? `user${counter}`;
    const user = await createUser(db, {
      name,
      email: options.email ?? `${name}.${process.pid}.${counter}@example.com`,
      password,
      admin: options.admin ?? false,
    });
    if (options.credits) {
      await topUp(db, { userId: user.id, amount: options.credits, actorId: null });
    }
    const token = await issueToken(db, user.id);
    return {
      id: user.id,
      email: user.email,
      name: user.name,
      password,
      token,
      inject: (request) =>
        app.inject({
          ...request,
          headers: { ...request.headers, authorization: `Bearer ${token}` },
        }),
    };
  }

  return {
    app,
    db,
    database,
    config,
    createUser: createTestUser,
    async close() {
      await app.close();
      await database.close();
      writeContractStats();
      failOnUntranslated(untranslated);
      failOnContract(contractFailures);
    },
  };
}
