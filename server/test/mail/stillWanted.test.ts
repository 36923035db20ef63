import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestUser } from '../helpers/testApp.js';
import {
  createMailTestApp,
  eventually,
  type MailTestApp,
  mailsTo,
  outboxRow,
  queueTestMail,
  sleep,
} from './mailFixtures.js';

let m: MailTestApp;
let admin: TestUser;

/** Queues an "orders answered" mail to the customer that the server refuses once (4xx). */
async function refusedOnce(customer: TestUser): Promise<number> {
  m.smtp.behave('refuse-4xx');
  const id = await queueTestMail(m.t.db, customer);
  await eventually(async () => {
    const row = await outboxRow(m.t.db, id);
    return row && row.attempts >= 1 && row.state === 'queued';
  }, 'a refused attempt');
  return id;
}

describe('a mail waiting for its next attempt', () => {
  beforeAll(async () => {
    m = await createMailTestApp({ timeoutSeconds: 1, retrySeconds: 2, retryLimit: 6 });
    admin = await m.t.createUser({ admin: true, name: 'Admin' });
  });
  afterAll(() => m.close());

  it('is dropped, not sent, once its customer turned the order mails off', async () => {
    const customer = await m.t.createUser({ name: 'Olga' });
    const id = await refusedOnce(customer);
    const off = await customer.inject({
      method: 'PATCH',
      url: '/api/profile',
      payload: { notify_orders: false },
    });
    expect(off.statusCode).toBe(200);
    m.smtp.behave('accept');
    await eventually(async () => (await outboxRow(m.t.db, id))?.state === 'dropped', 'dropped');
    await sleep(1500);
    expect(mailsTo(m.smtp, customer.email)).toEqual([]);
  }, 30_000);

  it('is dropped, not sent, once its account was deactivated', async () => {
    const customer = await m.t.createUser({ name: 'Ivan' });
    const id = await refusedOnce(customer);
    const gone = await admin.inject({ method: 'DELETE', url: `/api/admin_users/${customer.id}` });
    expect(gone.statusCode).toBe(200);
    m.smtp.behave('accept');
    await eventually(async () => (await outboxRow(m.t.db, id))?.state === 'dropped', 'dropped');
    await sleep(1500);
    expect(mailsTo(m.smtp, customer.email)).toEqual([]);
  }, 30_000);

  it('is still sent to a customer who keeps the mails on', async () => {
    const customer = await m.t.createUser({ name: 'Pia' });
    const id = await refusedOnce(customer);
    m.smtp.behave('accept');
    await eventually(async () => (await outboxRow(m.t.db, id))?.state === 'sent', 'sent');
    expect(mailsTo(m.smtp, customer.email)).toHaveLength(1);
  }, 30_000);
});
