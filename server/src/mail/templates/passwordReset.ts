import { escapeHtml, htmlDocument, link, paragraph } from './html.js';
import { type MailLocale, type RenderedMail, SHOP_NAME } from './locale.js';

const TEXTS = {
  en: {
    subject: 'Reset your password',
    greeting: (name: string) => `Hello ${name},`,
    asked: (email: string) =>
      `Someone, hopefully you, asked to reset the password of the account ${email} at ${SHOP_NAME}.`,
    open: (minutes: number) =>
      `Open this link within ${minutes} minutes to choose a new password. It works once:`,
    button: 'Choose a new password',
    ignore:
      'If you did not ask for it, ignore this mail: your password stays as it is. Choosing a new one signs you out everywhere.',
  },
  es: {
    subject: 'Restablezca su contraseña',
    greeting: (name: string) => `Hola ${name}:`,
    asked: (email: string) =>
      `Alguien, esperamos que usted, ha pedido restablecer la contraseña de la cuenta ${email} en ${SHOP_NAME}.`,
    open: (minutes: number) =>
      `Abra este enlace en los próximos ${minutes} minutos para elegir una contraseña nueva. Solo funciona una vez:`,
    button: 'Elegir una contraseña nueva',
    ignore:
      'Si no lo ha pedido usted, ignore este correo: su contraseña no cambia. Elegir una nueva cierra sus sesiones en todas partes.',
  },
} as const;

/** The "forgot password" mail: a single-use link, valid `validMinutes`. */
export function passwordResetMail(
  locale: MailLocale,
  input: { name: string; email: string; resetUrl: string; validMinutes: number },
): RenderedMail {
  const texts = TEXTS[locale];
  const text = [
    texts.greeting(input.name),
    '',
    texts.asked(input.email),
    texts.open(input.validMinutes),
    '',
    input.resetUrl,
    '',
    texts.ignore,
    '',
    `-- \n${SHOP_NAME}`,
  ].join('\n');
  const body = [
    paragraph(texts.greeting(input.name)),
    paragraph(texts.asked(input.email)),
    paragraph(texts.open(input.validMinutes)),
    `<p style="margin:0 0 16px"><a href="${escapeHtml(input.resetUrl)}" style="display:inline-block;background:#1565c0;color:#ffffff;padding:10px 16px;border-radius:4px;text-decoration:none">${escapeHtml(texts.button)}</a></p>`,
    `<p style="margin:0 0 16px;word-break:break-all;font-size:13px">${link(input.resetUrl)}</p>`,
  ].join('\n');
  const html = htmlDocument({
    lang: locale,
    title: texts.subject,
    body,
    footer: texts.ignore,
  });
  return { subject: texts.subject, text, html };
}
