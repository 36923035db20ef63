import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { mailOutbox } from '../../src/db/schema.js';
import type { TestUser } from '../helpers/testApp.js';
import type { SmtpBehaviour } from '../helpers/testSmtpServer.js';
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
let customer: TestUser;

const stateOf = async (id: number) => (await outboxRow(m.t.db, id))?.state;

describe('a failing SMTP server', () => {
  beforeAll(async () => {
    m = await createMailTestApp({ timeoutSeconds: 1, retrySeconds: 1, retryLimit: 6 });
    customer = await m.t.createUser({ name: 'Carla' });
  });
  afterAll(() => m.close());

  it.each([
    ['refuse-4xx', /451/],
    ['refuse-rcpt-4xx', /450/],
    ['drop', /ECONNECTION|closed/i],
    ['hang', /ETIMEDOUT|timeout/i],
  ] as [SmtpBehaviour, RegExp][])(
    'a server that does %s: retried with back-off, delivered once when it recovers',
    async (behaviour, why) => {
      m.smtp.behave(behaviour);
      const before = mailsTo(m.smtp, customer.email).length;
      const id = await queueTestMail(m.t.db, customer);
      const retrying = await eventually(async () => {
        const row = await outboxRow(m.t.db, id);
        return row && row.attempts >= 2 && row.state === 'queued' ? row : undefined;
      }, 'a second refused attempt');
      expect(retrying.lastError).toMatch(why);
      // Back-off: the next attempt waits longer than the one before.
      expect(retrying.nextAttemptAt.getTime()).toBeGreaterThan(Date.now() + 500);
      m.smtp.behave('accept');
      await eventually(async () => (await stateOf(id)) === 'sent', 'the mail sent', 30_000);
      await sleep(2500);
      const sent = mailsTo(m.smtp, customer.email).slice(before);
      expect(sent).toHaveLength(1);
      expect(sent[0]?.messageId).toMatch(new RegExp(`^<mail-${id}\\.\\d+@example\\.com>$`));
      expect(await stateOf(id)).toBe('sent');
    },
    45_000,
  );

  it.each([
    ['refuse-rcpt-5xx', /550/],
    ['refuse-5xx', /554/],
  ] as [SmtpBehaviour, RegExp][])(
    'a server that does %s (a permanent refusal): failed at once, never tried again',
    async (behaviour, why) => {
      m.smtp.behave(behaviour);
      const id = await queueTestMail(m.t.db, customer);
      await eventually(async () => (await stateOf(id)) === 'failed', 'the mail failed');
      const connections = m.smtp.connections();
      m.smtp.behave('accept');
      await sleep(3000);
      const row = await outboxRow(m.t.db, id);
      expect(row).toMatchObject({ state: 'failed', attempts: 1 });
      expect(row?.lastError).toMatch(why);
      expect(m.smtp.connections()).toBe(connections);
    },
    30_000,
  );

  it('a connection cut after the whole message went out: unknown, never sent again', async () => {
    m.smtp.behave('drop-after-data');
    const received = m.smtp.received();
    const id = await queueTestMail(m.t.db, customer);
    await eventually(async () => (await stateOf(id)) === 'unknown', 'the unknown outcome');
    m.smtp.behave('accept');
    await sleep(4000);
    const row = await outboxRow(m.t.db, id);
    expect(row).toMatchObject({ state: 'unknown', attempts: 1 });
    expect(m.smtp.received()).toBe(received + 1);
  }, 30_000);

  it('an attempt cut off by a stopped process is marked unknown by the clock, not re-sent', async () => {
    const id = await queueTestMail(m.t.db, customer);
    await eventually(async () => (await stateOf(id)) === 'sent', 'the mail sent');
    // As a process killed mid-send leaves it: claimed long ago, no outcome.
    const [stuck] = await m.t.db
      .insert(mailOutbox)
      .values({
        kind: 'orders_answered',
        userId: customer.id,
        recipient: customer.email,
        locale: 'en',
        payload: { name: 'X', orders: [] },
        state: 'sending',
        attempts: 1,
        sendingAt: sql`now() - interval '10 minutes'`,
      })
      .returning();
    const connections = m.smtp.connections();
    await eventually(async () => (await stateOf(stuck?.id ?? 0)) === 'unknown', 'the sweep');
    await sleep(1500);
    expect(m.smtp.connections()).toBe(connections);
    expect((await outboxRow(m.t.db, stuck?.id ?? 0))?.lastError).toMatch(/not sent again/);
  });
});

describe('a server that keeps refusing', () => {
  beforeAll(async () => {
    m = await createMailTestApp({ timeoutSeconds: 1, retrySeconds: 1, retryLimit: 2 });
    customer = await m.t.createUser({ name: 'Dora' });
  });
  afterAll(() => m.close());

  it('gives the mail up as failed after the retry limit', async () => {
    m.smtp.behave('refuse-4xx');
    const id = await queueTestMail(m.t.db, customer);
    await eventually(async () => (await stateOf(id)) === 'failed', 'the mail failed');
    m.smtp.behave('accept');
    await sleep(2500);
    expect(await outboxRow(m.t.db, id)).toMatchObject({ state: 'failed', attempts: 2 });
    expect(mailsTo(m.smtp, customer.email)).toEqual([]);
  });
});

describe('a hung SMTP server', () => {
  beforeAll(async () => {
    m = await createMailTestApp({ timeoutSeconds: 20 });
    customer = await m.t.createUser({ name: 'Eva', credits: '10.00' });
  });
  afterAll(() => m.close());

  it('delays no request: the mail waits in the outbox', async () => {
    m.smtp.behave('hang');
    const first = await queueTestMail(m.t.db, customer);
    await eventually(async () => (await stateOf(first)) === 'sending', 'an attempt under way');
    const timed = async (send: () => Promise<{ statusCode: number }>) => {
      const started = performance.now();
      const res = await send();
      return { status: res.statusCode, ms: performance.now() - started };
    };
    const forgot = await timed(() =>
      m.t.app.inject({
        method: 'POST',
        url: '/api/password/forgot',
        payload: { email: customer.email },
      }),
    );
    const profile = await timed(() =>
      customer.inject({ method: 'PATCH', url: '/api/profile', payload: { locale: 'es' } }),
    );
    expect(forgot).toMatchObject({ status: 200 });
    expect(profile).toMatchObject({ status: 200 });
    // Milliseconds on a loaded machine, where the attempt waits up to 20 s for the server.
    expect(forgot.ms).toBeLessThan(5000);
    expect(profile.ms).toBeLessThan(5000);
    // The reset mail was written by its job meanwhile, and waits behind the hung attempt.
    await eventually(
      async () =>
        (await m.t.db.select().from(mailOutbox).where(eq(mailOutbox.kind, 'password_reset')))
          .length === 1,
      'the reset mail queued',
    );
    expect(await stateOf(first)).toBe('sending');
  });
});
