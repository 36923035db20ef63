import Fastify, { type FastifyInstance } from 'fastify';
import type { AppConfig } from './config.js';
import type { Database, JobDatabase } from './db/client.js';
import type { NotificationSource } from './db/notifications.js';
import { processLocks, type SessionLocks } from './db/sessionLocks.js';
import dhruApi from './dhru/routes.js';
import { buildCarefulValidator } from './http/bodyValidation.js';
import { loggerOptions } from './logging.js';
import answerLanguage from './plugins/answerLanguage.js';
import apiDocument from './plugins/apiDocument.js';
import authPlugin from './plugins/auth.js';
import backups from './plugins/backups.js';
import clientPlugin from './plugins/client.js';
import contextPlugin from './plugins/context.js';
import counterUpkeep from './plugins/counterUpkeep.js';
import errorHandler from './plugins/errorHandler.js';
import livePlugin from './plugins/live.js';
import mailWorkers from './plugins/mailWorkers.js';
import patternCheck from './plugins/patternCheck.js';
import securityHeaders from './plugins/securityHeaders.js';
import supplierWorkers from './plugins/supplierWorkers.js';
import apiRoutes from './routes/index.js';
import { DOCUMENTED_AS } from './schemas/fields.js';

export interface BuildOptions {
  config: AppConfig;
  db: Database;
  /**
   * The database as the job queue reaches it (DatabaseHandle.jobDatabase). Without it the app
   * starts no job queue: no forwarding workers, and orders of routed services can only be
   * placed once another process has installed the queue.
   */
  jobDatabase?: JobDatabase;
  /**
   * The database's locks of work done by one process at a time (DatabaseHandle.sessionLocks);
   * without them, this process's own (enough where no other process works on the database).
   */
  sessionLocks?: SessionLocks;
  /**
   * LISTEN/NOTIFY on the database (DatabaseHandle.notifications): the order events of every
   * server process reach this one's event streams. Without it the streams hear no orders.
   */
  notifications?: NotificationSource;
  /**
   * The embedded database's copy (DatabaseHandle.copyDataFolder), for the backups of BACKUP_DIR.
   * Without it (PostgreSQL) the app takes none.
   */
  copyDataFolder?: ((to: string) => Promise<void>) | undefined;
  logger?: boolean;
  /** Where the log goes instead of standard output (tests read it). */
  logStream?: NodeJS.WritableStream;
  /** Told of each message the server answers that has no Spanish (the tests fail on them). */
  reportUntranslated?: (text: string) => void;
  /**
   * Tests only: run on the root before any plugin, so its hooks see every route's answers (the
   * tests' check of each answer against its response schema, test/helpers/responseSchemaCheck.ts).
   */
  beforePlugins?: ((app: FastifyInstance) => void) | undefined;
}

/** The whole application as a Fastify instance; main.ts only starts it. */
export async function buildApp({
  config,
  db,
  jobDatabase,
  sessionLocks,
  notifications,
  copyDataFolder,
  logger = false,
  logStream,
  reportUntranslated,
  beforePlugins,
}: BuildOptions): Promise<FastifyInstance> {
  const requestTimeout = config.requestTimeoutSeconds * 1000;
  const app = Fastify({
    logger: logger ? loggerOptions(config.logLevel, logStream) : false,
    bodyLimit: 1024 * 1024,
    // A client that sends its headers and then trickles the body is cut off once the request
    // has taken requestTimeout; Node looks for such connections every few seconds.
    requestTimeout,
    http: {
      headersTimeout: Math.min(requestTimeout, 60_000),
      connectionsCheckingInterval: Math.min(5_000, requestTimeout / 2),
    },
    trustProxy: config.trustProxy,
    routerOptions: { ignoreDuplicateSlashes: true, ignoreTrailingSlash: true },
    ajv: {
      customOptions: {
        allErrors: true,
        removeAdditional: true,
        coerceTypes: 'array',
        // Documentation only: the shape of a field the domain checks (schemas/fields.ts).
        keywords: [DOCUMENTED_AS],
      },
    },
    // Bodies coerced only as Laravel reads form input (http/bodyValidation.ts).
    schemaController: { compilersFactory: { buildValidator: buildCarefulValidator } },
  });
  // First, on the root: its hooks see every route's answers.
  beforePlugins?.(app);
  await app.register(answerLanguage, { reportUntranslated });
  await app.register(errorHandler);
  await app.register(contextPlugin, { db, config });
  await app.register(securityHeaders);
  await app.register(patternCheck);
  await app.register(counterUpkeep);
  await app.register(backups, { copyDataFolder });
  if (jobDatabase) {
    await app.register(supplierWorkers, {
      jobDatabase,
      sessionLocks: sessionLocks ?? processLocks(),
    });
    await app.register(mailWorkers, { jobDatabase });
  }
  await app.register(authPlugin);
  await app.register(livePlugin, { notifications });
  // Before the routes: the API document is built from every route registered after it.
  await app.register(apiDocument);
  await app.register(apiRoutes, { prefix: '/api' });
  // The DHRU reseller API: /api/index.php, and under the public URL's path when it has one.
  await app.register(dhruApi);
  await app.register(clientPlugin, { clientDir: config.clientDir });
  return app;
}
