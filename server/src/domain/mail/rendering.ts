import { backupFailedMail } from '../../mail/templates/backupFailed.js';
import { mailLocaleOf, type RenderedMail } from '../../mail/templates/locale.js';
import { ordersAnsweredMail } from '../../mail/templates/ordersAnswered.js';
import { ordersLateMail } from '../../mail/templates/ordersLate.js';
import { passwordResetMail } from '../../mail/templates/passwordReset.js';
import { supplierLowBalanceMail } from '../../mail/templates/supplierLowBalance.js';
import { supplierPricesAboveMail } from '../../mail/templates/supplierPricesAbove.js';
import type { MailPayloads } from './kinds.js';
import type { OutboxRow } from './outbox.js';

/** Minutes a "reset your password" link works, from the moment its mail is sent. */
export const RESET_LINK_MINUTES = 60;

export interface RenderContext {
  /** PUBLIC_URL: the links point into the portal there. */
  publicUrl: string;
  /** The reset link's token, made for this attempt (password_reset only). */
  resetToken?: string | undefined;
}

/** The subject, text and HTML of an outbox mail, in its recipient's language. */
export function renderOutboxMail(row: OutboxRow, context: RenderContext): RenderedMail {
  const locale = mailLocaleOf(row.locale);
  switch (row.kind) {
    case 'orders_answered': {
      const payload = row.payload as unknown as MailPayloads['orders_answered'];
      return ordersAnsweredMail(locale, {
        name: payload.name,
        orders: payload.orders,
        ordersUrl: `${context.publicUrl}/admin/orders`,
      });
    }
    case 'password_reset': {
      const payload = row.payload as unknown as MailPayloads['password_reset'];
      if (!context.resetToken) throw new Error('a reset mail needs its token');
      return passwordResetMail(locale, {
        name: payload.name,
        email: row.recipient,
        resetUrl: `${context.publicUrl}/auth/reset?token=${encodeURIComponent(context.resetToken)}`,
        validMinutes: RESET_LINK_MINUTES,
      });
    }
    case 'supplier_low_balance': {
      const payload = row.payload as unknown as MailPayloads['supplier_low_balance'];
      return supplierLowBalanceMail(locale, {
        ...payload,
        suppliersUrl: `${context.publicUrl}/admin/admin-suppliers`,
      });
    }
    case 'orders_late': {
      const payload = row.payload as unknown as MailPayloads['orders_late'];
      const needingAPerson = encodeURIComponent(JSON.stringify({ forwarding: 'held' }));
      return ordersLateMail(locale, {
        ...payload,
        queueUrl: `${context.publicUrl}/admin/admin-orders?filter=${needingAPerson}`,
      });
    }
    case 'supplier_prices_above': {
      const payload = row.payload as unknown as MailPayloads['supplier_prices_above'];
      return supplierPricesAboveMail(locale, {
        ...payload,
        servicesUrl: `${context.publicUrl}/admin/admin-services`,
      });
    }
    case 'backup_failed':
      return backupFailedMail(locale, row.payload as unknown as MailPayloads['backup_failed']);
    default:
      throw new Error(`unknown mail kind ${row.kind}`);
  }
}
