import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { AppConfig } from '../config.js';
import type { Database } from '../db/client.js';

declare module 'fastify' {
  interface FastifyInstance {
    db: Database;
    config: AppConfig;
  }
}

/** Makes the database and the configuration reachable from every route. */
async function contextPlugin(
  app: FastifyInstance,
  options: { db: Database; config: AppConfig },
): Promise<void> {
  app.decorate('db', options.db);
  app.decorate('config', options.config);
}

export default fp(contextPlugin, { name: 'context' });
