import { type RefObject, useEffect, useState } from 'react';
import type { Order } from '../../order-parts/order';

/** The attribute that marks each row's Response button with its order's id. */
export const RESPONSE_FOR = 'data-response-for';

/**
 * Where keyboard focus goes once an answered order has left the queue: to the Response button of
 * the order now in its place (or of the last one), else to `fallback`. Without it, focus went
 * back to the button that opened the dialog, gone with its row, and so to the start of the page.
 * Waits while a dialog is open (`dialogOpen`), whose focus trap would pull focus back into it.
 */
export function useFocusAfterAnswer(
  orders: Order[] | undefined,
  dialogOpen: boolean,
  fallback: RefObject<HTMLElement | null>,
): (order: Order) => void {
  const [answered, setAnswered] = useState<{ id: number; index: number } | null>(null);
  useEffect(() => {
    if (!answered || !orders || dialogOpen) return;
    if (orders.some((order) => order.id === answered.id)) return; // not reloaded yet
    const next = orders[Math.min(answered.index, orders.length - 1)];
    const target = next
      ? document.querySelector<HTMLElement>(`[${RESPONSE_FOR}="${next.id}"]`)
      : fallback.current;
    target?.focus();
    setAnswered(null);
  }, [orders, answered, dialogOpen, fallback]);
  return (order) =>
    setAnswered({
      id: order.id,
      index: Math.max(0, orders?.findIndex((listed) => listed.id === order.id) ?? 0),
    });
}
