import { eq } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { creditLedger, orders } from '../../src/db/schema.js';
import { placeOrders, placeOrdersIndividually } from '../../src/domain/orders/index.js';
import { creditsOf, unbalancedUsers } from '../helpers/ledger.js';
import { createService, setCustomerPrice, validImei } from '../helpers/orderFixtures.js';
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

describe('placeOrdersIndividually', () => {
  it('accepts the good items and refuses each bad one on its own, charging only the accepted', async () => {
    const user = await t.createUser({ credits: '100.00' });
    const service = await createService(t.db, { price: '10.00' });
    const retired = await createService(t.db, { active: false });
    const pending = validImei();
    await placeOrders(t.db, {
      userId: user.id,
      serviceId: service.id,
      imeis: [pending],
      source: 'web',
    });
    const good = validImei();
    const results = await placeOrdersIndividually(t.db, {
      userId: user.id,
      source: 'api',
      items: [
        { ref: 'good', serviceId: service.id, imei: good },
        { ref: 'short', serviceId: service.id, imei: '123' },
        { ref: 'retired', serviceId: retired.id, imei: validImei() },
        { ref: 'unknown', serviceId: 999_999, imei: validImei() },
        { ref: 'pending', serviceId: service.id, imei: pending },
        { ref: 'twice', serviceId: service.id, imei: good },
      ],
    });
    expect(results.get('good')).toMatchObject({
      ok: true,
      order: { imei: good, price: '10.00', source: 'api' },
    });
    expect(results.get('short')).toEqual({
      ok: false,
      message: 'Invalid IMEI 123: an IMEI has exactly 15 digits, this one has 3',
    });
    for (const ref of ['retired', 'unknown']) {
      expect(results.get(ref)).toEqual({
        ok: false,
        message: 'Invalid service',
        detail: 'The service does not exist or is no longer offered.',
      });
    }
    for (const ref of ['pending', 'twice']) {
      expect(results.get(ref)).toMatchObject({
        ok: false,
        message: expect.stringContaining('already pending'),
      });
    }
    expect(await credits(user.id)).toBe('80.00');
  });

  it("refuses with 'Not enough credits' once the accepted ones have used the balance up", async () => {
    const user = await t.createUser({ credits: '25.00' });
    const service = await createService(t.db, { price: '10.00' });
    const cheap = await createService(t.db, { price: '10.00' });
    await setCustomerPrice(t.db, user.id, cheap.id, '5.00');
    const results = await placeOrdersIndividually(t.db, {
      userId: user.id,
      source: 'api',
      items: [
        { ref: 'a', serviceId: service.id, imei: validImei() },
        { ref: 'b', serviceId: service.id, imei: validImei() },
        { ref: 'c', serviceId: service.id, imei: validImei() },
        { ref: 'd', serviceId: cheap.id, imei: validImei() },
      ],
    });
    expect([...results.entries()].map(([ref, r]) => [ref, r.ok ? 'ok' : r.message]).sort()).toEqual(
      [
        ['a', 'ok'],
        ['b', 'ok'],
        ['c', 'Not enough credits'],
        ['d', 'ok'],
      ],
    );
    expect(await credits(user.id)).toBe('0.00');
    const charges = await t.db.select().from(creditLedger).where(eq(creditLedger.userId, user.id));
    expect(charges.filter((row) => row.kind === 'order_charge')).toHaveLength(3);
  });

  it('places 500 items in one go', async () => {
    const user = await t.createUser({ credits: '500.00' });
    const service = await createService(t.db, { price: '1.00' });
    const items = Array.from({ length: 500 }, (_, i) => ({
      ref: `r${i}`,
      serviceId: service.id,
      imei: validImei(),
    }));
    const results = await placeOrdersIndividually(t.db, { userId: user.id, source: 'api', items });
    expect([...results.values()].every((r) => r.ok)).toBe(true);
    expect(await t.db.$count(orders, eq(orders.userId, user.id))).toBe(500);
  });
});
