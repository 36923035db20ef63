/** The mail queues (pg-boss, beside the suppliers' in jobs/queues.ts). See docs/mail.md. */

/** Send one outbox mail: `{mailId}`. */
export const MAIL_SEND_QUEUE = 'mail-send';
/** Write the "reset your password" mail of an address, if it has an account: `{email}`. */
export const MAIL_FORGOT_QUEUE = 'mail-forgot-password';
/** The mail clock (jobs/clock.ts): due digests, mails cut off mid-send, lost jobs. */
export const MAIL_CLOCK_QUEUE = 'mail-clock';
/** The mail clock's queue until it could no longer be stopped by a process killed mid-tick. */
export const FORMER_MAIL_CLOCK_QUEUE = 'mail-tick';

export interface MailSendJob {
  mailId: number;
}
export interface MailForgotJob {
  email: string;
}
