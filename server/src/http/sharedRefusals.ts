import type { RouteOptions } from 'fastify';
import { errorAnswer } from '../schemas/errors.js';

const UNSTORABLE_INPUT =
  'Invalid input: `errors` lists the messages per field. Any route refuses input no column can ' +
  'store (a NUL character, a lone surrogate, a number written 1e309), in the path, query or body';

const TWO_FACTOR_FIRST =
  'An admin without two-factor sign-in while the shop requires it (REQUIRE_ADMIN_2FA): set it up first';

/**
 * onRoute hook of the REST API: the refusals any route may give, added to the statuses its schema
 * declares, so that the API document lists them and Fastify writes them with the error body.
 * - 422: `refuseUnstorableInput` runs before every route's own validation.
 * - 403: a signed-in route refuses an admin held back by REQUIRE_ADMIN_2FA, unless it is one of
 *   the few that lead to the set-up (`config.beforeTwoFactor`). Admin routes declare their own.
 * A route's own description of a status stays. The reseller endpoint answers in DHRU envelopes.
 */
export function declareSharedRefusals(route: RouteOptions): void {
  const schema = route.schema as (RouteOptions['schema'] & { tags?: string[] }) | undefined;
  if (!schema?.response || schema.tags?.includes('reseller')) return;
  const response: Record<string, unknown> = { ...(schema.response as Record<string, unknown>) };
  response[422] ??= errorAnswer(UNSTORABLE_INPUT);
  const signedIn = Array.isArray(schema.security) && schema.security.length > 0;
  const config = route.config as { beforeTwoFactor?: boolean } | undefined;
  if (signedIn && config?.beforeTwoFactor !== true) {
    response[403] ??= errorAnswer(TWO_FACTOR_FIRST);
  }
  route.schema = { ...schema, response };
}
