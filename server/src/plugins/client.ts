import fs from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { isApiPath, routedPath } from '../http/apiPath.js';
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
  if (hasClient) app.addHook('onRequest', doubledSlashes);
  app.setNotFoundHandler((request, reply) => {
    // A missing file (/assets/old-chunk.js) is a 404, never the page: only routes get index.html.
    const isFile = /\.[a-z0-9]+$/i.test(routedPath(request.url));
    const isPage = request.method === 'GET' || request.method === 'HEAD';
    if (hasClient && !isApiPath(request.url) && !isFile && isPage) {
      return reply.header('Cache-Control', 'no-cache').type('text/html').sendFile('index.html');
    }
    throw new RouteNotFoundError(request.method, request.url);
  });
}

/** The static files' route (`wildcard: true`), which takes what no other route does. */
const STATIC_ROUTE = '/*';

/**
 * An address with doubled slashes that only the static files' route takes (`//admin/services`,
 * `//assets/app.js`): the router reads past them, the file server refuses them (a 403). A page
 * or a file is sent to the address written with single slashes; an unknown API address keeps
 * the API's JSON 404. The API's own routes are left alone: `//api/index.php` is answered there.
 */
async function doubledSlashes(request: FastifyRequest, reply: FastifyReply): Promise<void> {
  if (request.routeOptions.url !== STATIC_ROUTE) return;
  const queryAt = request.url.indexOf('?');
  const path = queryAt === -1 ? request.url : request.url.slice(0, queryAt);
  if (!path.includes('//')) return;
  // A backslash too is no address of the app, and `/\evil.example` would send a browser away.
  if (isApiPath(request.url) || path.includes('\\')) {
    throw new RouteNotFoundError(request.method, request.url);
  }
  const query = queryAt === -1 ? '' : request.url.slice(queryAt);
  await reply.redirect(`${path.replace(/\/{2,}/g, '/')}${query}`, 308);
}

export default fp(clientPlugin, { name: 'client' });
