import { toNumber } from '../domain/money.js';
import type { OrderListing } from '../domain/orders/index.js';
import type { AttemptRecord, ForwardingSummary } from '../domain/suppliers/forwardingViews.js';
import type { ServiceRoute } from '../domain/suppliers/serviceRoutes.js';
import type { SupplierSummary } from '../domain/suppliers/supplierAccounts.js';
import type { SupplierServiceRow } from '../domain/suppliers/supplierServices.js';
import { orderView } from './orderView.js';

/** The supplier screens' JSON shapes (schemas/suppliers.ts). */

const iso = (date: Date | null) => (date ? date.toISOString() : null);
const amount = (value: string | null) => (value === null ? null : toNumber(value));

export const supplierView = (supplier: SupplierSummary) => ({
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
  last_error: supplier.lastError,
  services_fetched_at: iso(supplier.servicesFetchedAt),
  orders_in_flight: supplier.ordersInFlight,
});

export const supplierServiceView = (service: SupplierServiceRow) => ({
  id: service.serviceId,
  name: service.name,
  group: service.groupName,
  credit: amount(service.credit),
  time: service.time,
  info: service.info,
});

export const serviceRouteView = (route: ServiceRoute) => ({
  position: route.position,
  supplier_id: route.supplierId,
  supplier: { id: route.supplierId, name: route.supplierName, active: route.supplierActive },
  supplier_service_id: route.supplierServiceId,
  supplier_service_name: route.supplierServiceName,
  credit: amount(route.credit),
});

export const forwardingView = (forwarding: ForwardingSummary | undefined) =>
  forwarding
    ? {
        state: forwarding.state,
        supplier: forwarding.supplier,
        reference: forwarding.reference,
        attempts: forwarding.attempts,
        last_error: forwarding.lastError,
        next_attempt_at: iso(forwarding.nextAttemptAt),
      }
    : null;

/**
 * An order in the admin's lists: the order and where it is with its suppliers (added to the
 * order's view, not spread into a copy of it: 15 to 100 rows a page).
 */
export const adminOrderView = (listing: OrderListing) =>
  Object.assign(orderView(listing), { forwarding: forwardingView(listing.forwarding) });

export const attemptView = (attempt: AttemptRecord) => ({
  at: attempt.at.toISOString(),
  finished_at: iso(attempt.finishedAt),
  supplier: attempt.supplier,
  action: attempt.action,
  outcome: attempt.outcome,
  message: attempt.message,
  reference: attempt.reference,
});
