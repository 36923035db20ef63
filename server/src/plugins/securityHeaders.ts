import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import helmet from 'helmet';
import { dhruPaths } from '../dhru/routes.js';
import { isUnderApi, routedPath } from '../http/apiPath.js';
import { DOCS_PREFIX } from './apiDocument.js';

/** HSTS for a year, only when the shop is served over https. */
const ONE_YEAR_SECONDS = 31_536_000;
const STRICT_TRANSPORT = `max-age=${ONE_YEAR_SECONDS}`;

/**
 * What every answer of the API carries (OWASP's REST cheat sheet): JSON is never a page, so its
 * policy allows nothing to load and nothing to frame it, no cache (a browser's or a proxy's) may
 * keep a balance, an IMEI or a code, and no other site may read it. The headers only a page needs
 * (cross-origin opener, origin cluster, DNS prefetch, the old browsers' XSS filter and download
 * prompt, Flash's cross-domain policy) are left to the pages.
 */
const API_ANSWER_HEADERS: ReadonlyArray<readonly [string, string]> = [
  ['cache-control', 'no-store'],
  ['content-security-policy', "default-src 'none'; frame-ancestors 'none'"],
  ['cross-origin-resource-policy', 'same-origin'],
  ['referrer-policy', 'no-referrer'],
  ['x-content-type-options', 'nosniff'],
  ['x-frame-options', 'DENY'],
];

/**
 * Whether a request's answer is one of the JSON API or the reseller API, read from its path as the
 * router matches it (`//api/profile` and `//api/index.php` too): everything under `/api` but the
 * API document's interactive page, and the reseller API under the public URL's path
 * (`/unlock/api/index.php`).
 */
function apiAnswerTest(publicUrl: string): (url: string) => boolean {
  const resellerPaths = new Set(dhruPaths(publicUrl));
  return (url) => {
    const path = routedPath(url);
    if (resellerPaths.has(path)) return true;
    return isUnderApi(path) && path !== DOCS_PREFIX && !path.startsWith(`${DOCS_PREFIX}/`);
  };
}

/**
 * Security headers on every answer. The pages (the web app and the API document's page) get
 * helmet's: the content security policy allows only the shop's own scripts; styles may be inline
 * because MUI (emotion) writes its styles into <style> elements at run time; images and fonts may
 * be data: URLs (the API document's icons). Nothing may frame the shop. The API's answers get the
 * short list above.
 *
 * Both are built once, at start-up: @fastify/helmet built helmet's middleware again for every
 * request (the policy parsed, every header name and value worked out anew), which was 2 % of the
 * server's CPU on a short list (bench/README.md).
 */
async function securityHeadersPlugin(app: FastifyInstance): Promise<void> {
  const https = app.config.publicUrl.startsWith('https:');
  const isApiAnswer = apiAnswerTest(app.config.publicUrl);
  const setPageHeaders = helmet({
    contentSecurityPolicy: {
      useDefaults: false,
      directives: {
        defaultSrc: ["'self'"],
        scriptSrc: ["'self'"],
        styleSrc: ["'self'", "'unsafe-inline'"],
        imgSrc: ["'self'", 'data:'],
        fontSrc: ["'self'", 'data:'],
        connectSrc: ["'self'"],
        objectSrc: ["'none'"],
        baseUri: ["'self'"],
        formAction: ["'self'"],
        frameAncestors: ["'none'"],
        ...(https ? { upgradeInsecureRequests: [] } : {}),
      },
    },
    frameguard: { action: 'deny' },
    referrerPolicy: { policy: 'no-referrer' },
    strictTransportSecurity: https ? { maxAge: ONE_YEAR_SECONDS, includeSubDomains: false } : false,
  });
  const apiHeaders = https
    ? [...API_ANSWER_HEADERS, ['strict-transport-security', STRICT_TRANSPORT] as const]
    : API_ANSWER_HEADERS;
  app.addHook('onRequest', (request, reply, done) => {
    if (isApiAnswer(request.url)) {
      for (const [name, value] of apiHeaders) reply.raw.setHeader(name, value);
      done();
      return;
    }
    // helmet 8 throws rather than passing an error on; its callback only ever says "go on".
    setPageHeaders(request.raw, reply.raw, () => done());
  });
}

export default fp(securityHeadersPlugin, { name: 'security-headers', dependencies: ['context'] });
