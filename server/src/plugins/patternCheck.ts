import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { unrunnablePatterns } from '../domain/backOffice/unrunnablePatterns.js';

/**
 * When the server is ready, a warning in the log for each custom-field pattern the catalogue
 * holds that RE2 cannot run (domain/backOffice/unrunnablePatterns.ts): the admin learns which
 * service and field take values unchecked, and what to change.
 */
async function patternCheckPlugin(app: FastifyInstance): Promise<void> {
  app.addHook('onReady', async () => {
    // A check that cannot run does not keep the server from starting: it says so instead.
    const unrunnable = await unrunnablePatterns(app.db).catch((error: unknown) => {
      app.log.warn({ err: error }, 'The custom-field patterns could not be checked.');
      return [];
    });
    for (const found of unrunnable) {
      app.log.warn(
        { serviceId: found.serviceId, field: found.field, pattern: found.pattern },
        `Service ${found.serviceId} (${found.serviceName}), field "${found.field}": its pattern uses lookarounds or back-references, which are not run; values for it are accepted unchecked until an admin changes the pattern.`,
      );
    }
  });
}

export default fp(patternCheckPlugin, { name: 'pattern-check', dependencies: ['context'] });
