import { sql } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { placeOrders } from '../../src/domain/orders/index.js';
import type { BulkReplyAnswer } from '../../src/schemas/bulkReply.js';
import { unbalancedUsers } from '../helpers/ledger.js';
import { createService, orderRow, validImei } from '../helpers/orderFixtures.js';
import { createTestApp, type TestApp, type TestUser } from '../helpers/testApp.js';

let t: TestApp;
let admin: TestUser;
let customer: TestUser;
let serviceId: number;
beforeAll(async () => {
  t = await createTestApp();
  admin = await t.createUser({ admin: true, name: 'Boss' });
  customer = await t.createUser({ credits: '1000.00', name: 'Carla' });
  serviceId = (await createService(t.db, { price: '10.00', name: 'Unlock Y' })).id;
});
afterEach(async () => {
  expect(await unbalancedUsers(t.db)).toEqual([]);
});
afterAll(() => t.close());

/** The answer's `data`, as the route's response schema declares it. */
type BulkAnswer = BulkReplyAnswer['data'];

async function place(imeis: string[]) {
  const placed = await placeOrders(t.db, { userId: customer.id, serviceId, imeis, source: 'web' });
  return placed.orders;
}

const send = (payload: Record<string, unknown>) =>
  admin.inject({ method: 'POST', url: '/api/admin_orders_bulk_reply', payload });

async function bulkReply(payload: Record<string, unknown>): Promise<BulkAnswer> {
  const res = await send(payload);
  expect(res.statusCode, res.body).toBe(200);
  return (res.json() as { data: BulkAnswer }).data;
}

describe('confirming a preview answers only the orders the preview showed', () => {
  it('an order placed after the preview under a previewed IMEI is skipped, not answered', async () => {
    const imei = validImei();
    const [seen] = await place([imei]);
    const lines = `${imei} CODE-FOR-THE-FIRST`;
    const preview = await bulkReply({ lines, action: 'reject', dry_run: true });
    expect(preview.lines[0]).toMatchObject({
      code: 'CODE-FOR-THE-FIRST',
      order_id: seen?.id,
      result: 'rejected',
    });
    // Meanwhile another admin answers it, and the customer sends the IMEI again.
    const single = await admin.inject({
      method: 'PATCH',
      url: `/api/admin_orders_pending/${seen?.id}`,
      payload: { status: 4, code: 'BY-ANOTHER-ADMIN' },
    });
    expect(single.statusCode, single.body).toBe(200);
    const [unseen] = await place([imei]);

    const done = await bulkReply({
      lines,
      action: 'reject',
      order_ids: preview.lines.flatMap((l) => (l.order_id === null ? [] : [l.order_id])),
    });
    expect(done).toMatchObject({ answered: 0, rejected: 0, skipped: 1 });
    expect(done.lines[0]).toMatchObject({ order_id: unseen?.id, result: 'not_pending' });
    expect(done.lines[0]?.message).toBe(
      `Order #${unseen?.id} was not in the preview: preview again to answer it.`,
    );
    expect(await orderRow(t.db, unseen?.id ?? 0)).toMatchObject({ status: 1, reason: null });
    expect(await orderRow(t.db, seen?.id ?? 0)).toMatchObject({ status: 4 });
  });

  it('the previewed orders are answered as before', async () => {
    const placed = await place([validImei(), validImei()]);
    const lines = placed.map((o) => `${o.imei} CODE-${o.id}`).join('\n');
    const done = await bulkReply({ lines, action: 'answer', order_ids: placed.map((o) => o.id) });
    expect(done).toMatchObject({ answered: 2, skipped: 0 });
  });

  it('order_ids that are not ids are a 422 on the item, Laravel-style', async () => {
    const res = await send({ lines: `${validImei()} X`, action: 'answer', order_ids: ['x'] });
    expect(res.statusCode).toBe(422);
    expect(Object.keys((res.json() as { errors: object }).errors)).toEqual(['order_ids.0']);
  });
});

describe('a line whose answer fails for another reason than a conflict', () => {
  it('is reported as failed; the other lines are answered, and the reply says which', async () => {
    const placed = await place(Array.from({ length: 8 }, () => validImei()));
    const broken = placed[2]?.id ?? 0;
    // The database refuses this one order's answer (as a deadlock victim would be).
    await t.db.execute(
      sql.raw(`CREATE FUNCTION refuse_order() RETURNS trigger LANGUAGE plpgsql AS $$
        BEGIN RAISE EXCEPTION 'refused for the test' USING ERRCODE = '40P01'; END; $$`),
    );
    await t.db.execute(
      sql.raw(`CREATE TRIGGER refuse_order BEFORE UPDATE ON orders FOR EACH ROW
        WHEN (OLD.id = ${broken}) EXECUTE FUNCTION refuse_order()`),
    );
    try {
      const lines = placed.map((o) => `${o.imei} Fake`).join('\n');
      const res = await send({ lines, action: 'reject' });
      expect(res.statusCode, res.body).toBe(200);
      const done = (res.json() as { data: BulkAnswer }).data;
      expect(done).toMatchObject({ rejected: 7, skipped: 1 });
      const failed = done.lines.filter((l) => l.result === 'failed');
      expect(failed.map((l) => [l.order_id, l.code])).toEqual([[broken, 'Fake']]);
      expect(failed[0]?.message).toBe(
        `Order #${broken} could not be answered (an error on the server): check it, and send this line again if it is still pending.`,
      );
      for (const order of placed) {
        const row = await orderRow(t.db, order.id);
        expect(row?.status).toBe(order.id === broken ? 1 : 3);
      }
    } finally {
      await t.db.execute(sql.raw('DROP TRIGGER refuse_order ON orders'));
      await t.db.execute(sql.raw('DROP FUNCTION refuse_order()'));
    }
  });
});
