import { Readable } from 'node:stream';
import type { NodemailerError } from 'nodemailer/lib/errors';
import SMTPConnection from 'nodemailer/lib/smtp-connection';
import type { SmtpServer } from '../mailSettings.js';

/**
 * What became of one attempt:
 * - `sent`: the server answered 250 to the message;
 * - `refused`: the server surely did not take it (a 4xx reply, a 5xx to the connection, the
 *   login or the sender — the shop's settings —, a connection that failed or was cut before the
 *   whole message was handed over): safe to try again;
 * - `rejected`: a 5xx reply to the recipient or to the message (550 no such mailbox, 554
 *   refused content): the same mail would be refused again, so it is never tried again;
 * - `unknown`: the whole message went out but no answer came (time-out, connection cut): the
 *   server may have taken it, so it is never sent again.
 */
export type SendOutcome =
  | { kind: 'sent'; response: string }
  | { kind: 'refused'; message: string }
  | { kind: 'rejected'; message: string }
  | { kind: 'unknown'; message: string };

/** What the mail worker sends through. */
export interface MailSender {
  send(envelope: { from: string; to: string }, message: Buffer): Promise<SendOutcome>;
}

const describeError = (error: NodemailerError): string =>
  [error.code, error.command, error.message].filter(Boolean).join(' ').slice(0, 1000);

/** The SMTP steps whose 5xx reply is about this mail itself (its recipient, its content). */
const MAIL_STEPS = new Set(['RCPT TO', 'DATA']);

/**
 * A permanent (5xx) reply about this mail: trying the same mail again is refused the same way
 * (RFC 5321 4.2.1). A 5xx to the login or to MAIL FROM is about the shop's settings, which a
 * restart with fixed settings cures: those stay retried.
 */
const isPermanentForThisMail = (error: NodemailerError): boolean =>
  typeof error.responseCode === 'number' &&
  error.responseCode >= 500 &&
  error.responseCode < 600 &&
  (error.code === 'EMESSAGE' || MAIL_STEPS.has(String(error.command)));

/**
 * One step of the SMTP session as a promise: its callback's result, or the connection's error or
 * end, whichever comes first (a closed connection forgets callbacks it was still to call).
 */
function step<Result>(
  connection: SMTPConnection,
  start: (done: (error: NodemailerError | null | undefined, result?: Result) => void) => void,
): Promise<Result | undefined> {
  return new Promise((resolve, reject) => {
    const onError = (error: NodemailerError) => settle(() => reject(error));
    const onEnd = () =>
      settle(() => reject(Object.assign(new Error('Connection closed'), { code: 'ECONNECTION' })));
    let settled = false;
    const settle = (finish: () => void) => {
      if (settled) return;
      settled = true;
      connection.off('error', onError);
      connection.off('end', onEnd);
      finish();
    };
    connection.on('error', onError);
    connection.on('end', onEnd);
    start((error, result) => settle(() => (error ? reject(error) : resolve(result))));
  });
}

/** The message goes out in pieces of this size. */
const PIECE = 16 * 1024;

function* piecesOf(message: Buffer): Generator<Buffer> {
  for (let start = 0; start < message.length; start += PIECE) {
    yield message.subarray(start, start + PIECE);
  }
}

/**
 * Sends over SMTP with nodemailer's SMTP connection, one connection per mail. Every wait is
 * bounded (connecting, the greeting, each reply by `timeoutSeconds`; the whole attempt by twice
 * that). The message is handed over as a stream only once the server has accepted the envelope,
 * and the stream's end is the line between a failure that can be retried and one whose outcome
 * is unknown.
 */
export class SmtpSender implements MailSender {
  constructor(
    private readonly server: SmtpServer,
    private readonly timeoutSeconds: number,
  ) {}

  async send(envelope: { from: string; to: string }, message: Buffer): Promise<SendOutcome> {
    const timeout = this.timeoutSeconds * 1000;
    const connection = new SMTPConnection({
      host: this.server.host,
      port: this.server.port,
      secure: this.server.secure,
      requireTLS: this.server.requireTls,
      connectionTimeout: timeout,
      greetingTimeout: timeout,
      socketTimeout: timeout,
      socketCloseTimeout: 0,
      logger: false,
    });
    // Errors also reach the step under way; this listener only keeps them from being unhandled.
    connection.on('error', () => undefined);
    let handedOver = false;
    // In pieces, read as the connection takes them: the stream ends with the message's last
    // piece taken, not at once (a 4 MB digest cut after its first 64 kB was counted as sent).
    const body = Readable.from(piecesOf(message), { objectMode: false, highWaterMark: PIECE });
    body.once('end', () => {
      handedOver = true;
    });
    const overall = setTimeout(() => connection.close(), timeout * 2);
    try {
      await step(connection, (done) => connection.connect((error) => done(error)));
      const auth = this.server.auth;
      if (auth) await step(connection, (done) => connection.login(auth, done));
      const info = await step<{ response?: string }>(connection, (done) =>
        connection.send({ from: envelope.from, to: [envelope.to] }, body, done),
      );
      connection.quit();
      return { kind: 'sent', response: String(info?.response ?? '') };
    } catch (caught) {
      const error = caught as NodemailerError;
      connection.close();
      if (isPermanentForThisMail(error)) return { kind: 'rejected', message: describeError(error) };
      // A reply code is the server saying no; before the message's end it cannot have taken it.
      if (typeof error.responseCode === 'number' || !handedOver) {
        return { kind: 'refused', message: describeError(error) };
      }
      return { kind: 'unknown', message: describeError(error) };
    } finally {
      clearTimeout(overall);
    }
  }
}
