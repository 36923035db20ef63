import { listMail } from './listMail.js';
import type { MailLocale, RenderedMail } from './locale.js';

/** One of our services that a supplier now lists above its price. */
export interface PriceAboveLine {
  service: string;
  /** Our price, what a customer pays without a price of their own. */
  price: string;
  /** A customer's own price below it, when one is (the least of them). */
  lowest?: string;
  /** The supplier's, in its list. */
  listed: string;
}

const TEXTS = {
  en: {
    subject: (count: number, supplier: string) =>
      count === 1
        ? `${supplier} now charges more than your price for 1 service`
        : `${supplier} now charges more than your price for ${count} services`,
    intro: (supplier: string) =>
      `The service list of the supplier ${supplier} now prices these services above what your customers pay for them. Their orders are not sent there: they go to the next route within the price, or wait under Needs a person.`,
    line: (line: PriceAboveLine) =>
      `${line.service}: your price $${line.price}${line.lowest ? ` (down to $${line.lowest} for some customers)` : ''}, theirs ${line.listed}`,
    more: (count: number) => `…and ${count} more.`,
    action: 'Raise your prices, route the services to another supplier, or retry the held orders:',
    footer:
      "You get this mail as an admin of the shop, when a supplier's service list prices one of your services above your price.",
  },
  es: {
    subject: (count: number, supplier: string) =>
      count === 1
        ? `${supplier} ahora cobra más que su precio por 1 servicio`
        : `${supplier} ahora cobra más que su precio por ${count} servicios`,
    intro: (supplier: string) =>
      `La lista de servicios del proveedor ${supplier} ahora cotiza estos servicios por encima de lo que pagan sus clientes. Sus órdenes no se envían allí: van a la siguiente ruta dentro del precio, o esperan en Requieren atención.`,
    line: (line: PriceAboveLine) =>
      `${line.service}: su precio $${line.price}${line.lowest ? ` (hasta $${line.lowest} para algunos clientes)` : ''}, el del proveedor ${line.listed}`,
    more: (count: number) => `…y ${count} más.`,
    action:
      'Suba sus precios, envíe los servicios a otro proveedor, o reintente las órdenes retenidas:',
    footer:
      'Recibe este correo como administrador de la tienda, cuando la lista de servicios de un proveedor cotiza uno de sus servicios por encima de su precio.',
  },
} as const;

/** To each active admin when a supplier's fetched list prices routed services above ours. */
export function supplierPricesAboveMail(
  locale: MailLocale,
  input: { supplier: string; services: PriceAboveLine[]; servicesUrl: string },
): RenderedMail {
  const texts = TEXTS[locale];
  return listMail(locale, {
    subject: texts.subject(input.services.length, input.supplier),
    intro: texts.intro(input.supplier),
    lines: input.services.map(texts.line),
    more: texts.more,
    action: texts.action,
    url: input.servicesUrl,
    footer: texts.footer,
  });
}
