import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { isRecord } from '../domain/records.js';
import { DOCUMENTED_AS } from '../schemas/fields.js';

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
  'Errors are `{message}`, with `errors: {field: [messages]}` on a 422. Besides the statuses',
  'each operation lists, any operation with a body may answer 400 (not JSON), 413 (too large) or',
  '415 (another content type), and any may answer 500 (a fault of the server).',
  '',
  'Messages are in English; a request with `Accept-Language: es` gets them in Spanish',
  '(the reseller API always answers in English).',
].join('\n');

/**
 * A route's schema as the document shows it: each field the domain checks (`CheckedByDomain`,
 * which validates nothing) shown as the shape it documents, its own description kept. Parts
 * without such a field are the route's own objects; the route's schema is never changed.
 */
function documentedShapes(schema: unknown): unknown {
  if (Array.isArray(schema)) {
    const items = schema.map(documentedShapes);
    return items.some((item, index) => item !== schema[index]) ? items : schema;
  }
  if (!isRecord(schema)) return schema;
  if (DOCUMENTED_AS in schema) {
    const { [DOCUMENTED_AS]: documented, ...keywords } = schema;
    return isRecord(documented) ? { ...documented, ...keywords } : schema;
  }
  let changed = false;
  const shown: Record<string | symbol, unknown> = { ...schema };
  for (const [key, value] of Object.entries(schema)) {
    const documented = documentedShapes(value);
    if (documented !== value) {
      shown[key] = documented;
      changed = true;
    }
  }
  return changed ? shown : schema;
}

/**
 * The OpenAPI 3 document of every route, generated from the routes' TypeBox schemas
 * (GET /api/openapi.json), and its interactive page (/api/docs). Registered before the routes,
 * so that @fastify/swagger sees each of them.
 */
async function apiDocumentPlugin(app: FastifyInstance): Promise<void> {
  await app.register(swagger, {
    transform: ({ schema, url }) => ({ schema: documentedShapes(schema) as typeof schema, url }),
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
