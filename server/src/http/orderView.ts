import { toNumber } from '../domain/money.js';
import { type OrderListing, orderAnswer } from '../domain/orders/index.js';

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

/** An order as every order list shows it (spec section 3), for its customer or an admin. */
export function orderView({ order, serviceName, userName }: OrderListing): OrderView {
  return {
    id: order.id,
    status: order.status,
    service_id: order.serviceId,
    service: { id: order.serviceId, name: serviceName },
    user_id: order.userId,
    user: { id: order.userId, name: userName },
    price: toNumber(order.price),
    imei: order.imei,
    code: orderAnswer(order),
    reason: order.reason,
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
