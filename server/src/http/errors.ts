/**
 * Access refusals of the HTTP layer (the bearer token and the role are HTTP concepts, not domain
 * rules). The API's error handler (plugins/errorHandler.ts) answers them with the domain errors.
 */

/** No valid bearer token: 401 `Unauthenticated.` */
export class UnauthenticatedError extends Error {
  override name = 'UnauthenticatedError';
  constructor() {
    super('Unauthenticated.');
  }
}

/** Signed in, but the role may not do this: 403 `This action is unauthorized.` (or why not). */
export class ForbiddenError extends Error {
  override name = 'ForbiddenError';
  constructor(message = 'This action is unauthorized.') {
    super(message);
  }
}

/** No route answers this method and path: 404 `The route GET /api/x could not be found.` */
export class RouteNotFoundError extends Error {
  override name = 'RouteNotFoundError';
  constructor(method: string, url: string) {
    super(`The route ${method} ${url} could not be found.`);
  }
}
