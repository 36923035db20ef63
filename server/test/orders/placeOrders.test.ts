import { eq } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { creditLedger, orders } from '../../src/db/schema.js';
import { InvalidInputError } from '../../src/domain/errors.js';
import { placeOrders } from '../../src/domain/orders/index.js';
import { creditsOf, unbalancedUsers } from '../helpers/ledger.js';
import {
  createService,
  setCustomerPrice,
  validImei,
  withWrongCheckDigit,
} from '../helpers/orderFixtures.js';
import { createTestApp, type TestApp } from '../helpers/testApp.js';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterEach(async () => {
  expect(await unbalancedUsers(t.db)).toEqual([]);
});
afterAll(() => t.close());

const credits = (userId: number) => creditsOf(t.db, userId);

async function refusal(promise: Promise<unknown>): Promise<InvalidInputError> {
  const error = await promise.then(
    () => undefined,
    (e: unknown) => e,
  );
  expect(error).toBeInstanceOf(InvalidInputError);
  return error as InvalidInputError;
}

describe('placeOrders', () => {
  it('places one order per IMEI at the list price, stores the cost, and charges each with its ledger row', async () => {
    const user = await t.createUser({ credits: '100.00' });
    const service = await createService(t.db, { price: '12.50', cost: '7.00' });
    const imeis = [validImei(), validImei(), validImei()];
    const placed = await placeOrders(t.db, {
      userId: user.id,
      serviceId: service.id,
      imeis,
      source: 'web',
    });
    expect(placed.total).toBe('37.50');
    expect(placed.orders.map((o) => o.imei)).toEqual(imeis);
    expect(
      placed.orders.every((o) => o.price === '12.50' && o.cost === '7.00' && o.status === 1),
    ).toBe(true);
    expect(await credits(user.id)).toBe('62.50');
    const ledger = await t.db.select().from(creditLedger).where(eq(creditLedger.userId, user.id));
    const charges = ledger.filter((row) => row.kind === 'order_charge');
    expect(charges.map((row) => [row.orderId, row.delta, row.balanceAfter])).toEqual(
      placed.orders.map((o, i) => [o.id, '-12.50', ['87.50', '75.00', '62.50'][i]]),
    );
  });

  it("charges this customer's own price when an admin set one", async () => {
    const user = await t.createUser({ credits: '10.00' });
    const service = await createService(t.db, { price: '12.50' });
    await setCustomerPrice(t.db, user.id, service.id, '3.25');
    const placed = await placeOrders(t.db, {
      userId: user.id,
      serviceId: service.id,
      imeis: [validImei()],
      source: 'web',
    });
    expect(placed.orders[0]?.price).toBe('3.25');
    expect(await credits(user.id)).toBe('6.75');
  });

  it('counts the same IMEI twice in one submission once', async () => {
    const user = await t.createUser({ credits: '100.00' });
    const service = await createService(t.db);
    const imei = validImei();
    const placed = await placeOrders(t.db, {
      userId: user.id,
      serviceId: service.id,
      imeis: [imei, imei],
      source: 'web',
    });
    expect(placed.orders).toHaveLength(1);
    expect(placed.total).toBe('10.00');
  });

  it('places nothing and names each bad line when any line is invalid', async () => {
    const user = await t.createUser({ credits: '100.00' });
    const service = await createService(t.db);
    const good = validImei();
    const error = await refusal(
      placeOrders(t.db, {
        userId: user.id,
        serviceId: service.id,
        imeis: [good, '12345', withWrongCheckDigit(good)],
        source: 'web',
      }),
    );
    expect(error.errors.imei).toEqual([
      '12345: an IMEI has exactly 15 digits, this one has 5.',
      `${withWrongCheckDigit(good)}: the check digit (the last one) is wrong.`,
    ]);
    expect(await t.db.select().from(orders).where(eq(orders.userId, user.id))).toEqual([]);
    expect(await credits(user.id)).toBe('100.00');
  });

  it('refuses an IMEI already pending for this customer and service, naming the order', async () => {
    const user = await t.createUser({ credits: '100.00' });
    const service = await createService(t.db);
    const imei = validImei();
    const first = await placeOrders(t.db, {
      userId: user.id,
      serviceId: service.id,
      imeis: [imei],
      source: 'web',
    });
    const error = await refusal(
      placeOrders(t.db, {
        userId: user.id,
        serviceId: service.id,
        imeis: [validImei(), imei],
        source: 'web',
      }),
    );
    expect(error.errors.imei).toEqual([
      `${imei}: already pending for this service (order #${first.orders[0]?.id}).`,
    ]);
    expect(await credits(user.id)).toBe('90.00');
  });

  it('accepts the same IMEI pending for another service or another customer', async () => {
    const user = await t.createUser({ credits: '100.00' });
    const other = await t.createUser({ credits: '100.00' });
    const [a, b] = [await createService(t.db), await createService(t.db)];
    const imei = validImei();
    await placeOrders(t.db, { userId: user.id, serviceId: a.id, imeis: [imei], source: 'web' });
    await placeOrders(t.db, { userId: user.id, serviceId: b.id, imeis: [imei], source: 'web' });
    await placeOrders(t.db, { userId: other.id, serviceId: a.id, imeis: [imei], source: 'web' });
    expect(await credits(user.id)).toBe('80.00');
  });

  it('places nothing and says how many credits are missing when they do not cover every order', async () => {
    const user = await t.createUser({ credits: '25.00' });
    const service = await createService(t.db, { price: '10.00' });
    const error = await refusal(
      placeOrders(t.db, {
        userId: user.id,
        serviceId: service.id,
        imeis: [validImei(), validImei(), validImei()],
        source: 'web',
      }),
    );
    expect(error.errors).toEqual({
      credits: ['Not enough credits: 3 orders cost $30.00, you have $25.00 ($5.00 missing).'],
    });
    expect(await credits(user.id)).toBe('25.00');
  });

  it('refuses an unknown or retired service', async () => {
    const user = await t.createUser({ credits: '25.00' });
    const retired = await createService(t.db, { active: false });
    for (const serviceId of [retired.id, 999_999]) {
      const error = await refusal(
        placeOrders(t.db, { userId: user.id, serviceId, imeis: [validImei()], source: 'web' }),
      );
      expect(error.errors.service_id).toEqual([
        'The selected service does not exist or is no longer offered.',
      ]);
    }
  });

  it('refuses an empty submission and one over 1,000 IMEIs', async () => {
    const user = await t.createUser({ credits: '25.00' });
    const service = await createService(t.db);
    expect(
      (
        await refusal(
          placeOrders(t.db, {
            userId: user.id,
            serviceId: service.id,
            imeis: [' '],
            source: 'web',
          }),
        )
      ).errors,
    ).toEqual({ imei: ['The imei field is required.'] });
    const many = Array.from({ length: 1001 }, () => validImei());
    expect(
      (
        await refusal(
          placeOrders(t.db, { userId: user.id, serviceId: service.id, imeis: many, source: 'web' }),
        )
      ).errors,
    ).toEqual({ imei: ['At most 1000 IMEIs in one submission; this one has 1001.'] });
  });

  it('places 1,000 IMEIs in one submission', async () => {
    const user = await t.createUser({ credits: '1000.00' });
    const service = await createService(t.db, { price: '1.00' });
    const imeis = Array.from({ length: 1000 }, () => validImei());
    const placed = await placeOrders(t.db, {
      userId: user.id,
      serviceId: service.id,
      imeis,
      source: 'api',
    });
    expect(placed.orders).toHaveLength(1000);
    expect(placed.orders.every((o) => o.source === 'api')).toBe(true);
    expect(await credits(user.id)).toBe('0.00');
  });
});
