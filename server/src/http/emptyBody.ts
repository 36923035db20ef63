import type { FastifyReply, FastifyRequest, HookHandlerDoneFunction } from 'fastify';

/**
 * onRequest hook of the API: an empty body is no body, whatever its content type says. Clients
 * that send `Content-Type: application/json` on every request (a DELETE, a sign-out) were
 * answered 400, as Fastify refuses to parse an empty JSON body; a route that needs a body now
 * says which fields are required (http/bodyValidation.ts reads no body as `{}`).
 */
export function ignoreTypeOfEmptyBody(
  request: FastifyRequest,
  _reply: FastifyReply,
  done: HookHandlerDoneFunction,
): void {
  const headers = request.raw.headers;
  // Without a length and without chunks there is no body either (RFC 9112, 6.3).
  const length = headers['content-length'];
  if ((length === '0' || length === undefined) && headers['transfer-encoding'] === undefined) {
    delete headers['content-type'];
  }
  done();
}
