import { asc, eq } from 'drizzle-orm';
import type { ParsedMail } from 'mailparser';
import type { AppConfig } from '../../src/config.js';
import type { Database } from '../../src/db/client.js';
import { mailOutbox, users } from '../../src/db/schema.js';
import { queueMail } from '../../src/domain/mail/outbox.js';
import type { MailSettings } from '../../src/mailSettings.js';
import { createTestApp, type TestApp, type TestUser } from '../helpers/testApp.js';
import {
  SMTP_PASSWORD,
  SMTP_USER,
  startTestSmtpServer,
  type TestSmtpServer,
} from '../helpers/testSmtpServer.js';

export const MAIL_FROM = 'Unlock Shop <shop@example.com>';

/** Mail settings for the tests: this SMTP server, short waits, quick retries. */
export const mailSettingsFor = (
  smtp: TestSmtpServer,
  changes: Partial<MailSettings> = {},
): MailSettings => ({
  smtp: {
    host: '127.0.0.1',
    port: smtp.port,
    secure: false,
    requireTls: false,
    auth: { user: SMTP_USER, pass: SMTP_PASSWORD },
  },
  from: MAIL_FROM,
  digestSeconds: 300,
  digestQuietSeconds: 1,
  timeoutSeconds: 1,
  retrySeconds: 1,
  retryLimit: 5,
  queueUpkeepSeconds: 120,
  ...changes,
});

export interface MailTestApp {
  t: TestApp;
  smtp: TestSmtpServer;
  close(): Promise<void>;
}

/** An app with mail on, sending to a real SMTP server started for it. */
export async function createMailTestApp(
  mail: Partial<MailSettings> = {},
  overrides: Partial<AppConfig> = {},
  options: Parameters<typeof createTestApp>[1] = {},
): Promise<MailTestApp> {
  const smtp = await startTestSmtpServer();
  const t = await createTestApp({ ...overrides, mail: mailSettingsFor(smtp, mail) }, options);
  return {
    t,
    smtp,
    async close() {
      // The server first: an attempt waiting on it ends at once, so the app stops without delay.
      await smtp.close();
      await t.close();
    },
  };
}

/** Two admins, 'boss' reading English and 'jefa' Spanish: the admins' alerts go to both. */
export async function adminsInBothLanguages(
  t: TestApp,
): Promise<{ admin: TestUser; spanishAdmin: TestUser }> {
  const admin = await t.createUser({ admin: true, name: 'boss' });
  const spanishAdmin = await t.createUser({ admin: true, name: 'jefa' });
  await t.db.update(users).set({ locale: 'es' }).where(eq(users.id, spanishAdmin.id));
  return { admin, spanishAdmin };
}

/** Waits until each of these has received its first mail. */
export const firstMailsTo = (smtp: TestSmtpServer, people: readonly { email: string }[]) =>
  eventually(
    () => people.every((person) => mailsTo(smtp, person.email).length === 1),
    'the mails to both admins',
  );

/** The accepted mails sent to this address. */
export const mailsTo = (smtp: TestSmtpServer, address: string): ParsedMail[] =>
  smtp.mails.filter((mail) => mail.to !== undefined && JSON.stringify(mail.to).includes(address));

/** Queues one mail to an account, as a digest of one order would be. */
export async function queueTestMail(db: Database, user: { id: number; email: string }) {
  return db.transaction((tx) =>
    queueMail(tx, {
      kind: 'orders_answered',
      userId: user.id,
      recipient: user.email,
      locale: 'en',
      payload: {
        name: 'Test',
        orders: [
          {
            id: 1,
            imei: '356938035643809',
            service: 'S',
            status: 'completed',
            code: 'C',
            reason: null,
          },
        ],
      },
    }),
  );
}

/** One outbox row. */
export async function outboxRow(db: Database, id: number) {
  const [row] = await db.select().from(mailOutbox).where(eq(mailOutbox.id, id));
  return row;
}

/** The outbox rows of an account, oldest first. */
export const outboxOf = (db: Database, userId: number) =>
  db.select().from(mailOutbox).where(eq(mailOutbox.userId, userId)).orderBy(asc(mailOutbox.id));

/** Waits until `check` answers something truthy (checked every 50 ms). */
export async function eventually<T>(
  check: () => Promise<T> | T,
  what: string,
  timeoutMs = 20_000,
): Promise<NonNullable<T>> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const value = await check();
    if (value) return value as NonNullable<T>;
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

export const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
