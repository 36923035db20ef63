import { eq, inArray, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { orders } from '../../src/db/schema.js';
import { ORDER_ID_BLOCK } from '../../src/domain/listing/statusPages.js';
import { listOrders } from '../../src/domain/orders/findOrders.js';
import { createTieredServices } from '../helpers/statsFixtures.js';
import { createTestApp, type TestApp } from '../helpers/testApp.js';

let t: TestApp;

/** Ids on both sides of block edges, far apart, with a mix of statuses. */
const IDS = [
  ...range(1, 12),
  ...range(ORDER_ID_BLOCK - 6, ORDER_ID_BLOCK + 6),
  ...range(2 * ORDER_ID_BLOCK - 3, 2 * ORDER_ID_BLOCK + 2),
  ...range(5 * ORDER_ID_BLOCK + 100, 5 * ORDER_ID_BLOCK + 110),
];
const STATUS_SETS: (number[] | undefined)[] = [
  undefined,
  [1],
  [3],
  [4],
  [3, 4],
  [1, 3, 4],
  [1, 4],
  [2],
];

function range(from: number, to: number): number[] {
  return Array.from({ length: to - from + 1 }, (_, i) => from + i);
}

beforeAll(async () => {
  t = await createTestApp();
  const services = await createTieredServices(t.db);
  const customer = await t.createUser();
  await t.db.insert(orders).values(
    IDS.map((id, i) => {
      const status = [4, 4, 3, 1, 4, 3, 4][i % 7] ?? 4;
      return {
        id,
        userId: customer.id,
        serviceId: services.clean,
        imei: String(350000000000000 + id),
        price: '10.00',
        status,
        answeredAt: status === 1 ? null : new Date('2025-05-01T10:00:00Z'),
      };
    }),
  );
});
afterAll(() => t.close());

async function naivePage(statuses: number[] | undefined, offset: number, limit: number) {
  const where = statuses ? inArray(orders.status, statuses) : undefined;
  const ids = await t.db
    .select({ id: orders.id })
    .from(orders)
    .where(where)
    .orderBy(sql`id DESC`)
    .limit(limit)
    .offset(offset);
  const [counted] = await t.db.select({ n: sql<number>`count(*)::int` }).from(orders).where(where);
  return { ids: ids.map((row) => row.id), total: counted?.n ?? 0 };
}

/** A newest-first page by status as the order lists read it (listOrders, per-block path). */
async function newestPage(statuses: number[] | undefined, offset: number, perPage: number) {
  const page = await listOrders(t.db, { statuses }, { offset, perPage, sort: 'newest' });
  return { ids: page.rows.map((row) => row.order.id), total: page.total };
}

async function expectSameAsCounting() {
  for (const statuses of STATUS_SETS) {
    const { total } = await naivePage(statuses, 0, 1);
    for (let offset = 0; offset <= total + 7; offset += 3) {
      const expected = await naivePage(statuses, offset, 7);
      const found = await newestPage(statuses, offset, 7);
      expect({ statuses, offset, ...found }).toEqual({ statuses, offset, ...expected });
    }
  }
}

describe('newest-first pages of orders by status through the id blocks', () => {
  it('gives every page and total exactly as counting and skipping would, across block edges', async () => {
    await expectSameAsCounting();
  });

  it('stays exact after answers, rejections from the history and deletes', async () => {
    const pending = await t.db.select({ id: orders.id }).from(orders).where(eq(orders.status, 1));
    await t.db
      .update(orders)
      .set({ status: 4, answeredAt: new Date() })
      .where(eq(orders.id, pending[0]?.id ?? 0));
    await t.db.update(orders).set({ status: 3 }).where(eq(orders.id, ORDER_ID_BLOCK));
    await t.db
      .update(orders)
      .set({ status: 3 })
      .where(eq(orders.id, 5 * ORDER_ID_BLOCK + 104));
    await t.db
      .delete(orders)
      .where(inArray(orders.id, [2, ORDER_ID_BLOCK + 1, 2 * ORDER_ID_BLOCK]));
    await expectSameAsCounting();
  });
});
