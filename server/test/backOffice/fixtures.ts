import type { Database } from '../../src/db/client.js';
import { categories, orders, services } from '../../src/db/schema.js';
import { moveCredits } from '../../src/domain/credits.js';

/** Catalogue and order rows written straight to the database, for the back-office tests. */

export async function insertCategory(db: Database, name = 'Apple'): Promise<number> {
  const [row] = await db.insert(categories).values({ name }).returning({ id: categories.id });
  if (!row) throw new Error('category not inserted');
  return row.id;
}

export async function insertService(
  db: Database,
  options: { categoryId: number; name?: string; price?: string; active?: boolean },
): Promise<number> {
  const [row] = await db
    .insert(services)
    .values({
      name: options.name ?? 'Unlock',
      price: options.price ?? '10.00',
      categoryId: options.categoryId,
      active: options.active ?? true,
    })
    .returning({ id: services.id });
  if (!row) throw new Error('service not inserted');
  return row.id;
}

let imeiCounter = 0;

/** A pending order charged to the customer the way the order form charges it. */
export async function insertChargedOrder(
  db: Database,
  options: { userId: number; serviceId: number; price: string; imei?: string },
): Promise<number> {
  imeiCounter += 1;
  return db.transaction(async (tx) => {
    const [order] = await tx
      .insert(orders)
      .values({
        userId: options.userId,
        serviceId: options.serviceId,
        price: options.price,
        imei: options.imei ?? String(350000000000000 + imeiCounter),
      })
      .returning({ id: orders.id });
    if (!order) throw new Error('order not inserted');
    await moveCredits(tx, {
      userId: options.userId,
      delta: `-${options.price}`,
      kind: 'order_charge',
      orderId: order.id,
    });
    return order.id;
  });
}
