import { htmlDocument, paragraph } from './html.js';
import { type MailLocale, type RenderedMail, SHOP_NAME } from './locale.js';

const TEXTS = {
  en: {
    subject: 'A backup of the shop’s database failed',
    failed: (directory: string, reason: string) =>
      `The scheduled backup into ${directory} failed: ${reason}`,
    next: (hours: number) =>
      `The shop goes on, and the next backup is tried in ${hours} h. Until one is written, the newest backup is older than it should be: check the disk’s free space and the folder’s permissions.`,
    footer:
      'You get this mail as an admin of the shop, once when backups start failing; again only after one was written.',
  },
  es: {
    subject: 'Falló una copia de seguridad de la base de datos de la tienda',
    failed: (directory: string, reason: string) =>
      `La copia de seguridad programada en ${directory} falló: ${reason}`,
    next: (hours: number) =>
      `La tienda sigue funcionando, y la próxima copia se intentará en ${hours} h. Hasta que se escriba una, la copia más reciente es más antigua de lo debido: revise el espacio libre del disco y los permisos de la carpeta.`,
    footer:
      'Recibe este correo como administrador de la tienda, una vez cuando las copias empiezan a fallar; de nuevo solo después de que se haya escrito una.',
  },
} as const;

/** To each active admin when the scheduled backups of the embedded database start failing. */
export function backupFailedMail(
  locale: MailLocale,
  input: { directory: string; reason: string; everyHours: number },
): RenderedMail {
  const texts = TEXTS[locale];
  const failed = texts.failed(input.directory, input.reason);
  const next = texts.next(input.everyHours);
  const text = [failed, next, '', `-- \n${SHOP_NAME}: ${texts.footer}`].join('\n');
  const body = [paragraph(failed), paragraph(next)].join('\n');
  const html = htmlDocument({ lang: locale, title: texts.subject, body, footer: texts.footer });
  return { subject: texts.subject, text, html };
}
