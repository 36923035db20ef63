import { inArray } from 'drizzle-orm';
import type { Transaction } from '../../db/client.js';
import { insertFromLists } from '../../db/insertFromLists.js';
import { orderForwarding, serviceRoutes } from '../../db/schema.js';
import { PLACE_QUEUE, type PlaceJob, sendInTransaction } from '../../jobs/queues.js';

/**
 * Called by every placement of orders, inside the transaction that inserts and charges them:
 * the orders of routed services get their forwarding row (queued) and one job to place them.
 * Both commit with the orders or not at all; an order of a service without routes is answered
 * by hand, as before.
 */
export async function queueForwarding(
  tx: Transaction,
  placed: { id: number; serviceId: number }[],
): Promise<number[]> {
  if (placed.length === 0) return [];
  const serviceIds = [...new Set(placed.map((order) => order.serviceId))];
  const routed = new Set(
    (
      await tx
        .selectDistinct({ serviceId: serviceRoutes.serviceId })
        .from(serviceRoutes)
        .where(inArray(serviceRoutes.serviceId, serviceIds))
    ).map((row) => row.serviceId),
  );
  const orderIds = placed.filter((order) => routed.has(order.serviceId)).map((order) => order.id);
  if (orderIds.length === 0) return [];
  // Queued, to be placed now: the columns' defaults.
  await tx.execute(
    insertFromLists(orderForwarding, [
      { column: orderForwarding.orderId, type: 'bigint', values: orderIds.map(String) },
    ]),
  );
  await sendInTransaction(tx, PLACE_QUEUE, { orderIds } satisfies PlaceJob);
  return orderIds;
}
