import type { Socket } from 'node:net';
import { type ParsedMail, simpleParser } from 'mailparser';
import { SMTPServer, type SMTPServerError } from 'smtp-server';

/**
 * How the server meets the next connections:
 * - `accept`: takes every mail (250);
 * - `refuse-4xx`: 451 to MAIL FROM (try again later);
 * - `refuse-5xx`: reads the whole message, then 554 (refused after the data);
 * - `refuse-rcpt-4xx`: 450 to RCPT TO (the mailbox is busy: try again later);
 * - `refuse-rcpt-5xx`: 550 to RCPT TO (no such mailbox: never worth another try);
 * - `drop`: cuts the connection at RCPT TO, before any message;
 * - `drop-after-data`: reads the whole message, then cuts the connection without answering it
 *   (the client cannot know whether it was taken);
 * - `hang`: accepts the TCP connection and never greets.
 */
export type SmtpBehaviour =
  | 'accept'
  | 'refuse-4xx'
  | 'refuse-5xx'
  | 'refuse-rcpt-4xx'
  | 'refuse-rcpt-5xx'
  | 'drop'
  | 'drop-after-data'
  | 'hang';

export interface TestSmtpServer {
  port: number;
  /** smtp://user:password@127.0.0.1:port */
  url: string;
  /** Every mail accepted (250), parsed. */
  mails: ParsedMail[];
  /** Messages received whole, accepted or not: a mail sent twice shows here. */
  received: () => number;
  /** Connections opened (each attempt opens one). */
  connections: () => number;
  /** AUTH commands received: a password sent. */
  logins: () => number;
  behave(behaviour: SmtpBehaviour): void;
  /** Resolves with the accepted mails once there are at least `count`. */
  waitForMails(count: number, timeoutMs?: number): Promise<ParsedMail[]>;
  close(): Promise<void>;
}

export const SMTP_USER = 'shop';
export const SMTP_PASSWORD = 'smtp-secret-9';

const refusal = (message: string, responseCode: number): SMTPServerError =>
  Object.assign(new Error(message), { responseCode });

/** A real SMTP server (smtp-server) on a free port, plain (no TLS), with a password. */
export async function startTestSmtpServer(port = 0): Promise<TestSmtpServer> {
  let behaviour: SmtpBehaviour = 'accept';
  let received = 0;
  let connections = 0;
  let logins = 0;
  const mails: ParsedMail[] = [];
  const sockets = new Set<Socket>();
  const dropAll = () => {
    for (const socket of sockets) socket.destroy();
  };
  const server = new SMTPServer({
    disabledCommands: ['STARTTLS'],
    allowInsecureAuth: true,
    authOptional: false,
    logger: false,
    onAuth(auth, _session, callback) {
      logins += 1;
      if (auth.username === SMTP_USER && auth.password === SMTP_PASSWORD) {
        callback(null, { user: auth.username });
      } else callback(refusal('Invalid username or password', 535));
    },
    onConnect(_session, callback) {
      connections += 1;
      if (behaviour !== 'hang') callback();
    },
    onMailFrom(_address, _session, callback) {
      if (behaviour === 'refuse-4xx') callback(refusal('Try again later', 451));
      else callback();
    },
    onRcptTo(_address, _session, callback) {
      if (behaviour === 'drop') dropAll();
      else if (behaviour === 'refuse-rcpt-4xx') callback(refusal('Mailbox busy', 450));
      else if (behaviour === 'refuse-rcpt-5xx') callback(refusal('Mailbox unknown', 550));
      else callback();
    },
    onData(stream, _session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('end', () => {
        received += 1;
        if (behaviour === 'drop-after-data') return dropAll();
        if (behaviour === 'refuse-5xx') return callback(refusal('Transaction failed', 554));
        simpleParser(Buffer.concat(chunks)).then((mail) => {
          mails.push(mail);
          callback();
        }, callback);
      });
    },
  });
  server.server.on('connection', (socket: Socket) => {
    sockets.add(socket);
    socket.once('close', () => sockets.delete(socket));
  });
  server.on('error', () => {
    /* a client cut off mid-command: nothing to do */
  });
  await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve));
  const address = server.server.address();
  const listening = typeof address === 'object' && address ? address.port : 0;
  return {
    port: listening,
    url: `smtp://${SMTP_USER}:${SMTP_PASSWORD}@127.0.0.1:${listening}`,
    mails,
    received: () => received,
    connections: () => connections,
    logins: () => logins,
    behave(next) {
      behaviour = next;
    },
    async waitForMails(count, timeoutMs = 20_000) {
      const deadline = Date.now() + timeoutMs;
      while (mails.length < count) {
        if (Date.now() > deadline) {
          throw new Error(`${mails.length} of ${count} mails arrived within ${timeoutMs} ms`);
        }
        await new Promise((resolve) => setTimeout(resolve, 50));
      }
      return mails;
    },
    async close() {
      dropAll();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}
