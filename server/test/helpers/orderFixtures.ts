import { eq } from 'drizzle-orm';
import type { Database } from '../../src/db/client.js';
import {
  categories,
  orders,
  type ServiceFieldDefinition,
  services,
  userServicePrices,
} from '../../src/db/schema.js';
import { withCheckDigit } from '../../src/domain/orders/imei.js';

let serviceCounter = 0;

/** A service in its own category; price and cost as decimal strings. */
export async function createService(
  db: Database,
  options: {
    price?: string;
    cost?: string;
    active?: boolean;
    name?: string;
    fields?: ServiceFieldDefinition[];
  } = {},
): Promise<{ id: number; name: string; price: string }> {
  serviceCounter += 1;
  const name = options.name ?? `Service ${serviceCounter}`;
  const [category] = await db
    .insert(categories)
    .values({ name: `Category ${serviceCounter}` })
    .returning();
  if (!category) throw new Error('category not created');
  const [service] = await db
    .insert(services)
    .values({
      name,
      price: options.price ?? '10.00',
      cost: options.cost ?? '4.00',
      categoryId: category.id,
      active: options.active ?? true,
      fields: options.fields ?? [],
    })
    .returning();
  if (!service) throw new Error('service not created');
  return { id: service.id, name: service.name, price: service.price };
}

export async function setCustomerPrice(
  db: Database,
  userId: number,
  serviceId: number,
  price: string,
) {
  await db.insert(userServicePrices).values({ userId, serviceId, price });
}

let imeiCounter = 0;

/** A fresh valid IMEI (15 digits, right check digit), different on every call. */
export function validImei(): string {
  imeiCounter += 1;
  const body = `35${String(process.pid % 1000).padStart(3, '0')}${String(imeiCounter).padStart(9, '0')}`;
  return withCheckDigit(body);
}

/** The same IMEI with a wrong check digit. */
export function withWrongCheckDigit(imei: string): string {
  const last = Number(imei[14]);
  return `${imei.slice(0, 14)}${(last + 1) % 10}`;
}

export async function orderRow(db: Database, orderId: number) {
  const [row] = await db.select().from(orders).where(eq(orders.id, orderId));
  return row;
}
