import type { AnsweredOrderLine } from '../../mail/templates/ordersAnswered.js';
import type { LateOrderLine } from '../../mail/templates/ordersLate.js';
import type { PriceAboveLine } from '../../mail/templates/supplierPricesAbove.js';

/** What each kind of mail keeps in its outbox row's payload (never a secret). */
export interface MailPayloads {
  /** To a customer: their orders answered since their last such mail. */
  orders_answered: { name: string; orders: AnsweredOrderLine[] };
  /** To an account that asked for a new password: the link is made when the mail is sent. */
  password_reset: { name: string; resetId: number };
  /** To each active admin: a supplier's balance fell below its threshold. */
  supplier_low_balance: {
    supplierId: number;
    supplier: string;
    balance: string;
    threshold: string;
    currency: string | null;
  };
  /** To each active admin: orders of a supplier just late there (SUPPLIER_OVERDUE_DAYS). */
  orders_late: { supplier: string; orders: LateOrderLine[] };
  /** To each active admin: a supplier's fetched list prices routed services above ours. */
  supplier_prices_above: { supplier: string; services: PriceAboveLine[] };
  /** To each active admin: the scheduled backups of the embedded database started failing. */
  backup_failed: { directory: string; reason: string; everyHours: number };
}

export type MailKind = keyof MailPayloads;

/** One mail to queue: its kind and payload, and who it goes to. */
export type MailToQueue = {
  [Kind in MailKind]: {
    kind: Kind;
    payload: MailPayloads[Kind];
    userId: number;
    recipient: string;
    locale: string;
  };
}[MailKind];
