import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { orders } from '../../src/db/schema.js';
import { dashboardSummary } from '../../src/domain/stats/dashboard.js';
import {
  createTieredServices,
  insertOrder,
  rejectFromHistory,
  type TierName,
} from '../helpers/statsFixtures.js';
import { createTestApp, type TestApp } from '../helpers/testApp.js';

const MEXICO = 'America/Mexico_City'; // UTC−6 all year
let t: TestApp;
let service: Record<TierName, number>;
let userId: number;

beforeAll(async () => {
  t = await createTestApp({ timezone: MEXICO });
  service = await createTieredServices(t.db);
  userId = (await t.createUser()).id;
});
afterAll(() => t.close());
beforeEach(async () => {
  await t.db.delete(orders);
});

const completed = (
  tier: TierName,
  answeredAt: string,
  money: { price?: string; cost?: string } = {},
) => insertOrder(t.db, { userId, serviceId: service[tier], status: 4, answeredAt, ...money });
const rejected = (tier: TierName, answeredAt: string) =>
  insertOrder(t.db, { userId, serviceId: service[tier], status: 3, answeredAt });
const summaryAt = (now: string, timeZone = MEXICO) =>
  dashboardSummary(t.db, { now: new Date(now), timeZone });

// Wednesday 12 March 2025, noon in Mexico City.
const WEDNESDAY_NOON = '2025-03-12T18:00:00Z';

describe('dashboard periods in the shop time zone', () => {
  it('counts an order answered a second before local midnight yesterday, and one at midnight today', async () => {
    await completed('clean', '2025-03-12T05:59:59Z'); // 11 March, 23:59:59 local
    await completed('base', '2025-03-12T06:00:00Z'); // 12 March, 00:00:00 local
    const summary = await summaryAt(WEDNESDAY_NOON);
    expect(summary.yesterdayOrders).toMatchObject({
      orderSuccess: 1,
      orderSuccessClean: 1,
      orderSuccessBase: 0,
    });
    expect(summary.totalOrders).toMatchObject({
      orderSuccess: 1,
      orderSuccessClean: 0,
      orderSuccessBase: 1,
    });
  });

  it('uses the shop time zone, not UTC: the same orders seen from UTC fall on one day', async () => {
    await completed('clean', '2025-03-12T05:59:59Z');
    await completed('base', '2025-03-12T06:00:00Z');
    const summary = await summaryAt(WEDNESDAY_NOON, 'UTC');
    expect(summary.totalOrders.orderSuccess).toBe(2);
    expect(summary.yesterdayOrders.orderSuccess).toBe(0);
  });

  it('starts the week on Monday at local midnight', async () => {
    await completed('clean', '2025-03-10T05:59:59Z'); // Sunday 9 March, 23:59:59 local
    await completed('premium', '2025-03-10T06:00:00Z'); // Monday 10 March, 00:00 local
    const summary = await summaryAt(WEDNESDAY_NOON);
    expect(summary.weekOrders).toMatchObject({
      orderSuccess: 1,
      orderSuccessPremium: 1,
      orderSuccessClean: 0,
    });
    expect(summary.monthOrders.orderSuccess).toBe(2);
  });

  it('counts a Sunday as part of the week that began the Monday before', async () => {
    await completed('clean', '2025-03-10T06:00:00Z'); // Monday 00:00 local
    await completed('clean', '2025-03-17T05:59:59Z'); // Sunday 16 March, 23:59:59 local
    const summary = await summaryAt('2025-03-17T05:00:00Z'); // Sunday 16 March, 23:00 local
    expect(summary.weekOrders.orderSuccess).toBe(2);
    expect(summary.totalOrders.orderSuccess).toBe(1);
  });

  it('starts the month on the first at local midnight, and yesterday may lie in the previous month', async () => {
    await completed('base', '2025-04-01T05:59:59Z'); // 31 March, 23:59:59 local
    await completed('base', '2025-04-01T06:00:00Z'); // 1 April, 00:00 local
    const summary = await summaryAt('2025-04-01T07:00:00Z'); // Tuesday 1 April, 01:00 local
    expect(summary.monthOrders.orderSuccess).toBe(1);
    expect(summary.totalOrders.orderSuccess).toBe(1);
    expect(summary.yesterdayOrders.orderSuccess).toBe(1);
    expect(summary.weekOrders.orderSuccess).toBe(2); // the week began Monday 31 March
  });

  it('splits profit and counts by tier, with each order’s own price and cost', async () => {
    const at = '2025-03-12T15:00:00Z';
    await completed('clean', at, { price: '10.00', cost: '2.50' }); // 7.50
    await completed('base', at, { price: '12.34', cost: '0' }); // 12.34
    await completed('premium', at, { price: '20.00', cost: '5.00' }); // 15.00
    await completed('premium', at, { price: '20.10', cost: '5.00' }); // 15.10
    await completed('none', at, { price: '5.00', cost: '1.00' }); // 4.00, in the total only
    await rejected('premium', at);
    await rejected('clean', at);
    const { totalOrders } = await summaryAt(WEDNESDAY_NOON);
    expect(totalOrders).toEqual({
      orderSuccess: 5,
      orderSuccessClean: 1,
      orderSuccessBase: 1,
      orderSuccessPremium: 2,
      orderRejected: 2,
      gananciaTotal: 53.94,
      gananciaClean: 7.5,
      gananciaBase: 12.34,
      gananciaPremium: 30.1,
    });
  });

  it('takes a completed order out again when it is rejected from the history, counting the rejection when it happened', async () => {
    const orderId = await completed('clean', '2025-03-11T15:00:00Z', {
      price: '10.00',
      cost: '2.00',
    });
    expect((await summaryAt(WEDNESDAY_NOON)).yesterdayOrders.gananciaClean).toBe(8);
    await rejectFromHistory(t.db, orderId, '2025-03-12T16:00:00Z');
    const summary = await summaryAt(WEDNESDAY_NOON);
    expect(summary.yesterdayOrders).toMatchObject({
      orderSuccess: 0,
      gananciaTotal: 0,
      orderRejected: 0,
    });
    expect(summary.totalOrders).toMatchObject({
      orderSuccess: 0,
      orderRejected: 1,
      gananciaTotal: 0,
    });
    expect(summary.weekOrders).toMatchObject({
      orderSuccess: 0,
      orderRejected: 1,
      gananciaClean: 0,
    });
  });

  it('leaves pending orders out', async () => {
    await insertOrder(t.db, { userId, serviceId: service.clean, status: 1 });
    const summary = await summaryAt(WEDNESDAY_NOON);
    expect(summary.totalOrders).toMatchObject({
      orderSuccess: 0,
      orderRejected: 0,
      gananciaTotal: 0,
    });
  });

  it('answers zeros for every figure of a period without answered orders', async () => {
    await completed('clean', '2025-01-15T15:00:00Z');
    const { monthOrders } = await summaryAt(WEDNESDAY_NOON);
    expect(Object.values(monthOrders)).toEqual([0, 0, 0, 0, 0, 0, 0, 0, 0]);
  });

  it('is exact in a zone whose midnight is not on the hour (India, UTC+5:30)', async () => {
    await completed('clean', '2025-03-11T18:29:59Z'); // 11 March, 23:59:59 in Kolkata
    await completed('base', '2025-03-11T18:30:00Z'); // 12 March, 00:00 in Kolkata
    await completed('premium', '2025-03-12T06:00:00Z'); // 12 March, 11:30
    await rejected('premium', '2025-03-12T18:29:59Z'); // 12 March, 23:59:59
    await rejected('premium', '2025-03-12T18:30:00Z'); // 13 March: tomorrow
    const summary = await summaryAt('2025-03-12T06:30:00Z', 'Asia/Kolkata');
    expect(summary.yesterdayOrders).toMatchObject({ orderSuccess: 1, orderSuccessClean: 1 });
    expect(summary.totalOrders).toMatchObject({
      orderSuccess: 2,
      orderSuccessBase: 1,
      orderSuccessPremium: 1,
      orderRejected: 1,
    });
  });
});
