import addressparser from 'nodemailer/lib/addressparser';
import type { Database } from '../../db/client.js';
import { buildMessage, domainOf } from '../../mail/message.js';
import type { MailSender, SendOutcome } from '../../mail/smtpSender.js';
import { issueResetToken } from '../passwordResets.js';
import type { MailPayloads } from './kinds.js';
import {
  claimMail,
  markFinal,
  markRefused,
  markSent,
  type OutboxRow,
  stillWanted,
} from './outbox.js';
import { renderOutboxMail } from './rendering.js';

export interface DeliverySettings {
  /** MAIL_FROM */
  from: string;
  publicUrl: string;
  retrySeconds: number;
  retryLimit: number;
}

/** What one delivery job did: nothing (not due, taken elsewhere), or the attempt's outcome. */
export type DeliveryResult = 'skipped' | 'dropped' | SendOutcome['kind'];

/** The bare address of MAIL_FROM, for the SMTP envelope. */
const envelopeAddress = (from: string): string => {
  const [first] = addressparser(from, { flatten: true });
  return first?.address ?? from;
};

/** One Message-ID per outbox mail, the same on every attempt. */
const messageIdOf = (row: OutboxRow, from: string): string =>
  `<mail-${row.id}.${row.createdAt.getTime()}@${domainOf(from)}>`;

/**
 * Takes the mail for one attempt; a reset mail gets its link's token in the same transaction.
 * Undefined when there is nothing to send now; dropped when its account no longer wants it.
 */
async function claim(
  db: Database,
  mailId: number,
): Promise<{ row: OutboxRow; resetToken: string | undefined } | 'dropped' | undefined> {
  return db.transaction(async (tx) => {
    const row = await claimMail(tx, mailId);
    if (!row) return undefined;
    if (row.kind !== 'password_reset') {
      if (await stillWanted(tx, row)) return { row, resetToken: undefined };
      await markFinal(
        tx,
        row.id,
        'dropped',
        'The account turned these mails off, was deactivated or is no longer an admin before it went out.',
      );
      return 'dropped';
    }
    const { resetId } = row.payload as unknown as MailPayloads['password_reset'];
    const resetToken = await issueResetToken(tx, resetId, row.recipient);
    if (resetToken) return { row, resetToken };
    await markFinal(
      tx,
      row.id,
      'dropped',
      'The reset link was used or replaced, or the account changed its address, before it went out.',
    );
    return 'dropped';
  });
}

/**
 * One attempt at one outbox mail: claimed (committed) before the SMTP call, then sent, then its
 * outcome recorded — sent; refused and queued again with back-off (or failed); rejected for good
 * (failed at once); or unknown, never sent again. The request that caused the mail has long been answered.
 */
export async function deliverMail(
  db: Database,
  sender: MailSender,
  mailId: number,
  settings: DeliverySettings,
): Promise<DeliveryResult> {
  const claimed = await claim(db, mailId);
  if (claimed === undefined || claimed === 'dropped') return claimed ?? 'skipped';
  const { row, resetToken } = claimed;
  let outcome: SendOutcome;
  try {
    const rendered = renderOutboxMail(row, { publicUrl: settings.publicUrl, resetToken });
    const message = await buildMessage({
      ...rendered,
      from: settings.from,
      to: row.recipient,
      messageId: messageIdOf(row, settings.from),
      locale: row.locale,
    });
    outcome = await sender.send(
      { from: envelopeAddress(settings.from), to: row.recipient },
      message,
    );
  } catch (error) {
    // Nothing left this process: the message could not even be made.
    outcome = { kind: 'refused', message: error instanceof Error ? error.message : String(error) };
  }
  if (outcome.kind === 'sent') await markSent(db, row.id);
  else if (outcome.kind === 'unknown') await markFinal(db, row.id, 'unknown', outcome.message);
  else if (outcome.kind === 'rejected') await markFinal(db, row.id, 'failed', outcome.message);
  else await markRefused(db, row, outcome.message, settings);
  return outcome.kind;
}
