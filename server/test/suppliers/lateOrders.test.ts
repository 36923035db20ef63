import { eq, sql } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { orderForwarding, suppliers } from '../../src/db/schema.js';
import { pollLockKey } from '../../src/jobs/queues.js';
import { unbalancedUsers } from '../helpers/ledger.js';
import { orderRow, validImei } from '../helpers/orderFixtures.js';
import { forwardingRow, order, routedService, stateIs, waitFor } from './forwardingFixtures.js';
import { type ShopWithTwoSuppliers, shopWithTwoSuppliers } from './shopWithSupplier.js';

/**
 * Some suppliers answer STATUS 0 forever for an order they lost: past SUPPLIER_OVERDUE_DAYS (7
 * here) an order still waiting is shown to a person, and still polled.
 */
let shop: ShopWithTwoSuppliers;
beforeAll(async () => {
  shop = await shopWithTwoSuppliers();
});
afterAll(() => shop.close());
afterEach(async () => {
  shop.first.calm();
  expect(await unbalancedUsers(shop.t.db)).toEqual([]);
});

async function placedOrder() {
  const imei = validImei();
  const serviceId = await routedService(shop.t.db, [shop.firstId]);
  const [orderId = 0] = await order(shop.customer, serviceId, [imei]);
  const placed = await waitFor(stateIs(shop.t.db, orderId, 'placed'), 'placed');
  return { orderId, imei, reference: placed.reference ?? '' };
}

/** The pending queue's ids under "Needs a person" (`?forwarding=held`). */
async function needingAPerson(): Promise<number[]> {
  const res = await shop.admin.inject({
    method: 'GET',
    url: '/api/admin_orders_pending?forwarding=held&per_page=100',
  });
  expect(res.statusCode).toBe(200);
  return (res.json() as { data: { id: number }[] }).data.map((listed) => listed.id);
}

/** Every order at the first supplier due for its next poll now. */
const allDueNow = () =>
  shop.t.db
    .update(orderForwarding)
    .set({ nextAttemptAt: sql`now()` })
    .where(eq(orderForwarding.supplierId, shop.firstId));

/** The first supplier's last error, as its screen shows it. */
const supplierError = async () =>
  (
    await shop.t.db
      .select({ lastError: suppliers.lastError })
      .from(suppliers)
      .where(eq(suppliers.id, shop.firstId))
  )[0]?.lastError;

/**
 * Once this returns, the poll of the first supplier under way has ended, its writes with it: a
 * poll holds the supplier's lock until then, and this takes the lock once.
 */
const pollOver = () =>
  waitFor(
    () => shop.t.database.sessionLocks.runAlone(pollLockKey(shop.firstId), async () => {}),
    'the poll under way over',
  );

const noteIs = (orderId: number, note: string | null) => async () => {
  const row = await forwardingRow(shop.t.db, orderId);
  return row?.lastError === note ? (row ?? true) : undefined;
};

describe('an order late at its supplier', () => {
  it('still waiting after SUPPLIER_OVERDUE_DAYS: noted, listed as needing a person, and a later code still completes it', async () => {
    const { orderId, imei, reference } = await placedOrder();
    // Ordered eight days ago, due for its next poll.
    await shop.t.db
      .update(orderForwarding)
      .set({ createdAt: sql`now() - interval '8 days'`, nextAttemptAt: sql`now()` })
      .where(eq(orderForwarding.orderId, orderId));

    const note = `Still waiting at First after 8 days (REFERENCEID ${reference}): ask the supplier about it, or answer the order here`;
    const noted = await waitFor(noteIs(orderId, note), 'the late note');
    expect(noted).toMatchObject({ state: 'placed' });
    expect(await needingAPerson()).toContain(orderId);
    const listed = await shop.admin.inject({ method: 'GET', url: '/api/admin_orders_pending' });
    const row = (listed.json() as { data: { id: number; forwarding: unknown }[] }).data.find(
      (candidate) => candidate.id === orderId,
    );
    expect(row?.forwarding).toMatchObject({ state: 'placed', last_error: note, reference });

    await shop.t.db
      .update(orderForwarding)
      .set({ nextAttemptAt: sql`now()` })
      .where(eq(orderForwarding.orderId, orderId));
    shop.first.answer(imei, 4, 'CODE-LATE-1');
    const completed = await waitFor(async () => {
      const answered = await orderRow(shop.t.db, orderId);
      return answered?.status === 4 ? answered : undefined;
    }, 'completed');
    expect(completed.code).toBe('CODE-LATE-1');
    expect(await needingAPerson()).not.toContain(orderId);
  });

  it('a young order still waiting is not late, and is not listed as needing a person', async () => {
    const { orderId, reference } = await placedOrder();
    const polled = () =>
      shop.first.requests.some(
        (request) =>
          request.action === 'getimeiorder' &&
          Object.values(request.fields).some((value) => value.includes(reference)),
      );
    await waitFor(polled, 'a poll');
    await pollOver();
    expect((await forwardingRow(shop.t.db, orderId))?.lastError).toBeNull();
    expect(await needingAPerson()).not.toContain(orderId);
  });

  it('an unreadable status answer is noted for a person, and the note goes when the supplier answers readably again', async () => {
    const { orderId, imei } = await placedOrder();
    shop.first.answer(imei, 4, '');
    await waitFor(
      noteIs(orderId, 'The supplier answered STATUS 4 without a CODE'),
      'the unreadable answer noted',
    );
    expect(await needingAPerson()).toContain(orderId);

    shop.first.answer(imei, 1, '');

    await waitFor(noteIs(orderId, null), 'the note gone after a readable waiting answer');
    expect(await needingAPerson()).not.toContain(orderId);
  });

  it('an empty answer about one order is noted on it, and the supplier’s other orders are still asked (the poll stopped there)', async () => {
    const broken = await placedOrder();
    const other = await placedOrder();
    shop.first.misbehave('getimeiorder', { kind: 'emptyAbout', reference: broken.reference }, 50);
    shop.first.answer(other.imei, 4, 'CODE-OTHER-1');
    await allDueNow();
    // The broken one is asked first.
    await shop.t.db
      .update(orderForwarding)
      .set({ nextAttemptAt: sql`now() - interval '1 minute'` })
      .where(eq(orderForwarding.orderId, broken.orderId));
    const completed = await waitFor(async () => {
      const answered = await orderRow(shop.t.db, other.orderId);
      return answered?.status === 4 ? answered : undefined;
    }, 'the other order completed');
    expect(completed.code).toBe('CODE-OTHER-1');
    const noted = await waitFor(
      async () => (await forwardingRow(shop.t.db, broken.orderId))?.lastError ?? undefined,
      'the broken answer noted on its order',
    );
    expect(noted).toMatch(/^The supplier answered, but not in the DHRU format/);
    expect(await needingAPerson()).toContain(broken.orderId);
  });

  it('a supplier that cannot be asked any more: its orders past SUPPLIER_OVERDUE_DAYS are still noted late and listed (they were out of sight)', async () => {
    const { orderId, reference } = await placedOrder();
    shop.first.misbehave('getimeiorder', { kind: 'refuse', message: 'Authentication Failed' }, 50);
    await shop.t.db
      .update(orderForwarding)
      .set({ createdAt: sql`now() - interval '8 days'`, nextAttemptAt: sql`now()` })
      .where(eq(orderForwarding.orderId, orderId));
    const note = `Still waiting at First after 8 days (REFERENCEID ${reference}): ask the supplier about it, or answer the order here`;
    await waitFor(noteIs(orderId, note), 'the late note');
    expect(await supplierError()).toBe('Authentication Failed');
    expect(await needingAPerson()).toContain(orderId);
  });

  it('a supplier that cannot be asked (HTTP 503): the reason is kept on the supplier, and its orders get no note', async () => {
    const one = await placedOrder();
    const two = await placedOrder();
    shop.first.misbehave('getimeiorder', { kind: 'unavailable' }, 1);
    await allDueNow();
    await waitFor(async () => (await supplierError())?.includes('503'), "the supplier's error");
    expect((await forwardingRow(shop.t.db, one.orderId))?.lastError).toBeNull();
    expect((await forwardingRow(shop.t.db, two.orderId))?.lastError).toBeNull();
    const listed = await needingAPerson();
    expect(listed).not.toContain(one.orderId);
    expect(listed).not.toContain(two.orderId);
  });

  it('an order answered by hand while its supplier has it is still polled but never noted late', async () => {
    const { orderId } = await placedOrder();
    const answered = await shop.admin.inject({
      method: 'PATCH',
      url: `/api/admin_orders_pending/${orderId}`,
      payload: { status: 4, code: 'BY-HAND-1' },
    });
    expect(answered.statusCode).toBe(200);
    await shop.t.db
      .update(orderForwarding)
      .set({ createdAt: sql`now() - interval '8 days'`, nextAttemptAt: sql`now()` })
      .where(eq(orderForwarding.orderId, orderId));
    await waitFor(async () => {
      const [row] = await shop.t.db
        .select({ next: orderForwarding.nextAttemptAt })
        .from(orderForwarding)
        .where(eq(orderForwarding.orderId, orderId));
      return row && row.next.getTime() > Date.now() + 60_000;
    }, 'the poll of the answered order');
    await pollOver();
    expect((await forwardingRow(shop.t.db, orderId))?.lastError).toBeNull();
  });

  it("a supplier refusing the account ('Authentication Failed') while polling: kept on the supplier, no order noted", async () => {
    const one = await placedOrder();
    const two = await placedOrder();
    shop.first.misbehave('getimeiorder', { kind: 'refuse', message: 'Authentication Failed' }, 2);
    await allDueNow();
    await waitFor(
      async () => (await supplierError()) === 'Authentication Failed',
      "the supplier's error",
    );
    expect((await forwardingRow(shop.t.db, one.orderId))?.lastError).toBeNull();
    expect((await forwardingRow(shop.t.db, two.orderId))?.lastError).toBeNull();
  });
});
