import { toNumber } from '../domain/money.js';
import {
  CANCELLED_BY_CUSTOMER,
  ORDER_REJECTED,
  type OrderListing,
  orderAnswer,
} from '../domain/orders/index.js';
import type { AnswerLocale } from '../i18n/answerLocale.js';
import { translateMessage } from '../i18n/translateMessage.js';

export interface OrderView {
  id: number;
  status: number;
  service_id: number;
  service: { id: number; name: string };
  user_id: number;
  user: { id: number; name: string };
  price: number;
  imei: string;
  /** The unlock code when completed; the reason when rejected (as the DHRU API answers it). */
  code: string | null;
  reason: string | null;
  source: string;
  created_at: string;
  updated_at: string;
  answered_at: string | null;
  att_response: string | null;
  ifree_model: string | null;
  phase: boolean;
  other_phase: boolean;
  /** The values given for the service's custom fields; null when it had none. */
  fields: Record<string, string> | null;
}

/**
 * A rejection's reason in the answer's language when the server wrote it (a customer's cancel);
 * an admin's or a supplier's words, and the spec's default 'Not Found', are shown as they came.
 */
function reasonIn(reason: string | null, status: number, locale: AnswerLocale): string | null {
  if (locale === 'en' || status !== ORDER_REJECTED || reason !== CANCELLED_BY_CUSTOMER)
    return reason;
  return translateMessage(reason, locale);
}

/** An order as every order list shows it (spec section 3), for its customer or an admin. */
export function orderView(
  { order, serviceName, userName }: OrderListing,
  locale: AnswerLocale,
): OrderView {
  return {
    id: order.id,
    status: order.status,
    service_id: order.serviceId,
    service: { id: order.serviceId, name: serviceName },
    user_id: order.userId,
    user: { id: order.userId, name: userName },
    price: toNumber(order.price),
    imei: order.imei,
    code: reasonIn(orderAnswer(order), order.status, locale),
    reason: reasonIn(order.reason, order.status, locale),
    source: order.source,
    created_at: order.createdAt.toISOString(),
    updated_at: order.updatedAt.toISOString(),
    answered_at: order.answeredAt ? order.answeredAt.toISOString() : null,
    att_response: order.attResponse,
    ifree_model: order.ifreeModel,
    phase: order.phase,
    other_phase: order.otherPhase,
    fields: order.fields ?? null,
  };
}
