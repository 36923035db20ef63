import type { Database } from '../db/client.js';
import { categories, services } from '../db/schema.js';
import { topUp } from '../domain/backOffice/bills.js';
import { countUsers, createUser } from '../domain/users.js';
import { DEMO_ADMIN, DEMO_CUSTOMER } from './demoAccounts.js';
import { seedDemoOrders } from './demoOrders.js';

const CATALOGUE = [
  {
    category: 'Apple iPhone',
    services: [
      {
        name: 'iPhone Clean Unlock (All models)',
        price: '25.00',
        cost: '18.00',
        tier: 'clean' as const,
      },
      {
        name: 'iPhone Premium Unlock (Blacklisted)',
        price: '60.00',
        cost: '42.00',
        tier: 'premium' as const,
      },
    ],
  },
  {
    category: 'Samsung',
    services: [
      { name: 'Samsung Network Unlock Code', price: '8.50', cost: '5.00', tier: 'base' as const },
      { name: 'Samsung FRP Removal', price: '12.00', cost: '7.25', tier: 'none' as const },
    ],
  },
];

/**
 * Fills an empty database with a demo shop: an admin, a customer with credits, a catalogue, and
 * a second customer with a month of orders.
 * Returns false (and changes nothing) when the database already has users.
 */
export async function seedDemo(db: Database): Promise<boolean> {
  if ((await countUsers(db)) > 0) return false;
  const admin = await createUser(db, { ...DEMO_ADMIN, admin: true });
  const customer = await createUser(db, DEMO_CUSTOMER);
  const serviceIds: number[] = [];
  await db.transaction(async (tx) => {
    for (const group of CATALOGUE) {
      const [category] = await tx.insert(categories).values({ name: group.category }).returning();
      if (!category) throw new Error('category not created');
      const created = await tx
        .insert(services)
        .values(group.services.map((service) => ({ ...service, categoryId: category.id })))
        .returning({ id: services.id });
      serviceIds.push(...created.map((service) => service.id));
    }
  });
  await topUp(db, { userId: customer.id, amount: '100.00', actorId: admin.id });
  await seedDemoOrders(db, admin, serviceIds);
  return true;
}
