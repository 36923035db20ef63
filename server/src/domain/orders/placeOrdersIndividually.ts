import type { Database } from '../../db/client.js';
import { isUniqueViolation } from '../../db/pgErrors.js';
import type { FieldErrors } from '../errors.js';
import { fromCents, toCents } from '../money.js';
import { holdServicesForOrders, type PricedService, pricedServicesFor } from '../prices.js';
import { queueForwarding } from '../suppliers/forwardingQueue.js';
import {
  insertChargedOrders,
  lockCustomer,
  type NewOrder,
  PENDING_IMEI_INDEX,
  pairKey,
  pendingOrdersAmong,
} from './chargedOrders.js';
import { imeiProblem, MAX_IMEIS_PER_SUBMISSION, shownInMessage } from './imei.js';
import { checkOrderFields } from './orderFields.js';
import type { OrderRow } from './types.js';

export interface IndividualOrderItem {
  /** The caller's own reference for this item (the reseller bulk's key). */
  ref: string;
  serviceId: number;
  imei: string;
  /** The values of the service's custom fields (`{name: value}`), checked against them. */
  fields?: unknown;
}

export type IndividualOrderResult =
  | { ok: true; order: OrderRow }
  /** `detail`: every problem, when there is more to say than `message`. */
  | { ok: false; message: string; detail?: string };

export const NOT_ENOUGH_CREDITS = 'Not enough credits';

/** A refusal for custom field values: the first problem, and every problem named by field. */
function fieldsRefusal(errors: FieldErrors): [message: string, detail: string] {
  const problems = Object.entries(errors).flatMap(([field, messages]) =>
    messages.map((message) => `${field.replace(/^fields\./, '')}: ${message}`),
  );
  const first = Object.values(errors).flat()[0] ?? 'The custom fields are invalid.';
  return [first, `CUSTOMFIELD ${problems.join(' ')}`];
}

/**
 * The reseller bulk: each item accepted or refused on its own — invalid IMEI, unknown or retired
 * service, custom field values that do not fit (the first problem names the field), the IMEI already pending for this customer and service (also earlier in the same
 * batch), or 'Not enough credits' once the accepted ones have used the balance up. The accepted
 * ones are placed and charged exactly as `placeOrders` does (customer's price, one ledger row per
 * order), all in one transaction holding the customer's row locked, in three or four statements
 * whatever the number of items. Answers a result for every ref.
 */
export async function placeOrdersIndividually(
  db: Database,
  input: { userId: number; items: IndividualOrderItem[]; source: 'api' },
): Promise<Map<string, IndividualOrderResult>> {
  const results = new Map<string, IndividualOrderResult>();
  const refuse = (ref: string, message: string, detail?: string) =>
    results.set(ref, { ok: false, message, ...(detail ? { detail } : {}) });
  const items = input.items.map((item) => ({ ...item, imei: String(item.imei).trim() }));
  for (const item of items.slice(MAX_IMEIS_PER_SUBMISSION)) {
    refuse(item.ref, `At most ${MAX_IMEIS_PER_SUBMISSION} orders in one request`);
  }
  const considered = items.slice(0, MAX_IMEIS_PER_SUBMISSION);

  const attempt = () =>
    db.transaction(async (tx) => {
      // The services first, then the customer (holdServicesForOrders says why).
      await holdServicesForOrders(
        tx,
        considered.map((item) => item.serviceId),
      );
      const balance = await lockCustomer(tx, input.userId);
      if (balance === undefined) throw new Error(`User ${input.userId} does not exist`);
      const services = new Map<number, PricedService>(
        (await pricedServicesFor(tx, input.userId)).map((service) => [service.serviceId, service]),
      );
      const validImeis = considered.map((item) => item.imei).filter((imei) => !imeiProblem(imei));
      const pending = await pendingOrdersAmong(tx, input.userId, [...new Set(validImeis)]);
      let available = toCents(balance);
      const accepted: { ref: string; order: NewOrder }[] = [];
      for (const item of considered) {
        const problem = imeiProblem(item.imei);
        const service = services.get(item.serviceId);
        const key = pairKey(item.serviceId, item.imei);
        const fields = service ? checkOrderFields(service.fields, item.fields) : undefined;
        if (problem) refuse(item.ref, `Invalid IMEI ${shownInMessage(item.imei)}: ${problem}`);
        else if (!service || !fields)
          refuse(
            item.ref,
            'Invalid service',
            'The service does not exist or is no longer offered.',
          );
        else if (!fields.ok) refuse(item.ref, ...fieldsRefusal(fields.errors));
        else if (pending.has(key)) {
          // The order it is pending as: a retry after a lost answer finds its REFERENCEID here.
          const pendingId = pending.get(key) ?? 0;
          const which = pendingId > 0 ? ` (order #${pendingId})` : '';
          refuse(item.ref, `IMEI ${item.imei} is already pending for this service${which}`);
        } else if (available < toCents(service.price)) refuse(item.ref, NOT_ENOUGH_CREDITS);
        else {
          available -= toCents(service.price);
          pending.set(key, 0);
          accepted.push({
            ref: item.ref,
            order: {
              serviceId: service.serviceId,
              imei: item.imei,
              price: service.price,
              cost: service.cost,
              fields: fields.values,
            },
          });
        }
      }
      const placed = await insertChargedOrders(
        tx,
        input.userId,
        input.source,
        accepted.map((entry) => entry.order),
      );
      await queueForwarding(tx, placed);
      // Each accepted (service, IMEI) pair is unique, so it finds its order back.
      const byPair = new Map(placed.map((order) => [pairKey(order.serviceId, order.imei), order]));
      for (const entry of accepted) {
        const order = byPair.get(pairKey(entry.order.serviceId, entry.order.imei));
        if (order) results.set(entry.ref, { ok: true, order });
      }
      return fromCents(available);
    });

  try {
    await attempt();
  } catch (error) {
    // Unreachable while every placement locks the customer first; the index is the last guard.
    if (!isUniqueViolation(error, PENDING_IMEI_INDEX)) throw error;
    for (const item of considered) refuse(item.ref, 'IMEI is already pending for this service');
  }
  return results;
}
