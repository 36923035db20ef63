import { eq, sql } from 'drizzle-orm';
import type { ParsedMail } from 'mailparser';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rowsOf } from '../../src/db/rows.js';
import { mailOutbox, passwordResets, users } from '../../src/db/schema.js';
import { INVALID_RESET_LINK } from '../../src/domain/passwordResets.js';
import { sha256 } from '../../src/domain/secrets.js';
import { MAIL_FORGOT_QUEUE } from '../../src/jobs/mailQueues.js';
import { JOB_SCHEMA, sendInTransaction } from '../../src/jobs/queues.js';
import { FORGOT_ANSWER, MAIL_IS_OFF } from '../../src/routes/password.js';
import { theOneRowWrittenBy } from '../audit/auditRows.js';
import { createTestApp, type TestUser } from '../helpers/testApp.js';
import { createMailTestApp, eventually, type MailTestApp, mailsTo, sleep } from './mailFixtures.js';

let m: MailTestApp;
let address = 0;
/** A client address of its own for each request group, so the throttles stay apart. */
const nextAddress = () => {
  address += 1;
  return `10.9.${Math.floor(address / 250)}.${address % 250}`;
};

const forgot = (email: string, remoteAddress = nextAddress()) =>
  m.t.app.inject({
    method: 'POST',
    url: '/api/password/forgot',
    payload: { email },
    remoteAddress,
  });

const reset = (payload: Record<string, unknown>, remoteAddress = nextAddress()) =>
  m.t.app.inject({ method: 'POST', url: '/api/password/reset', payload, remoteAddress });

const tokenOf = (mail: ParsedMail | undefined): string => {
  const found = /http:\/\/shop\.test\/auth\/reset\?token=([A-Za-z0-9_-]+)/.exec(mail?.text ?? '');
  if (!found?.[1]) throw new Error('no reset link in the mail');
  return found[1];
};

/** The `count`th reset mail to this address (waiting for it). */
async function resetMail(user: TestUser, count = 1): Promise<ParsedMail | undefined> {
  const mails = await eventually(() => {
    const found = mailsTo(m.smtp, user.email);
    return found.length >= count ? found : undefined;
  }, `reset mail ${count}`);
  return mails[count - 1];
}

const signIn = (email: string, password: string) =>
  m.t.app.inject({
    method: 'POST',
    url: '/api/login',
    payload: { email, password },
    remoteAddress: nextAddress(),
  });

describe('forgot password', () => {
  beforeAll(async () => {
    m = await createMailTestApp();
  });
  afterAll(() => m.close());

  it('answers the same 200 whether the account exists or not; only the account gets a mail', async () => {
    const carla = await m.t.createUser({ name: 'carla' });
    const known = await forgot(carla.email.toUpperCase());
    const unknown = await forgot('nobody.at.all@example.com');
    expect(known.statusCode).toBe(200);
    expect(unknown.statusCode).toBe(200);
    expect(known.body).toBe(unknown.body);
    expect(known.json()).toEqual({ message: FORGOT_ANSWER });
    const mail = await resetMail(carla);
    await sleep(1500);
    expect(mailsTo(m.smtp, 'nobody.at.all@example.com')).toEqual([]);
    expect(mail?.subject).toBe('Reset your password');
    expect(mail?.text).toContain('Open this link within 60 minutes');
    expect(mail?.html).toContain('href="http://shop.test/auth/reset?token=');
    // Only the token's SHA-256 is kept: not the token, not in the mail's outbox row either.
    const token = tokenOf(mail);
    const [link] = await m.t.db
      .select()
      .from(passwordResets)
      .where(eq(passwordResets.userId, carla.id));
    expect(link?.tokenHash).toBe(sha256(token));
    // The mail is marked sent once the SMTP server's answer is back, a moment after the server
    // has it: waited for, not read at once.
    const row = await eventually(async () => {
      const [sent] = await m.t.db.select().from(mailOutbox).where(eq(mailOutbox.userId, carla.id));
      return sent?.sentAt ? sent : undefined;
    }, 'the mail marked sent');
    expect(JSON.stringify(row)).not.toContain(token);
    // Valid 60 minutes from the moment it was sent.
    const validFor = (link?.expiresAt.getTime() ?? 0) - (row.sentAt?.getTime() ?? 0);
    expect(validFor).toBeGreaterThan(59 * 60_000);
    expect(validFor).toBeLessThanOrEqual(60 * 60_000);
  });

  it('throttles per address asked about and per client address, the same for unknown ones', async () => {
    for (const email of ['dora.throttled@example.com', 'ghost.throttled@example.com']) {
      for (let i = 0; i < 3; i += 1) expect((await forgot(email)).statusCode).toBe(200);
      const refused = await forgot(email);
      expect(refused.statusCode).toBe(429);
      expect(refused.json().message).toMatch(/^Too many password reset requests/);
    }
    const client = nextAddress();
    for (let i = 0; i < 10; i += 1) {
      expect((await forgot(`client.${i}@example.com`, client)).statusCode).toBe(200);
    }
    expect((await forgot('client.last@example.com', client)).statusCode).toBe(429);
  });

  it('sends nothing to a deactivated account, and answers the same', async () => {
    const gone = await m.t.createUser({ name: 'gone' });
    await m.t.db.update(users).set({ active: false }).where(eq(users.id, gone.id));
    expect((await forgot(gone.email)).json()).toEqual({ message: FORGOT_ANSWER });
    const other = await m.t.createUser({ name: 'other' });
    await forgot(other.email);
    await resetMail(other);
    await sleep(1000);
    expect(mailsTo(m.smtp, gone.email)).toEqual([]);
  });

  it('writes in the account’s language', async () => {
    const pablo = await m.t.createUser({ name: 'pablo' });
    await m.t.db.update(users).set({ locale: 'es' }).where(eq(users.id, pablo.id));
    await forgot(pablo.email);
    const mail = await resetMail(pablo);
    expect(mail?.subject).toBe('Restablezca su contraseña');
    expect(mail?.text).toContain('Abra este enlace en los próximos 60 minutos');
  });

  it('refuses a badly written address with the Laravel shape', async () => {
    const res = await forgot('not-an-address');
    expect(res.statusCode).toBe(422);
    expect(res.json()).toEqual({
      message: 'The email field must be a valid email address.',
      errors: { email: ['The email field must be a valid email address.'] },
    });
  });
});

describe('reset password', () => {
  beforeAll(async () => {
    m = await createMailTestApp();
  });
  afterAll(() => m.close());

  it('a link sets the password once: every session ends, other links die, an audit row says so', async () => {
    const eva = await m.t.createUser({ name: 'eva' });
    const signedIn = await signIn(eva.email, eva.password);
    const otherToken = signedIn.json().token as string;
    await forgot(eva.email);
    const first = tokenOf(await resetMail(eva, 1));
    await forgot(eva.email);
    const second = tokenOf(await resetMail(eva, 2));
    const ip = nextAddress();
    const row = await theOneRowWrittenBy(m.t.db, () =>
      reset({ token: first, password: 'brand-new-pass', c_password: 'brand-new-pass' }, ip),
    );
    expect(row).toMatchObject({
      kind: 'user.password_reset',
      actorId: eva.id,
      actorAddress: ip,
      targetType: 'user',
      targetId: String(eva.id),
      targetUserId: eva.id,
      after: { password: 'changed' },
    });
    for (const token of [eva.token, otherToken]) {
      const profile = await m.t.app.inject({
        method: 'GET',
        url: '/api/profile',
        headers: { authorization: `Bearer ${token}` },
      });
      expect(profile.statusCode).toBe(401);
    }
    expect((await signIn(eva.email, eva.password)).statusCode).toBe(422);
    expect((await signIn(eva.email, 'brand-new-pass')).statusCode).toBe(200);
    for (const token of [first, second]) {
      const again = await reset({
        token,
        password: 'another-pass-1',
        c_password: 'another-pass-1',
      });
      expect(again.statusCode).toBe(422);
      expect(again.json()).toEqual({
        message: INVALID_RESET_LINK,
        errors: { token: [INVALID_RESET_LINK] },
      });
    }
  });

  it('a link past its 60 minutes no longer works', async () => {
    const fred = await m.t.createUser({ name: 'fred' });
    await forgot(fred.email);
    const token = tokenOf(await resetMail(fred));
    await m.t.db
      .update(passwordResets)
      .set({ expiresAt: sql`now() - interval '1 second'` })
      .where(eq(passwordResets.userId, fred.id));
    const res = await reset({ token, password: 'brand-new-pass', c_password: 'brand-new-pass' });
    expect(res.statusCode).toBe(422);
    expect(res.json().errors).toEqual({ token: [INVALID_RESET_LINK] });
    expect((await signIn(fred.email, fred.password)).statusCode).toBe(200);
  });

  it('answers 422 in the registration’s words, and a refused password leaves the link usable', async () => {
    const gina = await m.t.createUser({ name: 'gina' });
    await forgot(gina.email);
    const token = tokenOf(await resetMail(gina));
    const empty = await reset({});
    expect(empty.statusCode).toBe(422);
    expect(empty.json().errors).toEqual({
      token: ['The token field is required.'],
      password: ['The password field is required.'],
      c_password: ['The password confirmation field is required.'],
    });
    const short = await reset({ token, password: 'short', c_password: 'other' });
    expect(short.json()).toEqual({
      message: 'The password field must be at least 8 characters. (and 1 more error)',
      errors: {
        password: ['The password field must be at least 8 characters.'],
        c_password: ['The password confirmation does not match.'],
      },
    });
    const unknown = await reset({
      token: 'not-a-token-at-all',
      password: 'brand-new-pass',
      c_password: 'brand-new-pass',
    });
    expect(unknown.json().errors).toEqual({ token: [INVALID_RESET_LINK] });
    const done = await reset({ token, password: 'brand-new-pass', c_password: 'brand-new-pass' });
    expect(done.statusCode).toBe(200);
  });

  it('a link still waiting to be sent when the password was reset is never sent', async () => {
    const hugo = await m.t.createUser({ name: 'hugo' });
    await forgot(hugo.email);
    const token = tokenOf(await resetMail(hugo));
    m.smtp.behave('refuse-4xx');
    await forgot(hugo.email);
    await eventually(async () => {
      const rows = await m.t.db.select().from(mailOutbox).where(eq(mailOutbox.userId, hugo.id));
      return rows.some((row) => row.attempts >= 1 && row.state === 'queued');
    }, 'the second mail refused once');
    expect(
      (await reset({ token, password: 'brand-new-pass', c_password: 'brand-new-pass' })).statusCode,
    ).toBe(200);
    m.smtp.behave('accept');
    await eventually(async () => {
      const rows = await m.t.db.select().from(mailOutbox).where(eq(mailOutbox.userId, hugo.id));
      return rows.some((row) => row.state === 'dropped');
    }, 'the second mail dropped');
    expect(mailsTo(m.smtp, hugo.email)).toHaveLength(1);
  });

  it('a link written while the address was changed never goes to the address the account left', async () => {
    const jade = await m.t.createUser({ name: 'jade' });
    m.smtp.behave('refuse-4xx');
    await forgot(jade.email);
    await eventually(async () => {
      const rows = await m.t.db.select().from(mailOutbox).where(eq(mailOutbox.userId, jade.id));
      return rows.some((row) => row.attempts >= 1 && row.state === 'queued');
    }, 'the mail refused once');
    // The change of address ended the account's links before this one was written (the job had
    // read the account under its old address): only the address itself has changed.
    await m.t.db.update(users).set({ email: 'jade.new@example.com' }).where(eq(users.id, jade.id));
    m.smtp.behave('accept');
    await eventually(async () => {
      const rows = await m.t.db.select().from(mailOutbox).where(eq(mailOutbox.userId, jade.id));
      return rows.some((row) => row.state === 'dropped');
    }, 'the mail dropped');
    expect(mailsTo(m.smtp, jade.email)).toHaveLength(0);
  });

  it('a job that fails in a batch is retried alone: the others are mailed one link each', async () => {
    const ines = await m.t.createUser({ name: 'ines' });
    const jose = await m.t.createUser({ name: 'jose' });
    await m.t.db.transaction(async (tx) => {
      await sendInTransaction(tx, MAIL_FORGOT_QUEUE, { email: ines.email });
      // Not an address: writing its link fails, every time.
      await sendInTransaction(tx, MAIL_FORGOT_QUEUE, { email: 42 });
      await sendInTransaction(tx, MAIL_FORGOT_QUEUE, { email: jose.email });
    });
    await resetMail(ines);
    await resetMail(jose);
    // The failing job tried again (a batch retried whole would write the others' links again).
    await eventually(
      async () => {
        const rows = await rowsOf<{ retry_count: number }>(
          m.t.db,
          sql`SELECT retry_count FROM ${sql.raw(JOB_SCHEMA)}.job
            WHERE name = ${MAIL_FORGOT_QUEUE} AND data->>'email' = '42'`,
        );
        return rows.some((row) => row.retry_count >= 2);
      },
      'the failing job retried',
      30_000,
    );
    await sleep(2000);
    expect(mailsTo(m.smtp, ines.email)).toHaveLength(1);
    expect(mailsTo(m.smtp, jose.email)).toHaveLength(1);
  }, 45_000);
});

describe('with mail off', () => {
  it('offers no reset: GET /settings says so and POST /password/forgot is refused', async () => {
    const t = await createTestApp();
    try {
      expect((await t.app.inject({ method: 'GET', url: '/api/settings' })).json()).toEqual({
        data: { mail: false },
      });
      const res = await t.app.inject({
        method: 'POST',
        url: '/api/password/forgot',
        payload: { email: 'someone@example.com' },
      });
      expect(res.statusCode).toBe(409);
      expect(res.json()).toEqual({ message: MAIL_IS_OFF });
    } finally {
      await t.close();
    }
  });

  it('GET /settings says mail is on when it is', async () => {
    m = await createMailTestApp();
    try {
      expect((await m.t.app.inject({ method: 'GET', url: '/api/settings' })).json()).toEqual({
        data: { mail: true },
      });
    } finally {
      await m.close();
    }
  });
});
