import { eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { orders, services } from '../../src/db/schema.js';
import { dashboardSummary } from '../../src/domain/stats/dashboard.js';
import { rebuildOrderStats } from '../../src/domain/stats/rebuild.js';
import {
  createTieredServices,
  insertOrder,
  rejectFromHistory,
  summaryAndRecount,
  type TierName,
} from '../helpers/statsFixtures.js';
import { createTestApp, type TestApp } from '../helpers/testApp.js';

let t: TestApp;
let service: Record<TierName, number>;
let userId: number;

beforeAll(async () => {
  t = await createTestApp();
  service = await createTieredServices(t.db);
  userId = (await t.createUser()).id;
});
afterAll(() => t.close());
beforeEach(async () => {
  await t.db.delete(orders);
  await t.db.update(services).set({ tier: 'clean' }).where(eq(services.id, service.clean));
});

describe('the hourly summary behind the dashboard', () => {
  it('matches a recount of the orders after placing, answering, re-answering and deleting', async () => {
    const pending = await insertOrder(t.db, { userId, serviceId: service.base, status: 1 });
    const done = await insertOrder(t.db, {
      userId,
      serviceId: service.clean,
      status: 4,
      answeredAt: '2025-05-01T10:15:00Z',
    });
    const gone = await insertOrder(t.db, {
      userId,
      serviceId: service.premium,
      status: 4,
      answeredAt: '2025-05-01T10:45:00Z',
    });
    await insertOrder(t.db, {
      userId,
      serviceId: service.none,
      status: 3,
      answeredAt: '2025-05-01T11:00:00Z',
    });
    // The pending order is answered, a completed one rejected from the history, another deleted.
    await t.db
      .update(orders)
      .set({ status: 4, answeredAt: new Date('2025-05-02T09:00:00Z') })
      .where(eq(orders.id, pending));
    await rejectFromHistory(t.db, done, '2025-05-03T08:00:00Z');
    await t.db.delete(orders).where(eq(orders.id, gone));
    const { kept, recounted } = await summaryAndRecount(t.db);
    expect(recounted.length).toBe(3);
    expect(kept).toEqual(recounted);
  });

  it('moves a service’s whole history to its new tier when the tier changes', async () => {
    await insertOrder(t.db, {
      userId,
      serviceId: service.clean,
      status: 4,
      answeredAt: '2025-05-12T10:00:00Z',
    });
    await insertOrder(t.db, {
      userId,
      serviceId: service.clean,
      status: 4,
      answeredAt: '2025-05-01T10:00:00Z',
    });
    await t.db.update(services).set({ tier: 'premium' }).where(eq(services.id, service.clean));
    const { monthOrders } = await dashboardSummary(t.db, {
      now: new Date('2025-05-13T12:00:00Z'),
      timeZone: 'UTC',
    });
    expect(monthOrders).toMatchObject({
      orderSuccessClean: 0,
      orderSuccessPremium: 2,
      gananciaPremium: 16,
    });
    const { kept, recounted } = await summaryAndRecount(t.db);
    expect(kept).toEqual(recounted);
  });

  it('is recomputed from the orders by the rebuild after a bulk load', async () => {
    await insertOrder(t.db, {
      userId,
      serviceId: service.base,
      status: 4,
      answeredAt: '2025-05-01T10:00:00Z',
    });
    await insertOrder(t.db, {
      userId,
      serviceId: service.premium,
      status: 3,
      answeredAt: '2025-05-01T12:00:00Z',
    });
    await rebuildOrderStats(t.db);
    const { kept, recounted } = await summaryAndRecount(t.db);
    expect(kept).toEqual(recounted);
    expect(kept.length).toBe(2);
  });

  it('does not fire for orders placed pending, nor for changes that do not touch the figures', async () => {
    const ids = await Promise.all(
      [1, 2, 3].map(() => insertOrder(t.db, { userId, serviceId: service.base, status: 1 })),
    );
    await t.db
      .update(orders)
      .set({ phase: true, attResponse: 'checked' })
      .where(inArray(orders.id, ids));
    const { kept } = await summaryAndRecount(t.db);
    expect(kept).toEqual([]);
  });
});
