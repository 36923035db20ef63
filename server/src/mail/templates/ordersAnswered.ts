import { escapeHtml, htmlDocument, link, paragraph } from './html.js';
import { type MailLocale, type RenderedMail, SHOP_NAME } from './locale.js';

/** One answered order as its customer's mail lists it. */
export interface AnsweredOrderLine {
  id: number;
  imei: string;
  service: string;
  status: 'completed' | 'rejected';
  /** The unlock code of a completed order. */
  code: string | null;
  /** Why a rejected order was rejected (its price was refunded). */
  reason: string | null;
}

/** The Spanish says "orden" (feminine), as the portal's Spanish screens do (src/i18n). */
const TEXTS = {
  en: {
    subjectOne: (id: number) => `Order #${id} answered`,
    subjectMany: (count: number) => `${count} orders answered`,
    greeting: (name: string) => `Hello ${name},`,
    intro: (count: number) =>
      count === 1 ? 'This order has been answered:' : `These ${count} orders have been answered:`,
    order: 'Order',
    imei: 'IMEI',
    service: 'Service',
    result: 'Code or reason',
    code: 'Code',
    rejected: 'Rejected (refunded)',
    seeAll: 'All your orders:',
    footer:
      'You get this mail because order notifications are on in My Profile, where you can turn them off.',
  },
  es: {
    subjectOne: (id: number) => `Orden #${id} respondida`,
    subjectMany: (count: number) => `${count} órdenes respondidas`,
    greeting: (name: string) => `Hola ${name}:`,
    intro: (count: number) =>
      count === 1
        ? 'Esta orden ha sido respondida:'
        : `Estas ${count} órdenes han sido respondidas:`,
    order: 'Orden',
    imei: 'IMEI',
    service: 'Servicio',
    result: 'Código o motivo',
    code: 'Código',
    rejected: 'Rechazada (reembolsada)',
    seeAll: 'Todas sus órdenes:',
    footer:
      'Recibe este correo porque los avisos de órdenes están activados en Mi Perfil, donde puede desactivarlos.',
  },
} as const;

/** "Code: X" or "Rejected (refunded): reason". */
function resultOf(order: AnsweredOrderLine, texts: (typeof TEXTS)[MailLocale]): string {
  return order.status === 'completed'
    ? `${texts.code}: ${order.code ?? ''}`
    : `${texts.rejected}: ${order.reason ?? ''}`;
}

/** The customer's digest: every order answered since their last one, with its code or reason. */
export function ordersAnsweredMail(
  locale: MailLocale,
  input: { name: string; orders: AnsweredOrderLine[]; ordersUrl: string },
): RenderedMail {
  const texts = TEXTS[locale];
  const { orders } = input;
  const [first] = orders;
  const subject =
    orders.length === 1 && first ? texts.subjectOne(first.id) : texts.subjectMany(orders.length);
  const lines = orders.map(
    (order) =>
      `#${order.id}  ${texts.imei} ${order.imei}  ${order.service}\n    ${resultOf(order, texts)}`,
  );
  const text = [
    texts.greeting(input.name),
    '',
    texts.intro(orders.length),
    '',
    ...lines,
    '',
    `${texts.seeAll} ${input.ordersUrl}`,
    '',
    `-- \n${SHOP_NAME}: ${texts.footer}`,
  ].join('\n');
  const cell = 'style="padding:6px 8px;border-bottom:1px solid #e0e0e0;text-align:left"';
  const rows = orders.map((order) => {
    const result =
      order.status === 'completed'
        ? `${escapeHtml(texts.code)}: <code style="font-size:14px">${escapeHtml(order.code ?? '')}</code>`
        : `${escapeHtml(texts.rejected)}: ${escapeHtml(order.reason ?? '')}`;
    return `<tr><td ${cell}>#${order.id}</td><td ${cell}>${escapeHtml(order.imei)}</td><td ${cell}>${escapeHtml(order.service)}</td><td ${cell}>${result}</td></tr>`;
  });
  const head = [texts.order, texts.imei, texts.service, texts.result]
    .map((title) => `<th ${cell}>${escapeHtml(title)}</th>`)
    .join('');
  const body = [
    paragraph(texts.greeting(input.name)),
    paragraph(texts.intro(orders.length)),
    `<table style="border-collapse:collapse;width:100%;margin:0 0 16px"><thead><tr>${head}</tr></thead><tbody>`,
    ...rows,
    '</tbody></table>',
    `<p style="margin:0 0 16px">${escapeHtml(texts.seeAll)} ${link(input.ordersUrl)}</p>`,
  ].join('\n');
  const html = htmlDocument({ lang: locale, title: subject, body, footer: texts.footer });
  return { subject, text, html };
}
