import { readFileSync } from 'node:fs';
import type { Socket } from 'node:net';
import { SMTPServer } from 'smtp-server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildMessage } from '../../src/mail/message.js';
import { SmtpSender } from '../../src/mail/smtpSender.js';

/**
 * A real SMTP server that cuts the connection in the middle of DATA: it has read the first
 * chunk of a large message, never its end (the final "."), so it cannot have taken the mail.
 * The shop's sender calls that "refused" (safe to send again, docs/mail.md: "cut before the
 * whole message had been handed over"), not "unknown" (never sent again: the mail was lost).
 * Found by an audit.
 *
 * Whatever the kernel takes, the sender has handed over: its send buffer may grow to
 * `tcp_wmem`'s largest size (4 MB on Linux by default) without the server reading a byte. A
 * message smaller than that can be all handed over before the cut, and then "unknown" is the
 * right outcome (the test once saw it, with a 4.2 MB digest, on a busy machine). So the server
 * stops reading at the first piece, which keeps its own buffer from growing, and the message is
 * four times the largest send buffer.
 */
let server: SMTPServer;
let port = 0;
let partial = 0;
let whole = 0;
const sockets = new Set<Socket>();

/** The largest a TCP send buffer may grow to on this machine. */
function largestSendBuffer(): number {
  try {
    const largest = Number(
      readFileSync('/proc/sys/net/ipv4/tcp_wmem', 'utf8').trim().split(/\s+/)[2],
    );
    if (Number.isFinite(largest) && largest > 0) return largest;
  } catch {
    // Not Linux: its default.
  }
  return 4 * 1024 * 1024;
}

beforeAll(async () => {
  server = new SMTPServer({
    disabledCommands: ['STARTTLS', 'AUTH'],
    logger: false,
    onData(stream, _session, callback) {
      stream.once('data', () => {
        partial += 1;
        // Reads no more: the sender is held back by full buffers, far from the message's end.
        stream.pause();
        setTimeout(() => {
          for (const socket of sockets) socket.destroy();
        }, 50);
      });
      stream.on('end', () => {
        whole += 1;
        callback();
      });
    },
  });
  server.server.on('connection', (socket: Socket) => {
    sockets.add(socket);
    socket.once('close', () => sockets.delete(socket));
  });
  server.on('error', () => undefined);
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const address = server.server.address();
  port = typeof address === 'object' && address ? address.port : 0;
});
afterAll(async () => {
  for (const socket of sockets) socket.destroy();
  await new Promise<void>((resolve) => server.close(() => resolve()));
});

describe('SMTP: a connection cut in the middle of DATA', () => {
  it('a large digest cut mid-DATA is refused (sent again later), not unknown (it was lost for good)', async () => {
    // A digest of many answered orders with long codes: many MB is within the rules (codes up
    // to 10,000 characters each, one mail lists every answer of the period). Each line is in the
    // text and in the HTML: about 10 kB of the message.
    const count = Math.ceil((4 * largestSendBuffer()) / 10_000);
    const lines = Array.from({ length: count }, (_, i) => `Order #${i}: ${'C'.repeat(5000)}`);
    const message = await buildMessage({
      from: 'Unlock Shop <shop@example.com>',
      to: 'carla@example.com',
      subject: 'Orders answered',
      text: lines.join('\n'),
      html: `<p>${lines.join('<br>')}</p>`,
      messageId: '<mail-1@example.com>',
      locale: 'en',
    });
    const sender = new SmtpSender(
      { host: '127.0.0.1', port, secure: false, requireTls: false, auth: undefined },
      2,
    );
    expect(message.length).toBeGreaterThan(4 * largestSendBuffer());
    const outcome = await sender.send(
      { from: 'shop@example.com', to: 'carla@example.com' },
      message,
    );
    // The server read part of the message and never its end: it cannot have taken it.
    expect(partial).toBe(1);
    expect(whole).toBe(0);
    expect(outcome.kind).toBe('refused');
  });
});
