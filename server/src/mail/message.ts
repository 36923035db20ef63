import MailComposer from 'nodemailer/lib/mail-composer';
import type { RenderedMail } from './templates/locale.js';

export interface OutgoingMessage extends RenderedMail {
  from: string;
  to: string;
  /** The Message-ID, the same on every attempt of one outbox mail. */
  messageId: string;
  locale: string;
}

/** The domain of an address, for Message-IDs: `Shop <shop@example.com>` → example.com. */
export const domainOf = (address: string): string =>
  /@([^\s>]+)>?\s*$/.exec(address)?.[1]?.toLowerCase() ?? 'localhost';

/**
 * The whole message (RFC 5322 bytes: headers, a text and an HTML alternative), built before the
 * connection opens: every attempt of a mail sends the same bytes.
 */
export function buildMessage(message: OutgoingMessage): Promise<Buffer> {
  return new MailComposer({
    from: message.from,
    to: message.to,
    subject: message.subject,
    messageId: message.messageId,
    text: message.text,
    html: message.html,
    headers: {
      'Auto-Submitted': 'auto-generated',
      'Content-Language': message.locale,
    },
    disableFileAccess: true,
    disableUrlAccess: true,
  })
    .compile()
    .build();
}
