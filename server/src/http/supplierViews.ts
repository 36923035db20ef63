import { toNumber } from '../domain/money.js';
import type { OrderListing } from '../domain/orders/index.js';
import type { AttemptRecord, ForwardingSummary } from '../domain/suppliers/forwardingViews.js';
import type { RoutedService, ServiceRoute } from '../domain/suppliers/serviceRoutes.js';
import type { SupplierSummary } from '../domain/suppliers/supplierAccounts.js';
import type { SupplierServiceRow } from '../domain/suppliers/supplierServices.js';
import type { AnswerLocale } from '../i18n/answerLocale.js';
import { translateMessage } from '../i18n/translateMessage.js';
import { orderView } from './orderView.js';

/** The supplier screens' JSON shapes (schemas/suppliers.ts). */

const iso = (date: Date | null) => (date ? date.toISOString() : null);
const amount = (value: string | null) => (value === null ? null : toNumber(value));

/**
 * A text stored in English when it happened (an order's note, an attempt's message, a supplier's
 * last error), in the language of the answer it is read in. It may be a supplier's own words:
 * those pass through as they came. English answers take it as it is, nothing looked up.
 */
const stored = (text: string | null, locale: AnswerLocale) =>
  locale === 'es' && text !== null ? translateMessage(text, locale) : text;

export const supplierView = (supplier: SupplierSummary, locale: AnswerLocale) => ({
  id: supplier.id,
  name: supplier.name,
  url: supplier.url,
  username: supplier.username,
  api_key_last4: supplier.apiKeyLast4,
  active: supplier.active,
  allows_bulk: supplier.allowsBulk,
  balance: amount(supplier.balance),
  currency: supplier.currency,
  low_balance: amount(supplier.lowBalance),
  low_balance_warning:
    supplier.balance !== null &&
    supplier.lowBalance !== null &&
    toNumber(supplier.balance) < toNumber(supplier.lowBalance),
  checked_at: iso(supplier.checkedAt),
  last_error: stored(supplier.lastError, locale),
  services_fetched_at: iso(supplier.servicesFetchedAt),
  orders_in_flight: supplier.ordersInFlight,
});

export const supplierServiceView = (service: SupplierServiceRow, routedTo: RoutedService[]) => ({
  id: service.serviceId,
  name: service.name,
  group: service.groupName,
  credit: amount(service.credit),
  time: service.time,
  info: service.info,
  routed_to: routedTo,
});

export const serviceRouteView = (route: ServiceRoute) => ({
  position: route.position,
  supplier_id: route.supplierId,
  supplier: { id: route.supplierId, name: route.supplierName, active: route.supplierActive },
  supplier_service_id: route.supplierServiceId,
  supplier_service_name: route.supplierServiceName,
  credit: amount(route.credit),
});

export const forwardingView = (forwarding: ForwardingSummary | undefined, locale: AnswerLocale) =>
  forwarding
    ? {
        state: forwarding.state,
        supplier: forwarding.supplier,
        reference: forwarding.reference,
        attempts: forwarding.attempts,
        last_error: stored(forwarding.lastError, locale),
        next_attempt_at: iso(forwarding.nextAttemptAt),
      }
    : null;

/**
 * An order in the admin's lists: the order and where it is with its suppliers (added to the
 * order's view, not spread into a copy of it: 15 to 100 rows a page).
 */
export const adminOrderView = (listing: OrderListing, locale: AnswerLocale) =>
  Object.assign(orderView(listing, locale), {
    forwarding: forwardingView(listing.forwarding, locale),
  });

export const attemptView = (attempt: AttemptRecord, locale: AnswerLocale) => ({
  at: attempt.at.toISOString(),
  finished_at: iso(attempt.finishedAt),
  supplier: attempt.supplier,
  action: attempt.action,
  outcome: attempt.outcome,
  message: stored(attempt.message, locale),
  reference: attempt.reference,
});
