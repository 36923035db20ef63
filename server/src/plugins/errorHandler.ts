import type { FastifyError, FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import {
  AccountDeactivatedError,
  ConflictError,
  type FieldErrors,
  InvalidInputError,
  NotFoundError,
  summarize,
  TooManyAttemptsError,
} from '../domain/errors.js';
import { laravelErrors } from '../http/ajvMessages.js';
import { ForbiddenError, RouteNotFoundError, UnauthenticatedError } from '../http/errors.js';
import type { ErrorBody } from '../schemas/errors.js';
import type { OrderRefusal } from '../schemas/orders.js';

declare module 'fastify' {
  interface FastifyContextConfig {
    /**
     * A refused input (a domain 422) also says all its messages as one text, `error`, one a line:
     * the order form shows it (spec: "failure uses data.error"). A body against the route's
     * schema is answered as on every route, without it.
     */
    errorText?: boolean;
  }
}

const STATUS_MESSAGES: Record<number, string> = {
  400: 'Bad request.',
  401: 'Unauthenticated.',
  403: 'This action is unauthorized.',
  404: 'Not found.',
  405: 'Method not allowed.',
  413: 'The request is too large.',
  415: 'Unsupported content type.',
  429: 'Too many requests.',
};

/** The body of an error answer: Laravel's shape, and the one text of a route that has it. */
type ErrorAnswerBody = ErrorBody & Pick<OrderRefusal, 'error'>;

/** What the API answers to an error: a status and a Laravel-shaped body. */
export interface ErrorAnswer {
  status: number;
  body: ErrorAnswerBody;
  /** Its messages may be someone else's words (InvalidInputError.quotesOthers). */
  quotesOthers?: boolean;
  /** The body also says every message as one text, `error` (`config.errorText`). */
  withErrorText?: boolean;
}

/** What a route's config says of its error answers. */
export interface ErrorAnswerOptions {
  errorText?: boolean;
}

/** The status of each domain or access refusal; everything else it says is its message. */
const REFUSAL_STATUSES: [new (...args: never[]) => Error, number][] = [
  [UnauthenticatedError, 401],
  [AccountDeactivatedError, 401],
  [ForbiddenError, 403],
  [NotFoundError, 404],
  [RouteNotFoundError, 404],
  [ConflictError, 409],
  [TooManyAttemptsError, 429],
];

/**
 * The one mapping from errors to HTTP: domain errors, access refusals and Fastify's own client
 * errors get their Laravel answer; `undefined` means the failure is the server's (a 500).
 */
export function errorAnswer(
  error: FastifyError,
  route: ErrorAnswerOptions = {},
): ErrorAnswer | undefined {
  if (error instanceof InvalidInputError) {
    return {
      status: 422,
      body: { message: error.message, errors: error.errors },
      quotesOthers: error.quotesOthers,
      withErrorText: route.errorText === true,
    };
  }
  if (error.validation) {
    const errors = laravelErrors(error.validation);
    return { status: 422, body: { message: summarize(errors), errors } };
  }
  const refusal = REFUSAL_STATUSES.find(([kind]) => error instanceof kind);
  if (refusal) return { status: refusal[1], body: { message: error.message } };
  const status = error.statusCode ?? 500;
  if (status >= 400 && status < 500) {
    const message =
      status === 400 && error.code === 'FST_ERR_CTP_INVALID_JSON_BODY'
        ? 'The request body is not valid JSON.'
        : (STATUS_MESSAGES[status] ?? error.message);
    return { status, body: { message } };
  }
  return undefined;
}

/** Every message of a refusal, one a line. */
const oneText = (errors: FieldErrors) => Object.values(errors).flat().join('\n');

/** An answer's messages in the language the request asked for (plugins/answerLanguage.ts). */
function inRequestLanguage(request: FastifyRequest, answer: ErrorAnswer): ErrorAnswerBody {
  const { body } = answer;
  if (!body.errors) return { message: request.translate(body.message) };
  const { message, errors } = request.translateErrors(body.errors, answer.quotesOthers);
  return answer.withErrorText ? { message, error: oneText(errors), errors } : { message, errors };
}

/** One error shape for the whole API; 5xx details stay in the log. */
async function errorHandlerPlugin(app: FastifyInstance): Promise<void> {
  app.setErrorHandler((error: FastifyError, request, reply) => {
    const answer = errorAnswer(error, request.routeOptions.config);
    // RFC 9110: a 429 may say when to come back; the message says it to people, this to programs.
    if (error instanceof TooManyAttemptsError) {
      reply.header('retry-after', String(error.retryAfterSeconds));
    }
    if (answer) return reply.code(answer.status).send(inRequestLanguage(request, answer));
    request.log.error({ err: error }, 'request failed');
    return reply.code(500).send({ message: request.translate('Server Error') });
  });
}

export default fp(errorHandlerPlugin, {
  name: 'error-handler',
  dependencies: ['answer-language'],
});
