import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { unbalancedUsers } from '../helpers/ledger.js';
import { orderRow, validImei } from '../helpers/orderFixtures.js';
import {
  attemptRows,
  forwardingRow,
  ledgerRows,
  order,
  routedService,
  stateIs,
  waitFor,
} from './forwardingFixtures.js';
import { type ShopWithTwoSuppliers, shopWithTwoSuppliers } from './shopWithSupplier.js';

/**
 * A supplier whose answer reads badly after it took the order: the shop must never place that
 * order again, here or at the next supplier (it would pay twice), nor give its customer a code
 * that is not theirs.
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

/** What PHP prints at shutdown, after the script echoed its JSON. */
const SHUTDOWN_WARNING =
  '<br />\n<b>Warning</b>:  Unknown: Failed to write session data (files). Please verify that the current setting of session.save_path is correct (/tmp) in <b>Unknown</b> on line <b>0</b><br />\n';
const afterIt = (text: string) => (json: string) => json + text;
/** A supplier site's template around what its script echoed. */
const inPage = (json: string) =>
  `<!DOCTYPE html><html><head><script>var site = {"theme": "dark"};</script></head><body><div class="api">${json}</div></body></html>`;

/** Places one order of a service routed to the first supplier, then the second. */
async function placeOne(imei = validImei()) {
  const serviceId = await routedService(shop.t.db, [shop.firstId, shop.secondId]);
  const [orderId = 0] = await order(shop.customer, serviceId, [imei]);
  return { orderId, imei };
}

describe('answers of a supplier that took the order', () => {
  it('a warning beside SUCCESS is an accepted order, not sent to the next supplier (it was)', async () => {
    shop.first.misbehave('placeimeiorder', { kind: 'warning', message: 'Low balance warning' });
    const { orderId, imei } = await placeOne();
    const placed = await waitFor(stateIs(shop.t.db, orderId, 'placed'), 'placed');
    expect(placed.reference).toBe(shop.first.ordersOf(imei)[0]?.reference);
    expect(placed.supplierId).toBe(shop.firstId);
    expect(shop.second.ordersOf(imei)).toHaveLength(0);
  });

  it('a PHP notice before the JSON is read past: placed once (it was sent again)', async () => {
    shop.first.misbehave('placeimeiorder', { kind: 'notice' });
    const { orderId, imei } = await placeOne();
    const placed = await waitFor(stateIs(shop.t.db, orderId, 'placed'), 'placed');
    expect(placed.reference).toBe(shop.first.ordersOf(imei)[0]?.reference);
    expect(shop.first.ordersOf(imei)).toHaveLength(1);
  });

  it.each([
    ['PHP’s warning at shutdown after the JSON', { status: 200, wrap: afterIt(SHUTDOWN_WARNING) }],
    ['a site’s HTML page around the JSON', { status: 200, wrap: inPage }],
    ['HTTP 503 on the JSON (a web server’s status)', { status: 503, wrap: (json: string) => json }],
    [
      'HTTP 500 on the JSON and a warning after it',
      { status: 500, wrap: afterIt(SHUTDOWN_WARNING) },
    ],
  ])('%s is read: placed once (it was held, or sent again and paid twice)', async (_what, how) => {
    shop.first.misbehave('placeimeiorder', { kind: 'wrapped', ...how });
    const { orderId, imei } = await placeOne();
    const placed = await waitFor(stateIs(shop.t.db, orderId, 'placed'), 'placed');
    expect(placed.reference).toBe(shop.first.ordersOf(imei)[0]?.reference);
    expect((await attemptRows(shop.t.db, orderId)).map((a) => a.outcome)).toEqual(['accepted']);
    expect(shop.first.ordersOf(imei)).toHaveLength(1);
    expect(shop.second.ordersOf(imei)).toHaveLength(0);
  });

  it('a code answered with PHP’s warning after the JSON reaches the customer (it never did)', async () => {
    const { orderId, imei } = await placeOne();
    await waitFor(stateIs(shop.t.db, orderId, 'placed'), 'placed');
    shop.first.misbehave(
      'getimeiorder',
      { kind: 'wrapped', status: 200, wrap: afterIt(SHUTDOWN_WARNING) },
      1000,
    );
    shop.first.answer(imei, 4, 'NCK 1234567890');
    const done = await waitFor(async () => {
      const row = await orderRow(shop.t.db, orderId);
      return row?.status === 4 ? row : undefined;
    }, 'completed');
    expect(done.code).toBe('NCK 1234567890');
  });

  it.each([
    ['an answer over the size limit', { kind: 'hugeAfterTaking' } as const],
    ['JSON that is no DHRU envelope', { kind: 'garbled' } as const],
    ['HTTP 500 after its script saved it', { kind: 'diesAfterTaking', status: 500 } as const],
    ['HTTP 502 after its script saved it', { kind: 'diesAfterTaking', status: 502 } as const],
  ])('%s is held, never sent again (it was a fault, sent again)', async (_what, behaviour) => {
    shop.first.misbehave('placeimeiorder', behaviour);
    const { orderId, imei } = await placeOne();
    const held = await waitFor(stateIs(shop.t.db, orderId, 'held'), 'held');
    expect(held.lastError).toMatch(/may have (been )?taken/);
    await new Promise((resolve) => setTimeout(resolve, 2500));
    expect((await forwardingRow(shop.t.db, orderId))?.state).toBe('held');
    expect((await attemptRows(shop.t.db, orderId)).map((a) => a.outcome)).toEqual(['unknown']);
    expect(shop.first.ordersOf(imei)).toHaveLength(1);
    expect(shop.second.ordersOf(imei)).toHaveLength(0);
  });

  it('a REFERENCEID the supplier already gave a live order holds the second order', async () => {
    const one = await placeOne();
    await waitFor(stateIs(shop.t.db, one.orderId, 'placed'), 'the first placed');
    const reference = (await forwardingRow(shop.t.db, one.orderId))?.reference ?? '';
    shop.first.misbehave('placeimeiorder', { kind: 'reference', reference });
    const two = await placeOne();
    const held = await waitFor(stateIs(shop.t.db, two.orderId, 'held'), 'the second held');
    expect(held.lastError).toBe(
      `The supplier answered REFERENCEID ${reference}, which it gave order #${one.orderId} too: the two cannot be told apart, so this one is held`,
    );
    expect((await forwardingRow(shop.t.db, one.orderId))?.state).toBe('placed');
  });

  it('an order an admin rejects while its supplier has it: the supplier’s later code is kept (it was lost)', async () => {
    const { orderId, imei } = await placeOne();
    await waitFor(stateIs(shop.t.db, orderId, 'placed'), 'placed');
    const rejected = await shop.admin.inject({
      method: 'PATCH',
      url: `/api/admin_orders_pending/${orderId}`,
      payload: { status: 3 },
    });
    expect(rejected.statusCode).toBe(200);
    shop.first.answer(imei, 4, 'LATE-CODE-77');
    const kept = await waitFor(async () => {
      const attempts = await attemptRows(shop.t.db, orderId);
      return attempts.find((attempt) => attempt.outcome === 'completed');
    }, 'the supplier’s answer kept');
    expect(kept.message).toBe('Code received after the order was answered by hand: LATE-CODE-77');
    expect((await forwardingRow(shop.t.db, orderId))?.state).toBe('done');
    // The admin's answer stands: rejected and refunded once.
    expect((await orderRow(shop.t.db, orderId))?.status).toBe(3);
    expect(await ledgerRows(shop.t.db, orderId, 'order_refund')).toHaveLength(1);
  });

  it('a status echoing the IMEI without its check digit is this order’s: applied', async () => {
    const { orderId, imei } = await placeOne();
    await waitFor(stateIs(shop.t.db, orderId, 'placed'), 'placed');
    shop.first.misbehave('getimeiorder', { kind: 'otherImei', imei: imei.slice(0, 14) }, 1000);
    shop.first.answer(imei, 4, 'OWN-CODE-14');
    const done = await waitFor(async () => {
      const row = await orderRow(shop.t.db, orderId);
      return row?.status === 4 ? row : undefined;
    }, 'completed');
    expect(done.code).toBe('OWN-CODE-14');
  });

  it('a status answered for another IMEI is not applied: the customer does not get its code', async () => {
    const { orderId, imei } = await placeOne();
    await waitFor(stateIs(shop.t.db, orderId, 'placed'), 'placed');
    const stranger = validImei();
    shop.first.misbehave('getimeiorder', { kind: 'otherImei', imei: stranger }, 1000);
    shop.first.answer(imei, 4, 'SOMEONE-ELSES-CODE');
    const noted = await waitFor(async () => {
      const row = await forwardingRow(shop.t.db, orderId);
      return row?.lastError?.includes(stranger) ? row : undefined;
    }, 'the mismatch noted');
    expect(noted.lastError).toBe(
      `The supplier answered this order's reference for another IMEI (${stranger}): its answer was not applied`,
    );
    expect(noted.state).toBe('placed');
    expect((await orderRow(shop.t.db, orderId))?.status).toBe(1);
  });
});
