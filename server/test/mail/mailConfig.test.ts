import { PassThrough } from 'node:stream';
import { describe, expect, it } from 'vitest';
import { buildApp } from '../../src/app.js';
import { ConfigError, loadConfig } from '../../src/config.js';
import { retryWaitSeconds } from '../../src/domain/mail/outbox.js';
import { refusedStart } from '../helpers/serverProcess.js';
import { createTestDatabase } from '../helpers/testDatabase.js';
import { SMTP_PASSWORD, startTestSmtpServer } from '../helpers/testSmtpServer.js';

describe('the mail settings', () => {
  it('leave mail off without SMTP_URL, with a digest every 300 s', () => {
    expect(loadConfig({}).mail).toMatchObject({ smtp: undefined, digestSeconds: 300 });
  });

  it('keep trying a refused mail for about a day: an SMTP server down for hours loses no mail (it was an hour)', () => {
    const { retryLimit, retrySeconds } = loadConfig({
      SMTP_URL: 'smtp://127.0.0.1:2525',
      MAIL_FROM: 'Shop <shop@example.com>',
    }).mail;
    let waited = 0;
    for (let attempts = 1; attempts < retryLimit; attempts += 1) {
      waited += retryWaitSeconds(attempts, retrySeconds);
    }
    expect(waited / 3600).toBeGreaterThanOrEqual(24);
    expect(waited / 3600).toBeLessThanOrEqual(30);
  });

  it('read SMTP_URL with its credentials, MAIL_FROM and MAIL_DIGEST_SECONDS', () => {
    const secure = loadConfig({
      SMTP_URL: 'smtps://mailer%40shop.com:p%40ss%3Aword@smtp.example.com',
      MAIL_FROM: 'Unlock Shop <shop@example.com>',
      MAIL_DIGEST_SECONDS: '600',
    }).mail;
    expect(secure).toMatchObject({
      smtp: {
        host: 'smtp.example.com',
        port: 465,
        secure: true,
        auth: { user: 'mailer@shop.com', pass: 'p@ss:word' },
      },
      from: 'Unlock Shop <shop@example.com>',
      digestSeconds: 600,
    });
    const relay = loadConfig({ SMTP_URL: 'smtp://relay.local:2525', MAIL_FROM: 'a@b.co' }).mail;
    expect(relay.smtp).toEqual({
      host: 'relay.local',
      port: 2525,
      secure: false,
      requireTls: true,
      auth: undefined,
    });
    expect(
      loadConfig({ SMTP_URL: 'smtp://relay.local', MAIL_FROM: 'a@b.co' }).mail.smtp?.port,
    ).toBe(587);
  });

  it('require TLS on smtp:// except to this machine or with SMTP_PLAINTEXT=true', () => {
    const tlsOf = (env: Record<string, string>) =>
      loadConfig({ MAIL_FROM: 'a@b.co', ...env }).mail.smtp?.requireTls;
    expect(tlsOf({ SMTP_URL: 'smtp://u:p@smtp.example.com' })).toBe(true);
    expect(tlsOf({ SMTP_URL: 'smtps://u:p@smtp.example.com' })).toBe(false);
    expect(tlsOf({ SMTP_URL: 'smtp://localhost:1025' })).toBe(false);
    expect(tlsOf({ SMTP_URL: 'smtp://127.0.0.1:1025' })).toBe(false);
    expect(tlsOf({ SMTP_URL: 'smtp://[::1]:1025' })).toBe(false);
    expect(tlsOf({ SMTP_URL: 'smtp://relay.lan', SMTP_PLAINTEXT: 'true' })).toBe(false);
  });

  it.each([
    [
      { SMTP_URL: 'smtp://relay.lan', MAIL_FROM: 'a@b.co', SMTP_PLAINTEXT: 'yes' },
      /SMTP_PLAINTEXT/,
    ],
    [
      { SMTP_URL: 'https://smtp.example.com', MAIL_FROM: 'a@b.co' },
      /SMTP_URL must start with smtp:\/\/ or smtps:\/\//,
    ],
    [{ SMTP_URL: 'smtp.example.com', MAIL_FROM: 'a@b.co' }, /SMTP_URL must be a URL/],
    [
      { SMTP_URL: 'smtp://user@smtp.example.com', MAIL_FROM: 'a@b.co' },
      /both a user and a password/,
    ],
    [{ SMTP_URL: 'smtp://smtp.example.com/path?x=1', MAIL_FROM: 'a@b.co' }, /path, a query/],
    [{ SMTP_URL: 'smtp://smtp.example.com' }, /MAIL_FROM must be set when SMTP_URL is/],
    [
      { SMTP_URL: 'smtp://smtp.example.com', MAIL_FROM: 'the shop' },
      /MAIL_FROM must be one e-mail address/,
    ],
    [{ SMTP_URL: 'smtp://smtp.example.com', MAIL_FROM: 'a@b.co, c@d.co' }, /MAIL_FROM must be one/],
    [{ MAIL_DIGEST_SECONDS: '0' }, /MAIL_DIGEST_SECONDS must be a whole number/],
    [{ MAIL_DIGEST_SECONDS: 'soon' }, /MAIL_DIGEST_SECONDS/],
    [{ MAIL_DIGEST_SECONDS: '90000' }, /from 1 to 86400/],
  ])('refuse %o with a message naming the setting', (env, message) => {
    expect(() => loadConfig(env)).toThrow(ConfigError);
    expect(() => loadConfig(env)).toThrow(message);
  });

  it('stop the server at start with that message', async () => {
    const { code, stderr } = await refusedStart({
      SMTP_URL: 'smtp://user@smtp.example.com',
      MAIL_FROM: 'a@b.co',
    });
    expect(code).toBe(2);
    expect(stderr).toContain('Configuration error: SMTP_URL must carry both a user and a password');
  });
});

/** The app's log from start to close, with these mail settings. */
async function startLog(env: Record<string, string>): Promise<string> {
  const database = await createTestDatabase();
  let log = '';
  const stream = new PassThrough();
  stream.on('data', (chunk: Buffer) => {
    log += chunk.toString('utf8');
  });
  const config = { ...loadConfig({ PUBLIC_URL: 'http://shop.test', ...env }), logLevel: 'trace' };
  config.suppliers = { ...config.suppliers, workers: false };
  const app = await buildApp({
    config,
    db: database.db,
    jobDatabase: database.jobDatabase,
    logger: true,
    logStream: stream,
  });
  await app.ready();
  await app.close();
  await database.close();
  return log;
}

describe('the log at start', () => {
  it('says once that mail is off', async () => {
    const log = await startLog({});
    expect(log.match(/mail is off/g)).toHaveLength(1);
  });

  it('says mail is on, and never shows the SMTP password', async () => {
    const smtp = await startTestSmtpServer();
    try {
      const log = await startLog({ SMTP_URL: smtp.url, MAIL_FROM: 'shop@example.com' });
      expect(log).toContain('mail is on');
      expect(log).not.toContain(SMTP_PASSWORD);
    } finally {
      await smtp.close();
    }
  });
});
