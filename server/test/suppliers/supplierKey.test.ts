import { PassThrough } from 'node:stream';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../src/app.js';
import { loadConfig } from '../../src/config.js';
import { issueToken } from '../../src/domain/tokens.js';
import { createUser } from '../../src/domain/users.js';
import { createTestDatabase, type TestDatabase } from '../helpers/testDatabase.js';
import { FAST_SUPPLIERS } from './forwardingFixtures.js';
import { startTestSupplier, type TestSupplier } from './testSupplier.js';

let database: TestDatabase;
let app: FastifyInstance;
let supplier: TestSupplier;
let log = '';
let token = '';

beforeAll(async () => {
  database = await createTestDatabase();
  supplier = await startTestSupplier({ apiKey: 'VERY-SECRET-SUPPLIER-KEY-7Q2Z' });
  const stream = new PassThrough();
  stream.on('data', (chunk: Buffer) => {
    log += chunk.toString('utf8');
  });
  const config = {
    ...loadConfig({ PUBLIC_URL: 'http://shop.test' }),
    logLevel: 'trace',
    suppliers: FAST_SUPPLIERS,
  };
  app = await buildApp({
    config,
    db: database.db,
    jobDatabase: database.jobDatabase,
    logger: true,
    logStream: stream,
  });
  await app.ready();
  const admin = await createUser(database.db, {
    name: 'keyadmin',
    email: 'keyadmin@example.com',
    password: 'secret-password',
    admin: true,
  });
  token = await issueToken(database.db, admin.id);
});
afterAll(async () => {
  await app.close();
  await database.close();
  await supplier.close();
});

describe('a supplier’s API key', () => {
  it('is never answered in full nor written to the log, whatever the supplier answers', async () => {
    const headers = { authorization: `Bearer ${token}` };
    const bodies: string[] = [];
    const created = await app.inject({
      method: 'POST',
      url: '/api/suppliers',
      headers,
      payload: {
        name: 'S',
        url: supplier.url,
        username: supplier.username,
        api_key: supplier.apiKey,
      },
    });
    bodies.push(created.body);
    const id = created.json().data.id;
    bodies.push(
      (await app.inject({ method: 'POST', url: `/api/suppliers/${id}/check`, headers })).body,
    );
    supplier.misbehave('accountinfo', { kind: 'html' });
    bodies.push(
      (await app.inject({ method: 'POST', url: `/api/suppliers/${id}/check`, headers })).body,
    );
    bodies.push(
      (await app.inject({ method: 'GET', url: `/api/suppliers/${id}/services`, headers })).body,
    );
    bodies.push((await app.inject({ method: 'GET', url: '/api/suppliers', headers })).body);
    bodies.push((await app.inject({ method: 'GET', url: '/api/openapi.json' })).body);
    // The key did reach the supplier, and only the supplier.
    expect(supplier.requests.some((r) => r.fields.apiaccesskey === supplier.apiKey)).toBe(true);
    for (const body of bodies) expect(body).not.toContain(supplier.apiKey);
    expect(log.length).toBeGreaterThan(0);
    expect(log).not.toContain(supplier.apiKey);
  });
});
