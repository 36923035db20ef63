import type { Database } from '../db/client.js';
import { categories, type ServiceFieldDefinition, services } from '../db/schema.js';
import { topUp } from '../domain/backOffice/bills.js';
import { countUsers, createUser } from '../domain/users.js';
import { DEMO_ADMIN, DEMO_CUSTOMER } from './demoAccounts.js';
import { type DemoService, seedDemoOrders } from './demoOrders.js';
import { seedLargeCatalogue } from './largeCatalogue.js';

const NETWORK_FIELDS: ServiceFieldDefinition[] = [
  {
    name: 'network',
    label: 'Network',
    type: 'select',
    required: true,
    options: ['AT&T', 'T-Mobile', 'Verizon', 'Sprint', 'Other'],
  },
  {
    name: 'serial_number',
    label: 'Serial number',
    type: 'text',
    required: false,
    pattern: '[A-Za-z0-9]{6,20}',
  },
];

const CATALOGUE = [
  {
    category: 'Apple iPhone',
    services: [
      {
        name: 'iPhone Clean Unlock (All models)',
        price: '25.00',
        cost: '18.00',
        tier: 'clean' as const,
        description: 'Factory unlock for any iPhone whose IMEI is clean (not blacklisted).',
        deliveryTime: '1-3 days',
      },
      {
        name: 'iPhone Premium Unlock (Blacklisted)',
        price: '60.00',
        cost: '42.00',
        tier: 'premium' as const,
        description: 'Unlocks blacklisted and unpaid-bill iPhones. No refund once processed.',
        deliveryTime: '3-7 days',
      },
    ],
  },
  {
    category: 'Samsung',
    services: [
      {
        name: 'Samsung Network Unlock Code',
        price: '8.50',
        cost: '5.00',
        tier: 'base' as const,
        description: 'Network unlock code for any Samsung phone.',
        deliveryTime: '1-24 hours',
      },
      {
        name: 'Samsung USA Carrier Unlock',
        price: '14.00',
        cost: '9.50',
        tier: 'premium' as const,
        description: 'Unlocks Samsung phones locked to a US carrier. Choose the carrier.',
        deliveryTime: '1-3 days',
        fields: NETWORK_FIELDS,
      },
      { name: 'Samsung FRP Removal', price: '12.00', cost: '7.25', tier: 'none' as const },
    ],
  },
];

/** Values for the demo orders of a service with custom fields. */
const DEMO_FIELD_VALUES = { network: 'T-Mobile', serial_number: 'R58N12AB34' };

/**
 * Fills an empty database with a demo shop: an admin, a customer with credits, a catalogue (with
 * descriptions, delivery times, and a service with custom fields), a second customer with a month
 * of orders, and `extraServices` more services in 40 categories when asked.
 * Returns false (and changes nothing) when the database already has users.
 */
export async function seedDemo(
  db: Database,
  options: { extraServices?: number } = {},
): Promise<boolean> {
  if ((await countUsers(db)) > 0) return false;
  const admin = await createUser(db, { ...DEMO_ADMIN, admin: true });
  const customer = await createUser(db, DEMO_CUSTOMER);
  const demoServices: DemoService[] = [];
  await db.transaction(async (tx) => {
    for (const group of CATALOGUE) {
      const [category] = await tx.insert(categories).values({ name: group.category }).returning();
      if (!category) throw new Error('category not created');
      const created = await tx
        .insert(services)
        .values(group.services.map((service) => ({ ...service, categoryId: category.id })))
        .returning({ id: services.id, fields: services.fields });
      demoServices.push(
        ...created.map((service) => ({
          id: service.id,
          ...(service.fields.length > 0 ? { fields: DEMO_FIELD_VALUES } : {}),
        })),
      );
    }
  });
  await topUp(db, { userId: customer.id, amount: '100.00', actorId: admin.id });
  await seedDemoOrders(db, admin, demoServices);
  // A catalogue of the size real shops list, for the order form's picker (DEMO_SEED_SERVICES).
  if (options.extraServices) await seedLargeCatalogue(db, options.extraServices);
  return true;
}
