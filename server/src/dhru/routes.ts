import formbody from '@fastify/formbody';
import multipart from '@fastify/multipart';
import { Type } from '@sinclair/typebox';
import type { FastifyError, FastifyInstance, FastifyRequest } from 'fastify';
import { AccountDeactivatedError } from '../domain/errors.js';
import { resellerAccess } from '../http/routeAccess.js';
import { errorAnswer } from '../plugins/errorHandler.js';
import {
  DHRU_ANSWER_DESCRIPTION,
  DhruAnswer,
  DhruBulkAnswer,
  DhruRequest,
} from '../schemas/dhru.js';
import { handleDhruRequest } from './dispatch.js';
import { DHRU_HEADERS, dhruBody, errorPart } from './envelope.js';
import { AUTHENTICATION_FAILED, DhruError } from './errors.js';
import { MAX_PARAMETERS_LENGTH } from './requestFields.js';

/** The path DHRU clients append to the URL they were given. */
export const DHRU_PATH = '/api/index.php';

/**
 * Where the API answers: `/api/index.php`, and under the path of the public URL (the service URL
 * the profile shows) when it has one, e.g. `https://shop.example/unlock` + `/api/index.php`.
 * Duplicate slashes (`//api/index.php`) are ignored by the router.
 */
export function dhruPaths(publicUrl: string): string[] {
  const base = new URL(publicUrl).pathname.replace(/\/+$/, '');
  return base === '' ? [DHRU_PATH] : [DHRU_PATH, `${base}${DHRU_PATH}`];
}

/** What a failure of the transport (not of the request's content) tells the client. */
function transportMessage(error: FastifyError): [string, string] {
  if (error.code === 'FST_FILES_LIMIT') {
    return ['Invalid request', 'Files are not accepted: send every field as text.'];
  }
  if (error.code === 'FST_ERR_CTP_BODY_TOO_LARGE' || error.statusCode === 413) {
    return ['Request too large', 'The request body is over the size limit; send fewer references.'];
  }
  if (error.code === 'FST_ERR_CTP_INVALID_MEDIA_TYPE' || error.statusCode === 415) {
    return [
      'Unsupported content type',
      'Send the fields as application/x-www-form-urlencoded, multipart/form-data or JSON.',
    ];
  }
  return ['Invalid request', 'The request body could not be read.'];
}

/**
 * The DHRU Fusion reseller API (POST /api/index.php). Its form-body parsers and its error handler
 * live in this plugin's own context, so the JSON API keeps its own. Every answer, refusals and
 * broken bodies included, is HTTP 200 with the DHRU envelope and headers.
 */
export default async function dhruApi(app: FastifyInstance): Promise<void> {
  await app.register(formbody);
  await app.register(multipart, {
    attachFieldsToBody: 'keyValues',
    limits: { files: 0, fields: 10, parts: 20, fieldSize: MAX_PARAMETERS_LENGTH * 2 },
  });

  app.addHook('onSend', async (_request, reply, payload) => {
    reply.headers(DHRU_HEADERS);
    return payload;
  });

  // Requests whose body was read: a failure before that (a broken multipart stream, say) is the
  // client's; one after it is ours.
  const bodyRead = new WeakSet<FastifyRequest>();

  app.setErrorHandler((error: FastifyError, request, reply) => {
    if (error instanceof DhruError) return reply.code(200).send(dhruBody(error.toPart()));
    // Deactivated after its key was checked: answered as the next call with that key would be.
    if (error instanceof AccountDeactivatedError) {
      return reply.code(200).send(dhruBody(new DhruError(AUTHENTICATION_FAILED).toPart()));
    }
    // A failure the JSON API would answer with a 4xx (the same mapping) is the client's.
    const status = errorAnswer(error)?.status ?? 500;
    if (status < 500 || !bodyRead.has(request)) {
      const [message, description] = transportMessage(error);
      return reply.code(200).send(dhruBody(errorPart(message, description)));
    }
    request.log.error({ err: error }, 'reseller API request failed');
    return reply
      .code(200)
      .send(
        dhruBody(
          errorPart('Temporary server error', 'The request could not be completed; please retry.'),
        ),
      );
  });

  // The schema documents the route. The fields are read by readRequestFields, which answers
  // every problem with a DHRU envelope, and answers keep JSON.stringify's order (echoed ID
  // first, as DHRU servers send it): neither Ajv nor fast-json-stringify is used here.
  const schema = {
    ...resellerAccess,
    summary: 'DHRU Fusion reseller API: one action per request',
    consumes: ['multipart/form-data', 'application/x-www-form-urlencoded', 'application/json'],
    body: DhruRequest,
    response: {
      200: {
        description: DHRU_ANSWER_DESCRIPTION,
        content: {
          'application/json': { schema: Type.Union([DhruAnswer, DhruBulkAnswer]) },
        },
      },
    },
  };
  const readAsIs = {
    validatorCompiler: () => () => true,
    serializerCompiler: () => JSON.stringify,
  };
  for (const url of dhruPaths(app.config.publicUrl)) {
    app.post(url, { schema, ...readAsIs }, async (request) => {
      bodyRead.add(request);
      return dhruBody(await handleDhruRequest(app.db, app.config, request.body, request.ip));
    });
  }
}
