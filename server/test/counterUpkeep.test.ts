import { sql } from 'drizzle-orm';
import { afterEach, describe, expect, it } from 'vitest';
import { buildApp } from '../src/app.js';
import { type AppConfig, loadConfig } from '../src/config.js';
import { rateLimits } from '../src/db/schema.js';
import { createTestDatabase, type TestDatabase } from './helpers/testDatabase.js';

/** The throttles' counters of long ago are forgotten when the app starts (then hourly). */
let database: TestDatabase | undefined;
afterEach(async () => {
  await database?.close();
  database = undefined;
});

async function countersLeftAfterStart(config: Partial<AppConfig> = {}): Promise<string[]> {
  database = await createTestDatabase();
  await database.db.insert(rateLimits).values([
    { key: 'login:ip:old', windowStart: sql`now() - interval '2 days'`, hits: 3 },
    { key: 'login:ip:recent', windowStart: sql`now() - interval '1 hour'`, hits: 1 },
  ]);
  const app = await buildApp({
    config: { ...loadConfig({ PUBLIC_URL: 'http://shop.test' }), ...config },
    db: database.db,
  });
  await app.ready();
  await app.close();
  const rows = await database.db.select({ key: rateLimits.key }).from(rateLimits);
  return rows.map((row) => row.key).sort();
}

describe('the throttle counters', () => {
  it('are forgotten a day after their window started, and kept before', async () => {
    expect(await countersLeftAfterStart()).toEqual(['login:ip:recent']);
  });

  it('are kept as long as the longest window configured', async () => {
    const threeDays = 3 * 86_400;
    expect(await countersLeftAfterStart({ loginWindowSeconds: threeDays })).toEqual([
      'login:ip:old',
      'login:ip:recent',
    ]);
  });
});
