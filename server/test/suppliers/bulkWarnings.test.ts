import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { unbalancedUsers } from '../helpers/ledger.js';
import { orderRow, validImei } from '../helpers/orderFixtures.js';
import { createTestApp, type TestApp, type TestUser } from '../helpers/testApp.js';
import {
  addSupplier,
  FAST_SUPPLIERS,
  forwardingRow,
  order,
  routedService,
  stateIs,
  waitFor,
} from './forwardingFixtures.js';
import { startTestSupplier, type TestSupplier } from './testSupplier.js';

/**
 * A supplier taking bulk calls that adds a warning ERROR ("Low balance") beside its answers for
 * each order: {"<ref>": {"SUCCESS": [...]}, "ERROR": [{"MESSAGE": "Low balance"}]}. Found by an
 * audit: the shop read the whole call as refused.
 */
let t: TestApp;
let customer: TestUser;
let bulky: TestSupplier;
let second: TestSupplier;
let bulkyId = 0;
let secondId = 0;

beforeAll(async () => {
  t = await createTestApp({ suppliers: FAST_SUPPLIERS });
  customer = await t.createUser({ credits: '1000.00' });
  bulky = await startTestSupplier({ username: 'bulky', apiKey: 'BULKY-KEY-1111' });
  second = await startTestSupplier({ username: 'second', apiKey: 'SECOND-KEY-9876' });
  bulkyId = await addSupplier(t.db, bulky, { name: 'Bulky', bulk: true });
  secondId = await addSupplier(t.db, second, { name: 'Second' });
});
afterAll(async () => {
  await t.close();
  await Promise.all([bulky.close(), second.close()]);
});
afterEach(async () => {
  bulky.calm();
  second.calm();
  expect(await unbalancedUsers(t.db)).toEqual([]);
});

describe('a bulk supplier that adds a warning beside its answers', () => {
  it('an order it took stays with it, not sent to the next supplier too (the shop paid twice)', async () => {
    bulky.misbehave('placeimeiorderbulk', { kind: 'warning', message: 'Low balance warning' });
    const serviceId = await routedService(t.db, [bulkyId, secondId]);
    const imei = validImei();
    const [orderId = 0] = await order(customer, serviceId, [imei]);
    const placed = await waitFor(stateIs(t.db, orderId, 'placed'), 'placed');
    expect(bulky.ordersOf(imei)).toHaveLength(1);
    expect({ supplier: placed.supplierId, reference: placed.reference }).toEqual({
      supplier: bulkyId,
      reference: bulky.ordersOf(imei)[0]?.reference,
    });
    expect(second.ordersOf(imei)).toHaveLength(0);
  });

  it('a code answered beside the warning reaches the customer (every poll failed)', async () => {
    const serviceId = await routedService(t.db, [bulkyId]);
    const imei = validImei();
    const [orderId = 0] = await order(customer, serviceId, [imei]);
    await waitFor(stateIs(t.db, orderId, 'placed'), 'placed');
    bulky.answer(imei, 4, 'CODE-1234');
    bulky.misbehave('getimeiorderbulk', { kind: 'warning', message: 'Low balance warning' }, 1000);
    // A clock tick, a poll job and the call, each fetched once a second: waitFor's usual limit
    // (8 s was tight on a loaded machine running the two databases' tests at once).
    const done = await waitFor(async () => {
      const row = await orderRow(t.db, orderId);
      return row?.status === 4 ? row : undefined;
    }, 'the supplier’s code applied');
    expect(done.code).toBe('CODE-1234');
    expect((await forwardingRow(t.db, orderId))?.state).toBe('done');
  });
});
