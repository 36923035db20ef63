import type { OrderEvent } from '../schemas/events.js';

/** The channel the database's triggers announce order changes on (migration 0013). */
export const ORDER_EVENTS_CHANNEL = 'order_events';

/** What happened to the orders of one notification. */
export type OrderChangeKind = 'placed' | 'answered' | 'forwarded';

/** One order as a notification announces it. */
export interface OrderChange {
  kind: OrderChangeKind;
  orderId: number;
  userId: number;
  status: number;
  forwardingState: OrderEvent['forwarding_state'];
}

const KINDS: readonly string[] = ['placed', 'answered', 'forwarded'] satisfies OrderChangeKind[];
const STATES: readonly (string | null)[] = ['queued', 'placing', 'placed', 'held', 'done', null];

const isKind = (value: unknown): value is OrderChangeKind =>
  typeof value === 'string' && KINDS.includes(value);
const isState = (value: unknown): value is OrderChange['forwardingState'] =>
  (typeof value === 'string' || value === null) && STATES.includes(value);
const isId = (value: unknown): value is number => Number.isSafeInteger(value) && Number(value) > 0;

/**
 * The orders of one notification, `{"k": kind, "o": [[id, user id, status, state], ...]}`;
 * anything else in it (a hand-sent NOTIFY on the channel) is left out.
 */
export function parseOrderChanges(payload: string): OrderChange[] {
  let parsed: unknown;
  try {
    parsed = JSON.parse(payload);
  } catch {
    return [];
  }
  if (typeof parsed !== 'object' || parsed === null) return [];
  const { k: kind, o: entries } = parsed as { k?: unknown; o?: unknown };
  if (!isKind(kind) || !Array.isArray(entries)) return [];
  const changes: OrderChange[] = [];
  for (const entry of entries) {
    if (!Array.isArray(entry)) continue;
    const [orderId, userId, status, forwardingState] = entry as unknown[];
    if (!isId(orderId) || !isId(userId) || !Number.isInteger(status) || !isState(forwardingState)) {
      continue;
    }
    changes.push({ kind, orderId, userId, status: Number(status), forwardingState });
  }
  return changes;
}
