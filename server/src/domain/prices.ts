import { and, eq, sql } from 'drizzle-orm';
import type { Executor } from '../db/client.js';
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

/** The services with one customer's prices; `userId` is a number or a placeholder. */
function pricedServicesQuery(db: Executor, userId: number) {
  return db
    .select({
      serviceId: services.id,
      name: services.name,
      price: customerPrice,
      listPrice: services.price,
      cost: services.cost,
      tier: services.tier,
      categoryId: services.categoryId,
      categoryName: categories.name,
      custom: sql<boolean>`${userServicePrices.id} is not null`,
      description: services.description,
      deliveryTime: services.deliveryTime,
      fields: services.fields,
    })
    .from(services)
    .innerJoin(categories, eq(categories.id, services.categoryId))
    .leftJoin(
      userServicePrices,
      and(eq(userServicePrices.serviceId, services.id), eq(userServicePrices.userId, userId)),
    );
}

/** Every active service with the price this customer pays, in catalogue order. */
/** Every active service with one customer's prices, as raw rows (see catalogue.ts's list). */
const pricedCatalogue = preparedSqlFamily<null, PricedService>(
  () => '',
  () => sql`
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
    ORDER BY ${categories.name}, ${services.name}, ${services.id}`,
);

export async function pricedServicesFor(db: Executor, userId: number): Promise<PricedService[]> {
  return pricedCatalogue(db, null).execute({ userId });
}

/** One active service with this customer's price, or undefined if unknown or retired. */
export async function pricedServiceFor(
  db: Executor,
  userId: number,
  serviceId: number,
): Promise<PricedService | undefined> {
  const rows = await pricedServicesQuery(db, userId)
    .where(and(eq(services.id, serviceId), eq(services.active, true)))
    .limit(1);
  return rows[0];
}
