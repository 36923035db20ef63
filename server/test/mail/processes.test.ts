import { inArray } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../src/app.js';
import { type DatabaseHandle, openDatabase } from '../../src/db/client.js';
import { mailOutbox } from '../../src/db/schema.js';
import { MAIL_SEND_QUEUE } from '../../src/jobs/mailQueues.js';
import { responseCheck } from '../helpers/responseContract.js';
import { TEST_DB_KIND } from '../helpers/testDatabase.js';
import {
  createMailTestApp,
  eventually,
  type MailTestApp,
  queueTestMail,
  sleep,
} from './mailFixtures.js';

let m: MailTestApp;

/** Another server process's app on the same database, with its own mail workers. */
async function appOn(url: string): Promise<{ app: FastifyInstance; handle: DatabaseHandle }> {
  const handle = await openDatabase({ databaseUrl: url, poolSize: 5 });
  const app = await buildApp({
    config: m.t.config,
    db: handle.db,
    jobDatabase: handle.jobDatabase,
    beforePlugins: responseCheck(),
  });
  await app.ready();
  return { app, handle };
}

describe.skipIf(TEST_DB_KIND !== 'postgres')('mail workers in several server processes', () => {
  beforeAll(async () => {
    m = await createMailTestApp({ timeoutSeconds: 2 });
  });
  afterAll(() => m.close());

  it('three processes and jobs delivered again: every mail is sent exactly once', async () => {
    const url = m.t.database.url ?? '';
    const [one, two] = await Promise.all([appOn(url), appOn(url)]);
    try {
      const customers = await Promise.all(
        Array.from({ length: 10 }, (_, i) => m.t.createUser({ name: `customer${i}` })),
      );
      const ids: number[] = [];
      for (const customer of [...customers, ...customers, ...customers]) {
        ids.push(await queueTestMail(m.t.db, customer));
      }
      // Each job sent three more times, as a retry or an expired job would.
      const { default: PgBoss } = await import('pg-boss');
      const extra = new PgBoss({ db: m.t.database.jobDatabase as import('pg-boss').Db });
      for (const mailId of ids) {
        for (let i = 0; i < 3; i += 1) await extra.send(MAIL_SEND_QUEUE, { mailId });
      }
      await eventually(
        async () => {
          const rows = await m.t.db
            .select({ state: mailOutbox.state })
            .from(mailOutbox)
            .where(inArray(mailOutbox.id, ids));
          return rows.every((row) => row.state === 'sent');
        },
        'every mail sent',
        60_000,
      );
      await sleep(2000);
      expect(m.smtp.received()).toBe(ids.length);
      const messageIds = m.smtp.mails.map((mail) => mail.messageId);
      expect(new Set(messageIds).size).toBe(ids.length);
      const rows = await m.t.db.select().from(mailOutbox).where(inArray(mailOutbox.id, ids));
      expect(rows.every((row) => row.attempts === 1)).toBe(true);
    } finally {
      await Promise.all([one.app.close(), two.app.close()]);
      await Promise.all([one.handle.close(), two.handle.close()]);
    }
  }, 90_000);
});
