import { PassThrough } from 'node:stream';
import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../src/app.js';
import { loadConfig } from '../src/config.js';
import { responseCheck } from './helpers/responseContract.js';
import { createTestDatabase, type TestDatabase } from './helpers/testDatabase.js';

const PASSWORD = 'a-secret-password-42';
let database: TestDatabase;
let app: FastifyInstance;
let log = '';

beforeAll(async () => {
  database = await createTestDatabase();
  const stream = new PassThrough();
  stream.on('data', (chunk: Buffer) => {
    log += chunk.toString('utf8');
  });
  const config = { ...loadConfig({ PUBLIC_URL: 'http://shop.test' }), logLevel: 'trace' };
  app = await buildApp({
    config,
    db: database.db,
    jobDatabase: database.jobDatabase,
    beforePlugins: responseCheck(),
    logger: true,
    logStream: stream,
  });
  await app.ready();
});
afterAll(async () => {
  await app.close();
  await database.close();
});

describe('the log', () => {
  it('keeps no parameter of a failed statement: no password hash, no API key, no row', async () => {
    // Every new account now fails in the database, after its hash and key were computed.
    await database.db.execute(
      sql`ALTER TABLE users ADD CONSTRAINT refuse_new_accounts CHECK (id < 0) NOT VALID`,
    );
    const res = await app.inject({
      method: 'POST',
      url: '/api/regis',
      payload: {
        name: 'Logged',
        email: 'logged@example.com',
        password: PASSWORD,
        c_password: PASSWORD,
      },
    });
    await database.db.execute(sql`ALTER TABLE users DROP CONSTRAINT refuse_new_accounts`);
    expect(res.statusCode).toBe(500);
    expect(log).toContain('refuse_new_accounts');
    expect(log).not.toContain('$argon2');
    expect(log).not.toContain(PASSWORD);
    expect(log).not.toMatch(/params:|Failing row/);
  });

  it('keeps no bearer token and no password, at any level', async () => {
    const registered = await app.inject({
      method: 'POST',
      url: '/api/regis',
      payload: {
        name: 'Token',
        email: 'token@example.com',
        password: PASSWORD,
        c_password: PASSWORD,
      },
    });
    const token = registered.json().token as string;
    await app.inject({
      method: 'GET',
      url: '/api/profile',
      headers: { authorization: `Bearer ${token}`, cookie: `token=${token}` },
    });
    await app.inject({
      method: 'POST',
      url: '/api/login',
      payload: { email: 'token@example.com', password: PASSWORD },
    });
    expect(log.length).toBeGreaterThan(0);
    expect(log).not.toContain(token);
    expect(log).not.toContain(PASSWORD);
    expect(log).not.toContain('$argon2');
  });

  it("keeps no secret of a request address: a reset link's token, a key sent in the query", async () => {
    await app.inject({ method: 'GET', url: '/auth/reset?token=reset-secret-0123456789abcdef' });
    await app.inject({
      method: 'POST',
      url: '/api/index.php?username=shop&apiaccesskey=KEY-SECRET-4242&action=accountinfo',
    });
    expect(log).not.toContain('reset-secret-0123456789abcdef');
    expect(log).not.toContain('KEY-SECRET-4242');
    expect(log).toContain('/auth/reset?token=[hidden]');
    expect(log).toContain('username=shop&apiaccesskey=[hidden]&action=accountinfo');
  });
});
