import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import helmet from 'helmet';

/** HSTS for a year, only when the shop is served over https. */
const ONE_YEAR_SECONDS = 31_536_000;

/**
 * Security headers on every answer — the page, the JSON API and the reseller API — set by
 * helmet. The content security policy allows only the shop's own scripts; styles may be inline
 * because MUI (emotion) writes its styles into <style> elements at run time; images and fonts may
 * be data: URLs (the API document's icons). Nothing may frame the shop.
 *
 * helmet's middleware is built once, at start-up: @fastify/helmet built it again for every
 * request (the policy parsed, every header name and value worked out anew), which was 2 % of the
 * server's CPU on a short list (bench/README.md).
 */
async function securityHeadersPlugin(app: FastifyInstance): Promise<void> {
  const https = app.config.publicUrl.startsWith('https:');
  const setSecurityHeaders = helmet({
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
  app.addHook('onRequest', (request, reply, done) => {
    // helmet 8 throws rather than passing an error on; its callback only ever says "go on".
    setSecurityHeaders(request.raw, reply.raw, () => done());
  });
}

export default fp(securityHeadersPlugin, { name: 'security-headers', dependencies: ['context'] });
