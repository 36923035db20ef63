import fs from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { isApiPath } from '../http/apiPath.js';
import { RouteNotFoundError } from '../http/errors.js';

/**
 * Serves the built single-page app at `/`, with index.html for every other GET that a browser
 * asks for (client-side routes such as /admin/services). API paths keep their JSON 404, which the
 * one error handler answers (RouteNotFoundError).
 */
async function clientPlugin(app: FastifyInstance, options: { clientDir: string | undefined }) {
  const clientDir = options.clientDir;
  const hasClient = clientDir !== undefined && fs.existsSync(path.join(clientDir, 'index.html'));
  if (hasClient) {
    await app.register(fastifyStatic, {
      root: clientDir,
      // Files are looked up per request, so a rebuilt client is served without a restart.
      wildcard: true,
      index: ['index.html'],
      cacheControl: false,
      setHeaders(res, filePath) {
        const hashed = filePath.includes(`${path.sep}assets${path.sep}`);
        res.header('Cache-Control', hashed ? 'public, max-age=31536000, immutable' : 'no-cache');
      },
    });
  }
  app.setNotFoundHandler((request, reply) => {
    // A missing file (/assets/old-chunk.js) is a 404, never the page: only routes get index.html.
    const isFile = /\.[a-z0-9]+$/i.test(new URL(request.url, 'http://internal').pathname);
    const isPage = request.method === 'GET' || request.method === 'HEAD';
    if (hasClient && !isApiPath(request.url) && !isFile && isPage) {
      return reply.header('Cache-Control', 'no-cache').type('text/html').sendFile('index.html');
    }
    throw new RouteNotFoundError(request.method, request.url);
  });
}

export default fp(clientPlugin, { name: 'client' });
