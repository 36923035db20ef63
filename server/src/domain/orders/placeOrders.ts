import type { Database } from '../../db/client.js';
import { isUniqueViolation } from '../../db/pgErrors.js';
import { type FieldErrors, InvalidInputError } from '../errors.js';
import { fromCents, toCents } from '../money.js';
import { holdServicesForOrders, pricedServiceFor } from '../prices.js';
import { queueForwarding } from '../suppliers/forwardingQueue.js';
import {
  insertChargedOrders,
  lockCustomer,
  PENDING_IMEI_INDEX,
  pairKey,
  pendingOrdersAmong,
} from './chargedOrders.js';
import { badImeiMessage, imeiProblem, MAX_IMEIS_PER_SUBMISSION } from './imei.js';
import { checkOrderFields } from './orderFields.js';
import type { OrderRow, OrderSource } from './types.js';

export interface PlaceOrdersInput {
  userId: number;
  serviceId: number;
  /** The IMEIs, e.g. from `parseImeiLines`; the same IMEI twice counts once. */
  imeis: string[];
  source: OrderSource;
  /** The values of the service's custom fields (`{name: value}`), checked against them. */
  fields?: unknown;
  /** The price of one order the customer was shown: a higher price now is refused. */
  shownPrice?: number;
}

export interface PlacedOrders {
  orders: OrderRow[];
  /** What the whole submission cost, decimal string. */
  total: string;
}

const duplicateMessage = (imei: string, orderId?: number) =>
  badImeiMessage(
    imei,
    orderId === undefined
      ? 'already pending for this service'
      : `already pending for this service (order #${orderId})`,
  );

const formatMoney = (cents: bigint) => `$${fromCents(cents)}`;

const PRICE_RISEN = (now: bigint, shown: bigint) =>
  `The price of this service is now ${formatMoney(now)}, not the ${formatMoney(shown)} shown: nothing was placed. Check the price and send again.`;

/**
 * One submission of the order form: all or nothing.
 * Any invalid IMEI, an unknown or retired service, a custom field value that does not fit
 * (`checkOrderFields`; every order of the submission stores the same values), an IMEI already
 * pending for this customer and service, a price risen above the one the customer was shown (when
 * the form says which), or credits that do not cover every order → InvalidInputError naming each
 * bad line and why (or the new price, or how many credits are missing); nothing placed, nothing
 * charged. Otherwise one order per IMEI at this customer's price, each charged with its ledger
 * row, in one transaction that holds the customer's row locked.
 */
export async function placeOrders(db: Database, input: PlaceOrdersInput): Promise<PlacedOrders> {
  const imeis = [...new Set(input.imeis.map((imei) => imei.trim()).filter((imei) => imei !== ''))];
  if (imeis.length === 0) throw InvalidInputError.field('imei', 'The imei field is required.');
  if (imeis.length > MAX_IMEIS_PER_SUBMISSION) {
    throw InvalidInputError.field(
      'imei',
      `At most ${MAX_IMEIS_PER_SUBMISSION} IMEIs in one submission; this one has ${imeis.length}.`,
    );
  }
  try {
    return await db.transaction(async (tx) => {
      // The service first, then the customer (holdServicesForOrders says why).
      await holdServicesForOrders(tx, [input.serviceId]);
      const balance = await lockCustomer(tx, input.userId);
      if (balance === undefined)
        throw InvalidInputError.field('user', 'This account does not exist.');
      const service = await pricedServiceFor(tx, input.userId, input.serviceId);
      const errors: FieldErrors = {};
      if (!service)
        errors.service_id = ['The selected service does not exist or is no longer offered.'];
      const pending = service
        ? await pendingOrdersAmong(tx, input.userId, imeis)
        : new Map<string, number>();
      const lineErrors: string[] = [];
      for (const imei of imeis) {
        const problem = imeiProblem(imei);
        if (problem) lineErrors.push(badImeiMessage(imei, problem));
        else if (service && pending.has(pairKey(service.serviceId, imei))) {
          lineErrors.push(duplicateMessage(imei, pending.get(pairKey(service.serviceId, imei))));
        }
      }
      if (lineErrors.length > 0) errors.imei = lineErrors;
      const fields = service ? checkOrderFields(service.fields, input.fields) : undefined;
      if (fields && !fields.ok) Object.assign(errors, fields.errors);
      if (!service || !fields?.ok || Object.keys(errors).length > 0) {
        throw new InvalidInputError(errors);
      }

      const unitCents = toCents(service.price);
      if (input.shownPrice !== undefined) {
        const shownCents = BigInt(Math.round(input.shownPrice * 100));
        if (unitCents > shownCents) {
          throw InvalidInputError.field('price', PRICE_RISEN(unitCents, shownCents));
        }
      }
      const totalCents = unitCents * BigInt(imeis.length);
      const available = toCents(balance);
      if (available < totalCents) {
        const count = imeis.length === 1 ? '1 order costs' : `${imeis.length} orders cost`;
        throw InvalidInputError.field(
          'credits',
          `Not enough credits: ${count} ${formatMoney(totalCents)}, you have ${formatMoney(available)} (${formatMoney(totalCents - available)} missing).`,
        );
      }
      const placed = await insertChargedOrders(
        tx,
        input.userId,
        input.source,
        imeis.map((imei) => ({
          serviceId: service.serviceId,
          imei,
          price: service.price,
          cost: service.cost,
          fields: fields.values,
        })),
      );
      await queueForwarding(tx, placed);
      return { orders: placed, total: fromCents(totalCents) };
    });
  } catch (error) {
    // The customer's lock makes this unreachable for placements; the index is the last guard.
    if (isUniqueViolation(error, PENDING_IMEI_INDEX)) {
      throw InvalidInputError.field(
        'imei',
        'One of these IMEIs is already pending for this service.',
      );
    }
    throw error;
  }
}
