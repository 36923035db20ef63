import { sql } from 'drizzle-orm';
import type { LightMyRequestResponse } from 'fastify';
import type { OpenAPIV3 } from 'openapi-types';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { encodeFields } from '../dhru/dhruClient.js';
import { createReseller, type Reseller } from '../dhru/reseller.js';
import { createTestApp, type TestApp, type TestUser } from '../helpers/testApp.js';
import { HOSTILE_BODIES, HOSTILE_QUERY_VALUES, HOSTILE_VALUES } from './hostileValues.js';

const METHODS = ['get', 'post', 'put', 'patch', 'delete'] as const;
/** Signing out would end the session the fuzzing runs in. */
const SKIPPED = new Set(['POST /api/logout']);

interface Operation {
  method: string;
  path: string;
  pathParameters: string[];
  queryParameters: string[];
  bodyFields: string[];
}

let t: TestApp;
let admin: TestUser;
let reseller: Reseller;
let operations: Operation[];

/** Every table the app writes, as one fingerprint: a refused request must leave it unchanged. */
async function fingerprint(): Promise<string> {
  const tables = [
    'users',
    'categories',
    'services',
    'user_service_prices',
    'orders',
    'bills',
    'credit_ledger',
    'recovery_codes',
  ];
  const parts = tables.map(
    (table) =>
      sql`(SELECT md5(coalesce(string_agg(t::text, '|' ORDER BY t::text), '')) FROM ${sql.identifier(table)} t)`,
  );
  // Both drivers answer raw queries with `{ rows }`.
  const result = (await t.db.execute(sql`SELECT ${sql.join(parts, sql`, `)}`)) as {
    rows: unknown[];
  };
  return JSON.stringify(result.rows);
}

const schemaFields = (schema: OpenAPIV3.SchemaObject | OpenAPIV3.ReferenceObject | undefined) =>
  schema && 'properties' in schema && schema.properties ? Object.keys(schema.properties) : [];

function operationsOf(document: OpenAPIV3.Document): Operation[] {
  return Object.entries(document.paths).flatMap(([path, item]) =>
    METHODS.flatMap((method) => {
      const operation = item?.[method];
      if (!operation || path === '/api/index.php') return [];
      const parameters = (operation.parameters ?? []) as OpenAPIV3.ParameterObject[];
      const body = operation.requestBody as OpenAPIV3.RequestBodyObject | undefined;
      return [
        {
          method: method.toUpperCase(),
          path,
          pathParameters: parameters.filter((p) => p.in === 'path').map((p) => p.name),
          queryParameters: parameters.filter((p) => p.in === 'query').map((p) => p.name),
          bodyFields: schemaFields(body?.content['application/json']?.schema),
        },
      ];
    }),
  );
}

const fill = (path: string, values: Record<string, string> = {}) =>
  path.replace(/\{(\w+)\}/g, (_, name: string) => encodeURIComponent(values[name] ?? '1'));

/** Sends one request as the admin; fails the test on a 5xx or on a refused request that wrote. */
async function send(
  label: string,
  request: Parameters<TestUser['inject']>[0],
  failures: string[],
): Promise<LightMyRequestResponse> {
  const writes = request.method !== 'GET';
  const before = writes ? await fingerprint() : '';
  const res = await admin.inject(request);
  if (res.statusCode >= 500) failures.push(`${res.statusCode} ${label}: ${res.body.slice(0, 200)}`);
  if (writes && res.statusCode >= 400 && (await fingerprint()) !== before) {
    failures.push(`${res.statusCode} ${label} changed data`);
  }
  return res;
}

beforeAll(async () => {
  t = await createTestApp({ loginMaxFailures: 100_000, loginMaxFailuresPerAddress: 100_000 });
  admin = await t.createUser({ admin: true });
  await t.createUser({ credits: '100.00' });
  reseller = await createReseller(t, { credits: '50.00' });
  const category = await admin.inject({
    method: 'POST',
    url: '/api/categories',
    payload: { name: 'Fuzz' },
  });
  await admin.inject({
    method: 'POST',
    url: '/api/admin_services',
    payload: { name: 'Fuzz service', price: '2.00', category_id: category.json().data.id },
  });
  const res = await t.app.inject({ method: 'GET', url: '/api/openapi.json' });
  operations = operationsOf(res.json() as OpenAPIV3.Document).filter(
    (operation) => !SKIPPED.has(`${operation.method} ${operation.path}`),
  );
  expect(operations.length).toBeGreaterThan(20);
});
afterAll(() => t.close());

describe('hostile input over every route of the API document', () => {
  it('answers every hostile body field without a 5xx and without writing', async () => {
    const failures: string[] = [];
    let sent = 0;
    for (const operation of operations) {
      for (const field of operation.bodyFields) {
        for (const value of HOSTILE_VALUES) {
          await send(
            `${operation.method} ${operation.path} ${field}=${JSON.stringify(value)?.slice(0, 40)}`,
            {
              method: operation.method as 'POST',
              url: fill(operation.path),
              payload: { [field]: value },
            },
            failures,
          );
          sent += 1;
        }
      }
    }
    expect(failures).toEqual([]);
    expect(sent).toBeGreaterThan(500);
  }, 600_000);

  it('answers every hostile path and query parameter without a 5xx', async () => {
    const failures: string[] = [];
    let sent = 0;
    for (const operation of operations) {
      for (const value of HOSTILE_QUERY_VALUES) {
        for (const name of operation.pathParameters) {
          const url = operation.path.replace(/\{(\w+)\}/g, (_, p: string) =>
            p === name ? value : '1',
          );
          await send(
            `${operation.method} ${url}`,
            { method: operation.method as 'GET', url },
            failures,
          );
          sent += 1;
        }
        for (const name of operation.queryParameters) {
          const url = `${fill(operation.path)}?${name}=${value}`;
          await send(
            `${operation.method} ${url.slice(0, 120)}`,
            { method: operation.method as 'GET', url },
            failures,
          );
          sent += 1;
        }
      }
    }
    expect(failures).toEqual([]);
    expect(sent).toBeGreaterThan(100);
  }, 600_000);

  it('answers every malformed whole body without a 5xx and without writing', async () => {
    const failures: string[] = [];
    for (const operation of operations.filter((o) => o.method !== 'GET')) {
      for (const body of HOSTILE_BODIES) {
        await send(
          `${operation.method} ${operation.path} body ${body.payload.slice(0, 30)}`,
          {
            method: operation.method as 'POST',
            url: fill(operation.path),
            payload: body.payload,
            headers: { 'content-type': body.contentType },
          },
          failures,
        );
      }
    }
    expect(failures).toEqual([]);
  }, 600_000);
});

describe('hostile input to the reseller API', () => {
  const fields = ['username', 'apiaccesskey', 'action', 'requestformat', 'parameters'];
  const actions = [
    'accountinfo',
    'imeiservicelist',
    'placeimeiorder',
    'placeimeiorderbulk',
    'getimeiorder',
    'getimeiorderbulk',
    'getimeiservicedetails',
  ];

  it('answers every hostile field with a DHRU envelope, never a retry invitation', async () => {
    const failures: string[] = [];
    for (const action of actions) {
      for (const field of fields) {
        for (const value of HOSTILE_VALUES) {
          if (typeof value !== 'string') continue;
          const form = {
            username: reseller.username,
            apiaccesskey: reseller.apiKey,
            action,
            requestformat: 'JSON',
            parameters: '<PARAMETERS><ID>1</ID><IMEI>356938035643809</IMEI></PARAMETERS>',
            [field]: value,
          };
          for (const encoding of ['urlencoded', 'multipart'] as const) {
            const res = await t.app.inject({
              method: 'POST',
              url: '/api/index.php',
              ...encodeFields(form, encoding),
            });
            const message = (res.json() as { ERROR?: Array<{ MESSAGE: string }> }).ERROR?.[0]
              ?.MESSAGE;
            if (res.statusCode !== 200 || message === 'Temporary server error') {
              failures.push(
                `${res.statusCode} ${action} ${field}=${value.slice(0, 30)} (${encoding}): ${message}`,
              );
            }
          }
        }
      }
    }
    expect(failures).toEqual([]);
  }, 600_000);
});
