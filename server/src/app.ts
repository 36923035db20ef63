import Fastify, { type FastifyInstance } from 'fastify';
import type { AppConfig } from './config.js';
import type { Database } from './db/client.js';
import dhruApi from './dhru/routes.js';
import apiDocument from './plugins/apiDocument.js';
import authPlugin from './plugins/auth.js';
import clientPlugin from './plugins/client.js';
import contextPlugin from './plugins/context.js';
import errorHandler from './plugins/errorHandler.js';
import apiRoutes from './routes/index.js';

export interface BuildOptions {
  config: AppConfig;
  db: Database;
  logger?: boolean;
}

/** The whole application as a Fastify instance; main.ts only starts it. */
export async function buildApp({
  config,
  db,
  logger = false,
}: BuildOptions): Promise<FastifyInstance> {
  const app = Fastify({
    logger: logger ? { level: config.logLevel } : false,
    bodyLimit: 1024 * 1024,
    trustProxy: config.trustProxy,
    routerOptions: { ignoreDuplicateSlashes: true, ignoreTrailingSlash: true },
    ajv: { customOptions: { allErrors: true, removeAdditional: true, coerceTypes: 'array' } },
  });
  await app.register(errorHandler);
  await app.register(contextPlugin, { db, config });
  await app.register(authPlugin);
  // Before the routes: the API document is built from every route registered after it.
  await app.register(apiDocument);
  await app.register(apiRoutes, { prefix: '/api' });
  // The DHRU reseller API: /api/index.php, and under the public URL's path when it has one.
  await app.register(dhruApi);
  await app.register(clientPlugin, { clientDir: config.clientDir });
  return app;
}
