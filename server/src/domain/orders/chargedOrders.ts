import { and, eq, inArray, sql } from 'drizzle-orm';
import type { Transaction } from '../../db/client.js';
import { insertFromLists } from '../../db/insertFromLists.js';
import { rowsOf } from '../../db/rows.js';
import { ORDER_PENDING, orders, users } from '../../db/schema.js';
import { moveCreditsInBatch } from '../credits.js';
import { AccountDeactivatedError } from '../errors.js';
import type { OrderFieldValues } from './orderFields.js';
import type { OrderRow, OrderSource } from './types.js';

/** The unique index that keeps one IMEI pending once per customer and service. */
export const PENDING_IMEI_INDEX = 'orders_pending_imei_unique';

export interface NewOrder {
  serviceId: number;
  imei: string;
  /** What this customer pays, decimal string. */
  price: string;
  /** The service's cost at this moment, decimal string. */
  cost: string;
  /** The values of the service's custom fields; null when it has none. */
  fields: OrderFieldValues;
}

/**
 * Locks the customer's row for the rest of the transaction and answers the balance: every
 * placement for one customer, on any server process, waits for the one before it, so the
 * duplicate and credit checks that follow see everything committed before. An account
 * deactivated since its request was let in is refused here (AccountDeactivatedError): the lock
 * reads the row as it is now.
 */
export async function lockCustomer(tx: Transaction, userId: number): Promise<string | undefined> {
  const [row] = await tx
    .select({ credits: users.credits, active: users.active })
    .from(users)
    .where(eq(users.id, userId))
    .for('update');
  if (row && !row.active) throw new AccountDeactivatedError();
  return row?.credits;
}

export const pairKey = (serviceId: number, imei: string) => `${serviceId}:${imei}`;

/** The pending orders of this customer among these IMEIs: `serviceId:imei` → order id. */
export async function pendingOrdersAmong(
  tx: Transaction,
  userId: number,
  imeis: string[],
): Promise<Map<string, number>> {
  const found = new Map<string, number>();
  if (imeis.length === 0) return found;
  const rows = await tx
    .select({ id: orders.id, serviceId: orders.serviceId, imei: orders.imei })
    .from(orders)
    .where(
      and(eq(orders.userId, userId), eq(orders.status, ORDER_PENDING), inArray(orders.imei, imeis)),
    );
  for (const row of rows) found.set(pairKey(row.serviceId, row.imei), row.id);
  return found;
}

/**
 * Inserts the orders (one statement from lists, db/insertFromLists.ts), reads them back as rows,
 * and charges each one's price (one guarded balance update, one ledger row per order, kind
 * 'order_charge'). Call with the customer locked.
 */
export async function insertChargedOrders(
  tx: Transaction,
  userId: number,
  source: OrderSource,
  newOrders: NewOrder[],
): Promise<OrderRow[]> {
  if (newOrders.length === 0) return [];
  const inserted = await rowsOf<{ id: string }>(
    tx,
    sql`${insertFromLists(
      orders,
      [
        {
          column: orders.serviceId,
          type: 'int',
          values: newOrders.map((o) => String(o.serviceId)),
        },
        { column: orders.imei, type: 'text', values: newOrders.map((o) => o.imei) },
        { column: orders.price, type: 'numeric', values: newOrders.map((o) => o.price) },
        { column: orders.cost, type: 'numeric', values: newOrders.map((o) => o.cost) },
        {
          column: orders.fields,
          type: 'jsonb',
          values: newOrders.map((o) => (o.fields ? JSON.stringify(o.fields) : null)),
        },
      ],
      [
        { column: orders.userId, type: 'int', value: userId },
        { column: orders.source, type: 'text', value: source },
        { column: orders.status, type: 'smallint', value: ORDER_PENDING },
      ],
    )} returning ${orders.id}::text as id`,
  );
  const placed = await tx
    .select()
    .from(orders)
    .where(sql`${orders.id} = any(${sql.param(inserted.map((row) => row.id))}::text[]::bigint[])`)
    .orderBy(orders.id);
  await moveCreditsInBatch(
    tx,
    userId,
    placed.map((order) => ({
      delta: `-${order.price}`,
      kind: 'order_charge' as const,
      orderId: order.id,
    })),
  );
  return placed;
}
