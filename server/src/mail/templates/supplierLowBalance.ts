import { escapeHtml, htmlDocument, link, paragraph } from './html.js';
import { type MailLocale, type RenderedMail, SHOP_NAME } from './locale.js';

const TEXTS = {
  en: {
    subject: (supplier: string) => `Low balance at ${supplier}`,
    balance: (supplier: string, balance: string, threshold: string) =>
      `The balance at the supplier ${supplier} is ${balance}, below its low-balance threshold of ${threshold}.`,
    why: 'Top it up so that orders keep being placed there; a supplier without credit refuses them.',
    suppliers: 'Suppliers:',
    footer:
      'You get this mail as an admin of the shop, once each time the balance falls below the threshold.',
  },
  es: {
    subject: (supplier: string) => `Saldo bajo en ${supplier}`,
    balance: (supplier: string, balance: string, threshold: string) =>
      `El saldo en el proveedor ${supplier} es ${balance}, por debajo de su umbral de saldo bajo de ${threshold}.`,
    why: 'Recárguelo para que las órdenes se sigan enviando allí; un proveedor sin crédito las rechaza.',
    suppliers: 'Proveedores:',
    footer:
      'Recibe este correo como administrador de la tienda, una vez cada vez que el saldo baja del umbral.',
  },
} as const;

/** To each active admin when a supplier's checked balance falls below its threshold. */
export function supplierLowBalanceMail(
  locale: MailLocale,
  input: {
    supplier: string;
    balance: string;
    threshold: string;
    currency: string | null;
    suppliersUrl: string;
  },
): RenderedMail {
  const texts = TEXTS[locale];
  const amount = (value: string) => (input.currency ? `${value} ${input.currency}` : value);
  const subject = texts.subject(input.supplier);
  const balance = texts.balance(input.supplier, amount(input.balance), amount(input.threshold));
  const text = [
    balance,
    texts.why,
    '',
    `${texts.suppliers} ${input.suppliersUrl}`,
    '',
    `-- \n${SHOP_NAME}: ${texts.footer}`,
  ].join('\n');
  const body = [
    paragraph(balance),
    paragraph(texts.why),
    `<p style="margin:0 0 16px">${escapeHtml(texts.suppliers)} ${link(input.suppliersUrl)}</p>`,
  ].join('\n');
  const html = htmlDocument({ lang: locale, title: subject, body, footer: texts.footer });
  return { subject, text, html };
}
