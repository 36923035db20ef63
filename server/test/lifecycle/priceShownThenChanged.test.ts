import { eq } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { orders } from '../../src/db/schema.js';
import { creditsOf, unbalancedUsers } from '../helpers/ledger.js';
import { createService, setCustomerPrice, validImei } from '../helpers/orderFixtures.js';
import { createTestApp, type TestApp, type TestUser } from '../helpers/testApp.js';

/**
 * Audit (life cycle): a price changes between the order form showing it and the customer pressing
 * Send. The server decides the price at placement; the customer must never be charged more than
 * the form showed without a clear refusal.
 *
 * The form can only be held to what it showed if it says what it showed: these tests send the
 * price the form read from GET /services beside `imei` and `service_id` (the spec's payload), as
 * the order form does. Before `price` was read, it was dropped by the schema and the order was
 * charged at the new, higher price with a 201.
 */
let t: TestApp;
let admin: TestUser;
beforeAll(async () => {
  t = await createTestApp();
  admin = await t.createUser({ admin: true });
});
afterEach(async () => {
  expect(await unbalancedUsers(t.db)).toEqual([]);
});
afterAll(() => t.close());

const credits = (userId: number) => creditsOf(t.db, userId);

/** The price GET /services shows this customer for the service. */
async function shownPrice(customer: TestUser, serviceId: number): Promise<number> {
  const res = await customer.inject({ method: 'GET', url: '/api/services' });
  expect(res.statusCode).toBe(200);
  const entry = (res.json() as { data: { id: number; price: number }[] }).data.find(
    (row) => row.id === serviceId,
  );
  if (!entry) throw new Error('service not listed');
  return entry.price;
}

const placeAt = (customer: TestUser, serviceId: number, price?: number) =>
  customer.inject({
    method: 'POST',
    url: '/api/orders',
    payload: {
      imei: validImei(),
      service_id: serviceId,
      ...(price === undefined ? {} : { price }),
    },
  });

async function ordersOf(userId: number) {
  return t.db.select().from(orders).where(eq(orders.userId, userId));
}

describe('a price that changes between the order form and Send', () => {
  it('a customer whose own price is removed after the form showed it is refused with the new price, not charged it', async () => {
    const customer = await t.createUser({ credits: '100.00' });
    const service = await createService(t.db, { price: '20.00' });
    await setCustomerPrice(t.db, customer.id, service.id, '5.00');
    const shown = await shownPrice(customer, service.id);
    expect(shown).toBe(5);

    // The admin sets the customer's price back to the list price: the stored row goes.
    const reset = await admin.inject({
      method: 'PATCH',
      url: `/api/user_service_price/${customer.id}-${service.id}`,
      payload: { id: `${customer.id}-${service.id}`, price: 20 },
    });
    expect(reset.statusCode).toBe(200);

    const res = await placeAt(customer, service.id, shown);
    expect(res.statusCode).toBe(422);
    expect(res.json().errors).toEqual({
      price: [
        'The price of this service is now $20.00, not the $5.00 shown: nothing was placed. Check the price and send again.',
      ],
    });
    expect(await credits(customer.id)).toBe('100.00');
    expect(await ordersOf(customer.id)).toHaveLength(0);
  });

  it('a customer shown the list price is refused, not charged, when an admin raises it before Send', async () => {
    const customer = await t.createUser({ credits: '100.00' });
    const service = await createService(t.db, { price: '10.00' });
    const shown = await shownPrice(customer, service.id);

    const raised = await admin.inject({
      method: 'PATCH',
      url: `/api/admin_services/${service.id}`,
      payload: { price: 35 },
    });
    expect(raised.statusCode).toBe(200);

    const res = await placeAt(customer, service.id, shown);
    expect(res.statusCode).toBe(422);
    expect(await credits(customer.id)).toBe('100.00');
  });

  // Passes today: a lower price is simply charged, and the answer says what was charged.
  it('a price lowered before Send is charged at the lower price, and the answer says so', async () => {
    const customer = await t.createUser({ credits: '100.00' });
    const service = await createService(t.db, { price: '10.00' });
    await shownPrice(customer, service.id);
    await setCustomerPrice(t.db, customer.id, service.id, '4.00');

    const res = await placeAt(customer, service.id);
    expect(res.statusCode).toBe(201);
    expect(res.json().message).toBe('1 order placed for $4.00');
    expect(await credits(customer.id)).toBe('96.00');
  });

  // Passes today: the spec's payload (no price) is charged at the server's price, and told.
  it('an order sent as the spec sends it (imei and service_id) is charged the price of the moment and told', async () => {
    const customer = await t.createUser({ credits: '100.00' });
    const service = await createService(t.db, { price: '10.00' });
    await setCustomerPrice(t.db, customer.id, service.id, '6.00');
    const res = await placeAt(customer, service.id);
    expect(res.statusCode).toBe(201);
    expect(res.json().message).toBe('1 order placed for $6.00');
    expect(res.json().data[0].price).toBe(6);
  });
});
