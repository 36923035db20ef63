import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildMessage } from '../../src/mail/message.js';
import { SmtpSender } from '../../src/mail/smtpSender.js';
import {
  SMTP_PASSWORD,
  SMTP_USER,
  startTestSmtpServer,
  type TestSmtpServer,
} from '../helpers/testSmtpServer.js';

let smtp: TestSmtpServer;
let sender: SmtpSender;
const envelope = { from: 'shop@example.com', to: 'carla@example.com' };

const message = () =>
  buildMessage({
    from: 'Unlock Shop <shop@example.com>',
    to: envelope.to,
    subject: 'Order #1 answered',
    text: 'Code: 1234',
    html: '<p>Code: 1234</p>',
    messageId: '<mail-1@example.com>',
    locale: 'en',
  });

describe('SmtpSender: what became of an attempt', () => {
  beforeAll(async () => {
    smtp = await startTestSmtpServer();
    sender = new SmtpSender(
      {
        host: '127.0.0.1',
        port: smtp.port,
        secure: false,
        requireTls: false,
        auth: { user: SMTP_USER, pass: SMTP_PASSWORD },
      },
      1,
    );
  });
  afterAll(async () => {
    await smtp.close();
  });

  it('sent: the server took it, with the same Message-ID', async () => {
    smtp.behave('accept');
    expect((await sender.send(envelope, await message())).kind).toBe('sent');
    expect(smtp.mails.at(-1)?.messageId).toBe('<mail-1@example.com>');
    expect(smtp.mails.at(-1)?.text?.trim()).toBe('Code: 1234');
  });

  it.each([
    ['refuse-4xx', /451/],
    ['refuse-rcpt-4xx', /450/],
    ['drop', /ECONNECTION|closed/i],
    ['hang', /ETIMEDOUT|timeout|Greeting/i],
  ] as const)('refused (safe to retry) when the server does %s', async (behaviour, why) => {
    smtp.behave(behaviour);
    const outcome = await sender.send(envelope, await message());
    expect(outcome.kind).toBe('refused');
    expect(outcome.kind !== 'sent' && outcome.message).toMatch(why);
  });

  it.each([
    ['refuse-rcpt-5xx', /550/],
    ['refuse-5xx', /554/],
  ] as const)(
    'rejected (never worth another try) when the server does %s',
    async (behaviour, why) => {
      smtp.behave(behaviour);
      const outcome = await sender.send(envelope, await message());
      expect(outcome.kind).toBe('rejected');
      expect(outcome.kind !== 'sent' && outcome.message).toMatch(why);
    },
  );

  it('unknown when the connection is cut after the whole message went out', async () => {
    smtp.behave('drop-after-data');
    const before = smtp.received();
    const outcome = await sender.send(envelope, await message());
    expect(outcome.kind).toBe('unknown');
    expect(smtp.received()).toBe(before + 1);
  });

  it('refused, without sending the password or the mail, when TLS is required and not offered', async () => {
    smtp.behave('accept');
    // This server offers no STARTTLS, as a server whose offer was stripped on the way.
    const tlsRequired = new SmtpSender(
      {
        host: '127.0.0.1',
        port: smtp.port,
        secure: false,
        requireTls: true,
        auth: { user: SMTP_USER, pass: SMTP_PASSWORD },
      },
      1,
    );
    const [logins, received] = [smtp.logins(), smtp.received()];
    const outcome = await tlsRequired.send(envelope, await message());
    expect(outcome.kind).toBe('refused');
    expect(outcome.kind !== 'sent' && outcome.message).toMatch(/STARTTLS|TLS/i);
    expect(smtp.logins()).toBe(logins);
    expect(smtp.received()).toBe(received);
  });

  it('refused with a wrong password', async () => {
    smtp.behave('accept');
    const wrong = new SmtpSender(
      {
        host: '127.0.0.1',
        port: smtp.port,
        secure: false,
        requireTls: false,
        auth: { user: 'x', pass: 'y' },
      },
      1,
    );
    const outcome = await wrong.send(envelope, await message());
    expect(outcome).toMatchObject({ kind: 'refused' });
    expect(outcome.kind !== 'sent' && outcome.message).toMatch(/535/);
  });
});
