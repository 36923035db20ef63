import { errorPart } from './envelope.js';

/**
 * A refusal the client should read: answered as `{"ERROR": [{MESSAGE, FULL_DESCRIPTION}]}` with
 * HTTP 200, as DHRU clients expect; never a charge.
 */
export class DhruError extends Error {
  constructor(
    message: string,
    readonly fullDescription?: string,
  ) {
    super(message);
  }

  toPart() {
    return errorPart(this.message, this.fullDescription);
  }
}

export const AUTHENTICATION_FAILED = 'Authentication Failed';
export const INVALID_ACTION = 'Invalid Action';
