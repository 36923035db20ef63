import { eq, sql } from 'drizzle-orm';
import type { Database } from '../db/client.js';
import { orders } from '../db/schema.js';
import { topUp } from '../domain/backOffice/bills.js';
import { withCheckDigit } from '../domain/orders/imei.js';
import { answerOrder, placeOrders } from '../domain/orders/index.js';
import type { UserRow } from '../domain/tokens.js';
import { createUser } from '../domain/users.js';
import { DEMO_SHOP } from './demoAccounts.js';

const DAY_MS = 24 * 60 * 60 * 1000;

/**
 * A second customer with a month of history, so the dashboard, the order history and the
 * pending queue have something to show. Everything goes through the domain functions (charges,
 * refunds, ledger rows); only the timestamps are moved back afterwards, spread over 30 days.
 */
/** A demo service, and the values its orders give its custom fields (if it has any). */
export interface DemoService {
  id: number;
  fields?: Record<string, string>;
}

export async function seedDemoOrders(
  db: Database,
  admin: UserRow,
  demoServices: DemoService[],
): Promise<void> {
  const shop = await createUser(db, DEMO_SHOP);
  await topUp(db, { userId: shop.id, amount: '1500.00', actorId: admin.id });
  const placed = [];
  for (let i = 0; i < 32; i += 1) {
    const service = demoServices[i % demoServices.length] as DemoService;
    const imei = withCheckDigit(`35${String(4200000000 + i * 7919).padStart(12, '0')}`);
    const { orders: created } = await placeOrders(db, {
      userId: shop.id,
      serviceId: service.id,
      imeis: [imei],
      source: i % 3 === 0 ? 'api' : 'web',
      fields: service.fields,
    });
    placed.push(...created);
  }
  // The two newest stay pending; the rest were answered, one in six rejected.
  const answered = placed.slice(0, -2);
  for (const [i, order] of answered.entries()) {
    const rejected = i % 6 === 5;
    await answerOrder(db, {
      orderId: order.id,
      actor: { userId: admin.id, address: null },
      status: rejected ? 3 : 4,
      code: rejected ? '' : `${String(10000000 + i * 7331).slice(0, 8)}`,
    });
  }
  const now = Date.now();
  for (const [i, order] of placed.entries()) {
    // One a day over the last month, at varying hours; the newest an hour ago.
    const placedAt = new Date(now - (placed.length - 1 - i) * DAY_MS - ((i % 5) + 1) * 3_600_000);
    const isAnswered = i < answered.length;
    const answeredAt = new Date(placedAt.getTime() + (5 + ((i * 13) % 90)) * 60_000);
    await db
      .update(orders)
      .set({
        createdAt: placedAt,
        updatedAt: isAnswered ? answeredAt : placedAt,
        answeredAt: isAnswered ? answeredAt : sql`null`,
      })
      .where(eq(orders.id, order.id));
  }
}
