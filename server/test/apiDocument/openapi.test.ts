import Ajv from 'ajv';
import addFormats from 'ajv-formats';
import type { OpenAPIV3 } from 'openapi-types';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp, type TestUser } from '../helpers/testApp.js';
import { registeredRoutes } from './registeredRoutes.js';

type Operation = OpenAPIV3.OperationObject & { 'x-role'?: string };
const METHODS = ['get', 'post', 'put', 'patch', 'delete'] as const;

let t: TestApp;
let admin: TestUser;
let customer: TestUser;
let document: OpenAPIV3.Document;

/** Every operation of the document with its method and path. */
const operations = () =>
  Object.entries(document.paths).flatMap(([path, item]) =>
    METHODS.flatMap((method) => {
      const operation = item?.[method] as Operation | undefined;
      return operation ? [{ method: method.toUpperCase(), path, operation }] : [];
    }),
  );

/** A request URL for a documented path: every path parameter filled with 1. */
const urlOf = (path: string) => path.replace(/\{\w+\}/g, '1');

beforeAll(async () => {
  t = await createTestApp();
  admin = await t.createUser({ admin: true });
  customer = await t.createUser();
  const res = await t.app.inject({ method: 'GET', url: '/api/openapi.json' });
  expect(res.statusCode).toBe(200);
  document = res.json();
});
afterAll(() => t.close());

describe('the API document (GET /api/openapi.json)', () => {
  it('documents every route the server answers', () => {
    // Only the document's own routes are left out; HEAD is answered by every GET route.
    const ownRoutes = (path: string) =>
      path === '/api/openapi.json' || path.startsWith('/api/docs');
    const missing = registeredRoutes(t.app)
      .filter((route) => route.method !== 'HEAD' && !ownRoutes(route.path))
      .filter((route) => {
        const item = document.paths[route.path] as Record<string, unknown> | undefined;
        return item?.[route.method.toLowerCase()] === undefined;
      })
      .map((route) => `${route.method} ${route.path}`);
    expect(missing).toEqual([]);
    // The reading of the route tree found them all: the REST API and the reseller API.
    expect(registeredRoutes(t.app)).toEqual(
      expect.arrayContaining([
        { method: 'PATCH', path: '/api/admin_orders_pending/{id}' },
        { method: 'GET', path: '/api/admin_services_price_by_user/{userId}' },
        { method: 'POST', path: '/api/index.php' },
      ]),
    );
  });

  it('is an OpenAPI 3 document with paths, components and the bearer scheme', () => {
    expect(document.openapi).toMatch(/^3\.0\.\d+$/);
    expect(document.info.title).toBeTruthy();
    expect(document.components?.securitySchemes?.bearer).toMatchObject({
      type: 'http',
      scheme: 'bearer',
    });
    expect(operations().length).toBeGreaterThanOrEqual(30);
  });

  it('gives each operation its role, security, parameters and responses', () => {
    for (const { method, path, operation } of operations()) {
      const where = `${method} ${path}`;
      const role = operation['x-role'];
      expect(['public', 'customer', 'admin'], where).toContain(role);
      const reseller = path.endsWith('/index.php');
      expect(operation.tags, where).toEqual([reseller ? 'reseller' : String(role)]);
      const bearer = role !== 'public' && !reseller;
      expect(operation.security, where).toEqual(bearer ? [{ bearer: [] }] : []);
      if (bearer) expect(Object.keys(operation.responses), where).toContain('401');
      if (role === 'admin') expect(Object.keys(operation.responses), where).toContain('403');
      const success = Object.keys(operation.responses).filter((status) => /^2\d\d$/.test(status));
      expect(success, where).toHaveLength(1);
      for (const name of path.match(/\{\w+\}/g) ?? []) {
        const parameter = (operation.parameters as OpenAPIV3.ParameterObject[] | undefined)?.find(
          (p) => p.in === 'path' && `{${p.name}}` === name,
        );
        expect(parameter?.required, `${where} ${name}`).toBe(true);
      }
    }
  });

  it('holds only schemas that compile', () => {
    // Ajv reads OpenAPI 3.0's `nullable`; the document's other keywords are JSON Schema.
    const ajv = addFormats(new Ajv({ strict: false }));
    const schemas = operations().flatMap(({ operation }) => [
      ...Object.values(
        operation.requestBody ? (operation.requestBody as OpenAPIV3.RequestBodyObject).content : {},
      ),
      ...Object.values(operation.responses).flatMap((response) =>
        Object.values((response as OpenAPIV3.ResponseObject).content ?? {}),
      ),
    ]);
    expect(schemas.length).toBeGreaterThan(60);
    for (const media of schemas) expect(() => ajv.compile(media.schema ?? {})).not.toThrow();
  });

  it('describes the reseller API: its fields (as a form or JSON), its seven actions and its envelopes', () => {
    const operation = document.paths['/api/index.php']?.post as Operation;
    const body = operation.requestBody as OpenAPIV3.RequestBodyObject;
    expect(Object.keys(body.content).sort()).toEqual([
      'application/json',
      'application/x-www-form-urlencoded',
      'multipart/form-data',
    ]);
    const form = body.content['multipart/form-data']?.schema as OpenAPIV3.SchemaObject;
    expect(Object.keys(form.properties ?? {})).toEqual([
      'username',
      'apiaccesskey',
      'action',
      'requestformat',
      'parameters',
    ]);
    expect((form.properties?.action as OpenAPIV3.SchemaObject | undefined)?.enum).toEqual([
      'accountinfo',
      'imeiservicelist',
      'getimeiservicedetails',
      'placeimeiorder',
      'placeimeiorderbulk',
      'getimeiorder',
      'getimeiorderbulk',
    ]);
    const answer = operation.responses['200'] as OpenAPIV3.ResponseObject;
    expect(JSON.stringify(answer.content)).toContain('FULL_DESCRIPTION');
    expect(answer.description).toContain('getimeiorderbulk');
  });
});

describe('the admin body fields the domain checks (CheckedByDomain)', () => {
  /** The documented schema of each property of an operation's JSON body. */
  const bodyFields = (method: 'post' | 'patch', path: string) => {
    const operation = document.paths[path]?.[method] as Operation | undefined;
    const body = operation?.requestBody as OpenAPIV3.RequestBodyObject | undefined;
    const schema = body?.content['application/json']?.schema as OpenAPIV3.SchemaObject;
    return (schema.properties ?? {}) as Record<string, OpenAPIV3.SchemaObject>;
  };
  const decimal = (pattern: string) => ({
    anyOf: [{ type: 'number' }, { type: 'string', pattern }],
  });
  const PLAIN = '^\\d+(\\.\\d{1,2})?$';

  it('are documented with their type, their descriptions kept, no keyword of ours left', () => {
    for (const method of ['post', 'patch'] as const) {
      const service = bodyFields(
        method,
        method === 'post' ? '/api/admin_services' : '/api/admin_services/{id}',
      );
      expect(service.price).toMatchObject({ ...decimal(PLAIN), description: expect.any(String) });
      expect(service.cost).toMatchObject(decimal(PLAIN));
      expect(service.tier).toMatchObject({
        type: 'string',
        enum: ['none', 'clean', 'base', 'premium'],
      });
      expect(service.category_id).toMatchObject({ type: 'integer', minimum: 1 });
    }
    const change = bodyFields('patch', '/api/admin_users/{id}');
    expect(change.api_key).toMatchObject({ type: 'boolean', enum: [true] });
    expect(change.credits).toMatchObject(decimal('^-?\\d+(\\.\\d{1,2})?$'));
    expect(change.name).toMatchObject({ type: 'string' });
    expect(change.email).toMatchObject({ type: 'string', format: 'email' });
    expect(change.password).toMatchObject({ type: 'string' });
    expect(change.c_password).toMatchObject({ type: 'string' });
    const price = bodyFields('patch', '/api/user_service_price/{id}');
    expect(price.id).toMatchObject({ type: 'string', pattern: '^\\d+-\\d+$' });
    expect(price.price).toMatchObject(decimal(PLAIN));
    const bill = bodyFields('patch', '/api/admin_bills/{id}');
    expect(bill.status).toMatchObject({
      type: 'boolean',
      enum: [false],
      description: 'false cancels the top-up; nothing else is accepted',
    });
    expect(JSON.stringify(document)).not.toContain('x-documented-as');
  });

  it('still let every value through to the domain, which answers the spec’s message', async () => {
    const res = await admin.inject({
      method: 'POST',
      url: '/api/admin_services',
      payload: { name: 'X', price: null, category_id: true, tier: 7 },
    });
    expect(res.statusCode).toBe(422);
    expect(res.json().errors).toEqual({
      price: ['The price field is required.'],
      tier: ['The selected tier is invalid.'],
      category_id: ['The selected category id is invalid.'],
    });
  });
});

describe('the roles the document gives', () => {
  it('are what the server enforces: admin routes refuse customers, others need a token', async () => {
    for (const { method, path, operation } of operations()) {
      const role = operation['x-role'];
      if (path.endsWith('/index.php') || role === 'public') continue;
      const request = { method: method as 'GET', url: urlOf(path), payload: {} };
      const anonymous = await t.app.inject(request);
      expect(anonymous.statusCode, `${method} ${path} without a token`).toBe(401);
      if (role === 'admin') {
        const refused = await customer.inject(request);
        expect(refused.statusCode, `${method} ${path} as a customer`).toBe(403);
      }
    }
  });

  it('let an admin in where the document says admin', async () => {
    const dashboard = await admin.inject({ method: 'GET', url: '/api/admin_dashboard' });
    expect(dashboard.statusCode).toBe(200);
  });
});

describe('the interactive page (/api/docs)', () => {
  it('answers HTML that loads the document', async () => {
    for (const url of ['/api/docs', '/api/docs/']) {
      const res = await t.app.inject({ method: 'GET', url });
      expect(res.statusCode, url).toBe(200);
      expect(res.headers['content-type'], url).toMatch(/text\/html/);
      expect(res.body, url).toContain('swagger');
    }
    const json = await t.app.inject({ method: 'GET', url: '/api/docs/json' });
    expect(json.json()).toEqual(document);
  });
});
