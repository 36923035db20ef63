import { listMail } from './listMail.js';
import type { MailLocale, RenderedMail } from './locale.js';

/** One order still waiting at its supplier past SUPPLIER_OVERDUE_DAYS. */
export interface LateOrderLine {
  id: number;
  imei: string;
  reference: string;
  days: number;
}

const TEXTS = {
  en: {
    subject: (count: number, supplier: string) =>
      count === 1 ? `1 order late at ${supplier}` : `${count} orders late at ${supplier}`,
    intro: (supplier: string) =>
      `These orders are still waiting at the supplier ${supplier}, with no code nor refusal. Some suppliers never answer for an order they lost: ask them about these references, or answer the orders in the queue.`,
    line: (order: LateOrderLine) =>
      `Order #${order.id}, IMEI ${order.imei}, REFERENCEID ${order.reference}: ${order.days} days`,
    more: (count: number) => `…and ${count} more.`,
    queue: 'The orders that need a person:',
    footer:
      'You get this mail as an admin of the shop, once for each order that becomes late at its supplier.',
  },
  es: {
    subject: (count: number, supplier: string) =>
      count === 1 ? `1 orden atrasada en ${supplier}` : `${count} órdenes atrasadas en ${supplier}`,
    intro: (supplier: string) =>
      `Estas órdenes siguen esperando en el proveedor ${supplier}, sin código ni rechazo. Algunos proveedores nunca responden por una orden que perdieron: pregúnteles por estas referencias, o responda las órdenes en la cola.`,
    line: (order: LateOrderLine) =>
      `Orden #${order.id}, IMEI ${order.imei}, REFERENCEID ${order.reference}: ${order.days} días`,
    more: (count: number) => `…y ${count} más.`,
    queue: 'Las órdenes que requieren atención:',
    footer:
      'Recibe este correo como administrador de la tienda, una vez por cada orden que se atrasa en su proveedor.',
  },
} as const;

/** To each active admin when orders of a supplier become late (SUPPLIER_OVERDUE_DAYS). */
export function ordersLateMail(
  locale: MailLocale,
  input: { supplier: string; orders: LateOrderLine[]; queueUrl: string },
): RenderedMail {
  const texts = TEXTS[locale];
  return listMail(locale, {
    subject: texts.subject(input.orders.length, input.supplier),
    intro: texts.intro(input.supplier),
    lines: input.orders.map(texts.line),
    more: texts.more,
    action: texts.queue,
    url: input.queueUrl,
    footer: texts.footer,
  });
}
