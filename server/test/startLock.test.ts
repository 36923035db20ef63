import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { JOB_SCHEMA } from '../src/jobs/queues.js';
import { type ServerProcess, startServerProcess } from './helpers/serverProcess.js';
import { adminUrl, databaseUrl, TEST_DB_KIND } from './helpers/testDatabase.js';

async function onAdminConnection(statement: string): Promise<void> {
  const admin = new pg.Client({ connectionString: adminUrl() });
  await admin.connect();
  try {
    await admin.query(statement);
  } finally {
    await admin.end();
  }
}

describe.skipIf(TEST_DB_KIND !== 'postgres')(
  'server processes started at the same moment on a new PostgreSQL database (the embedded database has one process)',
  () => {
    const name = `unlock_test_start_${process.pid}_${randomBytes(4).toString('hex')}`;
    let servers: ServerProcess[] = [];

    beforeAll(async () => {
      // Empty, not a copy of the migrated template: the migrations run at the start.
      await onAdminConnection(`CREATE DATABASE ${name}`);
    });
    afterAll(async () => {
      await Promise.all(servers.map((server) => server.stop()));
      await onAdminConnection(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
    });

    it('start one after the other and all answer, instead of one failing in the migrations', async () => {
      const starts = await Promise.allSettled(
        [1, 2, 3].map(() => startServerProcess(databaseUrl(name), { LOG_LEVEL: 'warn' })),
      );
      servers = starts.flatMap((start) => (start.status === 'fulfilled' ? [start.value] : []));
      expect(
        starts.map((start) =>
          start.status === 'fulfilled' ? 'answering' : String(start.reason).slice(0, 400),
        ),
      ).toEqual(['answering', 'answering', 'answering']);
      for (const server of servers) {
        expect((await fetch(`${server.url}/api/profile`)).status).toBe(401);
      }
      const client = new pg.Client({ connectionString: databaseUrl(name) });
      await client.connect();
      const queues = await client.query(`SELECT count(*)::int AS n FROM ${JOB_SCHEMA}.queue`);
      await client.end();
      expect(queues.rows[0].n).toBeGreaterThan(0);
    }, 180_000);
  },
);
