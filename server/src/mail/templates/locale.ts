/** The languages mails are written in: the customer's (users.locale), English otherwise. */
export type MailLocale = 'en' | 'es';

export const MAIL_LOCALES: readonly MailLocale[] = ['en', 'es'];

export const mailLocaleOf = (value: string | null | undefined): MailLocale =>
  value === 'es' ? 'es' : 'en';

/** A mail as it is sent: the subject, the plain text and the HTML of the same content. */
export interface RenderedMail {
  subject: string;
  text: string;
  html: string;
}

/** The product's name, as the mails sign. */
export const SHOP_NAME = 'Unlock Portal';
