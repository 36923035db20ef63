import type { FastifyError, FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { laravelErrors } from '../http/ajvMessages.js';
import { HttpError, summarize, ValidationError } from '../http/errors.js';

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

/** One error shape for the whole API; 5xx details stay in the log. */
async function errorHandlerPlugin(app: FastifyInstance): Promise<void> {
  app.setErrorHandler((error: FastifyError, request, reply) => {
    if (error instanceof ValidationError) {
      return reply.code(422).send({ message: error.message, errors: error.errors });
    }
    if (error.validation) {
      const errors = laravelErrors(error.validation);
      return reply.code(422).send({ message: summarize(errors), errors });
    }
    if (error instanceof HttpError) {
      return reply.code(error.statusCode).send({ message: error.message });
    }
    const status = error.statusCode ?? 500;
    if (status >= 400 && status < 500) {
      const message =
        status === 400 && error.code === 'FST_ERR_CTP_INVALID_JSON_BODY'
          ? 'The request body is not valid JSON.'
          : (STATUS_MESSAGES[status] ?? error.message);
      return reply.code(status).send({ message });
    }
    request.log.error({ err: error }, 'request failed');
    return reply.code(500).send({ message: 'Server Error' });
  });
}

export default fp(errorHandlerPlugin, { name: 'error-handler' });
