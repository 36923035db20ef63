import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import type { Actor } from '../domain/audit/index.js';
import { type UserRow, userForToken } from '../domain/tokens.js';
import { ForbiddenError, UnauthenticatedError } from '../http/errors.js';

/** What an admin hears everywhere but the set-up while REQUIRE_ADMIN_2FA waits for them. */
export { TWO_FACTOR_FIRST } from '../schemas/auth.js';

import { TWO_FACTOR_FIRST } from '../schemas/auth.js';

declare module 'fastify' {
  interface FastifyContextConfig {
    /** The route stays open to an admin who has yet to turn on a required two-factor sign-in. */
    beforeTwoFactor?: boolean;
    /**
     * The token may also come from the `token` cookie the web app keeps it in (an EventSource
     * cannot send headers). Only for reading routes: a cookie travels with every request.
     */
    tokenCookie?: boolean;
  }
  interface FastifyRequest {
    /** The signed-in user; set by `authenticate`. */
    user: UserRow | null;
    /** The bearer token of this request, when there is one. */
    token: string | null;
  }
  interface FastifyInstance {
    /** onRequest hook: 401 without a valid bearer token. */
    authenticate(request: FastifyRequest): Promise<void>;
    /** onRequest hook: 401 without a token, 403 for a customer. */
    requireAdmin(request: FastifyRequest): Promise<void>;
  }
}

/** The cookie the web app keeps the bearer token in. */
const TOKEN_COOKIE = 'token';

function bearerToken(request: FastifyRequest): string | null {
  const header = request.headers.authorization;
  if (!header) return null;
  const match = /^Bearer\s+(\S+)$/i.exec(header);
  return match?.[1] ?? null;
}

/** The `token` cookie's value (the web app stores the bearer token there). */
function cookieToken(request: FastifyRequest): string | null {
  const header = request.headers.cookie;
  if (!header) return null;
  for (const part of header.split(';')) {
    const [name, ...value] = part.trim().split('=');
    if (name !== TOKEN_COOKIE) continue;
    try {
      return decodeURIComponent(value.join('=')) || null;
    } catch {
      return null;
    }
  }
  return null;
}

/** Who makes a change through this request, for the audit log: the signed-in user and address. */
export function currentActor(request: FastifyRequest): Actor {
  return { userId: currentUser(request).id, address: request.ip };
}

/** The signed-in user of a request that passed `authenticate`. */
export function currentUser(request: FastifyRequest): UserRow {
  if (!request.user) throw new UnauthenticatedError();
  return request.user;
}

async function authPlugin(app: FastifyInstance): Promise<void> {
  app.decorateRequest('user', null);
  app.decorateRequest('token', null);

  async function authenticate(request: FastifyRequest): Promise<void> {
    const token =
      bearerToken(request) ??
      (request.routeOptions.config.tokenCookie === true ? cookieToken(request) : null);
    if (!token) throw new UnauthenticatedError();
    const user = await userForToken(app.db, token, {
      idleHours: app.config.tokenIdleHours,
      maxDays: app.config.tokenMaxDays,
    });
    if (!user) throw new UnauthenticatedError();
    request.user = user;
    request.token = token;
    const required = app.config.adminTwoFactorRequired && user.admin && user.totpSecret === null;
    if (required && request.routeOptions.config.beforeTwoFactor !== true) {
      throw new ForbiddenError(TWO_FACTOR_FIRST);
    }
  }

  app.decorate('authenticate', authenticate);
  app.decorate('requireAdmin', async (request: FastifyRequest) => {
    await authenticate(request);
    if (!request.user?.admin) throw new ForbiddenError();
  });
}

export default fp(authPlugin, { name: 'auth', dependencies: ['context'] });
