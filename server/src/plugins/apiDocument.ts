import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';

/** Where the document and its interactive page are served. */
export const OPENAPI_PATH = '/api/openapi.json';
export const DOCS_PREFIX = '/api/docs';

const ROLES_TEXT = [
  'The REST API of the portal and the DHRU Fusion reseller API.',
  '',
  'Each operation names who may call it in its tag and in `x-role`:',
  '- **public**: no token;',
  '- **customer**: any signed-in account, with `Authorization: Bearer <token>` from /api/login;',
  '- **admin**: an admin’s token (a customer gets 403);',
  '- **reseller**: the account’s name and API key in the form body (POST /api/index.php).',
  '',
  'Errors are `{message}`, with `errors: {field: [messages]}` on a 422.',
  '',
  'Messages are in English; a request with `Accept-Language: es` gets them in Spanish',
  '(the reseller API always answers in English).',
].join('\n');

/**
 * The OpenAPI 3 document of every route, generated from the routes' TypeBox schemas
 * (GET /api/openapi.json), and its interactive page (/api/docs). Registered before the routes,
 * so that @fastify/swagger sees each of them.
 */
async function apiDocumentPlugin(app: FastifyInstance): Promise<void> {
  await app.register(swagger, {
    openapi: {
      openapi: '3.0.3',
      info: { title: 'Unlock Portal API', version: '1.0.0', description: ROLES_TEXT },
      tags: [
        { name: 'public', description: 'No token needed' },
        { name: 'customer', description: 'Any signed-in account (bearer token)' },
        { name: 'admin', description: 'Admins only: 401 without a token, 403 to a customer' },
        { name: 'reseller', description: 'DHRU Fusion compatible; credentials in the form body' },
      ],
      components: {
        securitySchemes: {
          bearer: {
            type: 'http',
            scheme: 'bearer',
            description: 'The token of POST /api/login or POST /api/regis',
          },
        },
      },
    },
  });
  await app.register(swaggerUi, { routePrefix: DOCS_PREFIX });
  app.get(OPENAPI_PATH, { schema: { hide: true } }, async () => app.swagger());
}

export default fp(apiDocumentPlugin, { name: 'api-document' });
