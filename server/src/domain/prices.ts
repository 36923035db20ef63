import { asc, inArray, sql } from 'drizzle-orm';
import type { Executor, Transaction } from '../db/client.js';
import { preparedSqlFamily } from '../db/prepared.js';
import {
  categories,
  type ServiceFieldDefinition,
  services,
  userServicePrices,
} from '../db/schema.js';

/** What one customer pays for a service: the price an admin set for them, else the list price. */
export const customerPrice = sql<string>`coalesce(${userServicePrices.price}, ${services.price})`;

export interface PricedService {
  serviceId: number;
  name: string;
  price: string;
  listPrice: string;
  cost: string;
  tier: 'none' | 'clean' | 'base' | 'premium';
  categoryId: number;
  categoryName: string;
  /** true when an admin set a price for this customer. */
  custom: boolean;
  description: string;
  deliveryTime: string;
  /** The custom fields each order of it fills in. */
  fields: ServiceFieldDefinition[];
}

/** Which services a priced read takes: every active one, or the active one whose id is `id`. */
type PricedRead = 'active' | 'one';

/**
 * Active services with the prices of the customer `userId`, as raw rows in catalogue order
 * (see catalogue.ts's catalogueRows).
 */
const pricedRows = preparedSqlFamily<PricedRead, PricedService>(
  (read) => read,
  (read) => sql`
    SELECT ${services.id} AS "serviceId", ${services.name} AS "name",
           ${customerPrice}::text AS "price", ${services.price}::text AS "listPrice",
           ${services.cost}::text AS "cost", ${services.tier}::text AS "tier",
           ${services.categoryId} AS "categoryId", ${categories.name} AS "categoryName",
           ${userServicePrices.id} IS NOT NULL AS "custom", ${services.description} AS "description",
           ${services.deliveryTime} AS "deliveryTime", ${services.fields} AS "fields"
    FROM ${services}
    JOIN ${categories} ON ${categories.id} = ${services.categoryId}
    LEFT JOIN ${userServicePrices} ON ${userServicePrices.serviceId} = ${services.id}
      AND ${userServicePrices.userId} = ${sql.placeholder('userId')}
    WHERE ${services.active}
    ${read === 'one' ? sql`AND ${services.id} = ${sql.placeholder('serviceId')}` : sql``}
    ORDER BY ${categories.name}, ${services.name}, ${services.id}`,
);

/** Every active service with the price this customer pays, in catalogue order. */
export async function pricedServicesFor(db: Executor, userId: number): Promise<PricedService[]> {
  return pricedRows(db, 'active').execute({ userId });
}

/** One active service with this customer's price, or undefined if unknown or retired. */
export async function pricedServiceFor(
  db: Executor,
  userId: number,
  serviceId: number,
): Promise<PricedService | undefined> {
  const rows = await pricedRows(db, 'one').execute({ userId, serviceId });
  return rows[0];
}

/**
 * Holds the services an order is about to be placed for (FOR KEY SHARE, the lock each order's
 * foreign key takes anyway), before their prices are read. A deletion or change of one of them
 * under way (which locks its row FOR UPDATE) finishes first, and the prices read next see it; one
 * asked for later waits for the placement, and a deletion then finds its orders and retires the
 * service instead. Taken only by the insert, a service deleted after its price was read made the
 * placement fail on the foreign key (a 500). Ids outside the column's range are left out.
 *
 * Taken before the customer's row is locked, never while holding it: a change of the service's
 * tier (FOR UPDATE) waits for the dashboard's row of its tier, which an admin's or a supplier's
 * answer to another order of this customer holds while it waits for the customer's row to refund
 * them. A placement that held the customer while it waited for the service closed the circle
 * (a deadlock: one of the three a 500).
 */
export async function holdServicesForOrders(tx: Transaction, serviceIds: number[]): Promise<void> {
  const ids = [...new Set(serviceIds)].filter(
    (id) => Number.isInteger(id) && id >= 1 && id <= 2_147_483_647,
  );
  if (ids.length === 0) return;
  await tx
    .select({ id: services.id })
    .from(services)
    .where(inArray(services.id, ids))
    .orderBy(asc(services.id))
    .for('key share');
}
