import { PassThrough } from 'node:stream';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../src/app.js';
import { loadConfig } from '../../src/config.js';
import type { Database } from '../../src/db/client.js';
import { type ServiceFieldDefinition, services } from '../../src/db/schema.js';
import { createTestDatabase, type TestDatabase } from '../helpers/testDatabase.js';
import { insertCategory, insertService } from './fixtures.js';

let database: TestDatabase;

/** A service saved, as before RE2, with whatever patterns; its id. */
async function serviceWithFields(name: string, fields: ServiceFieldDefinition[]): Promise<number> {
  const id = await insertService(database.db, {
    categoryId: await insertCategory(database.db, `${name} category`),
    name,
  });
  await database.db.update(services).set({ fields }).where(eq(services.id, id));
  return id;
}

const textField = (name: string, pattern?: string): ServiceFieldDefinition => ({
  name,
  label: name,
  type: 'text',
  required: false,
  ...(pattern !== undefined ? { pattern } : {}),
});

/** What the server logs from start-up until it is ready, as one text. */
async function startUpLog(db: Database = database.db): Promise<string> {
  let log = '';
  const stream = new PassThrough();
  stream.on('data', (chunk: Buffer) => {
    log += chunk.toString('utf8');
  });
  const app = await buildApp({
    config: loadConfig({ PUBLIC_URL: 'http://shop.test' }),
    db,
    logger: true,
    logStream: stream,
  });
  await app.ready();
  await app.close();
  return log;
}

beforeAll(async () => {
  database = await createTestDatabase();
});
afterAll(() => database.close());

describe('custom-field patterns RE2 cannot run, saved before it checked them', () => {
  it('are named in a warning when the server starts, with their service and field', async () => {
    const id = await serviceWithFields('Legacy lookahead', [
      textField('serial', '(?=R)\\w+'),
      textField('model', '[A-Z]{2}\\d+'),
    ]);
    const log = await startUpLog();
    const warnings = log
      .split('\n')
      .filter((line) => line.includes('not run'))
      .map((line) => JSON.parse(line) as { level: number; serviceId: number; field: string });
    expect(warnings).toEqual([
      expect.objectContaining({ level: 40, serviceId: id, field: 'serial' }),
    ]);
  });

  it('do not keep the server from starting when the catalogue cannot be read', async () => {
    const unreadable = new Proxy(database.db, {
      get(target, property, receiver) {
        if (property !== 'select') return Reflect.get(target, property, receiver);
        return () => {
          throw new Error('catalogue unreadable');
        };
      },
    });
    expect(await startUpLog(unreadable)).toContain('could not be checked');
  });

  it('leave the log quiet when every pattern runs', async () => {
    await database.db.update(services).set({ fields: [textField('model', '[A-Z]{2}\\d+')] });
    expect(await startUpLog()).not.toContain('not run');
  });
});
