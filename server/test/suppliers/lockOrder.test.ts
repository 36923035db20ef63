import pg from 'pg';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { Database, Transaction } from '../../src/db/client.js';
import { forwardingAttempts } from '../../src/db/schema.js';
import { finishAttempt } from '../../src/domain/suppliers/attemptOutcomes.js';
import { placeQueuedOrders } from '../../src/domain/suppliers/placement.js';
import { holdCutOffAttempts } from '../../src/domain/suppliers/sweep.js';
import { untilSomeoneWaitsForALock } from '../helpers/lockWaits.js';
import { validImei } from '../helpers/orderFixtures.js';
import type { TestApp, TestUser } from '../helpers/testApp.js';
import { TEST_DB_KIND } from '../helpers/testDatabase.js';
import {
  attemptRows,
  FAST_SUPPLIERS,
  forwardingRow,
  leaveCallCutOff,
  order,
  routedService,
} from './forwardingFixtures.js';
import { type ShopWithSupplier, shopWithSupplier } from './shopWithSupplier.js';
import type { TestSupplier } from './testSupplier.js';

/**
 * Two transactions that lock an order's rows in opposite orders deadlock, and PostgreSQL cancels
 * one of them: a lost tick of the sweep, a lost place job, or — worst — a supplier's accepted
 * order whose reference is never written. Every forwarding path locks the order, then its
 * forwarding, then its attempt; these tests hold one side at the point where the other used to
 * take the locks the other way round. PGlite is one connection that runs one statement at a
 * time, so nothing can wait for a lock there: these tests are skipped on it.
 */

const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * The database, with every transaction's write to forwarding_attempts held until `release`
 * resolves: finishAttempt then holds the order and its forwarding, locked, and is about to write
 * the attempt's outcome. `reached` resolves when a write is held there.
 */
function holdingAttemptWrites(db: Database, release: Promise<void>) {
  let arrive = () => {};
  const reached = new Promise<void>((resolve) => {
    arrive = resolve;
  });
  // A query builder runs when it is awaited: its `then` waits for the release first.
  const heldQuery = <Q extends object>(query: Q): Q =>
    new Proxy(query, {
      get(target, property, receiver) {
        const value: unknown = Reflect.get(target, property, receiver);
        if (property !== 'then' || typeof value !== 'function') return value;
        return (...args: unknown[]) => {
          arrive();
          return release.then(() => value.apply(receiver, args));
        };
      },
    });
  const heldTransaction = (tx: Transaction): Transaction =>
    new Proxy(tx, {
      get(target, property, receiver) {
        if (property !== 'update') return Reflect.get(target, property, receiver);
        return (table: Parameters<Transaction['update']>[0]) => {
          const builder = target.update(table);
          if (table !== forwardingAttempts) return builder;
          return new Proxy(builder, {
            get(inner, name, innerReceiver) {
              if (name !== 'set') return Reflect.get(inner, name, innerReceiver);
              return (values: Parameters<typeof builder.set>[0]) => heldQuery(inner.set(values));
            },
          });
        };
      },
    });
  const held = new Proxy(db, {
    get(target, property, receiver) {
      if (property !== 'transaction') return Reflect.get(target, property, receiver);
      return <T>(run: (tx: Transaction) => Promise<T>) =>
        target.transaction((tx) => run(heldTransaction(tx)));
    },
  });
  return { db: held, reached };
}

let shop: ShopWithSupplier;
let t: TestApp;
let customer: TestUser;
let supplier: TestSupplier;
let supplierId: number;
let other: pg.Client | undefined;

describe.skipIf(TEST_DB_KIND !== 'postgres')(
  'locks taken by forwarding, on PostgreSQL (skipped on PGlite: one connection, nothing waits)',
  () => {
    beforeAll(async () => {
      // No workers: each test runs the forwarding steps itself, at the moments it chooses.
      shop = await shopWithSupplier();
      ({ t, customer, supplier, supplierId } = shop);
    });
    afterAll(() => shop.close());
    afterEach(async () => {
      await other?.end();
      other = undefined;
    });

    /** A second connection, for a transaction of another request. */
    async function otherConnection(): Promise<pg.Client> {
      other = new pg.Client({ connectionString: t.database.url });
      await other.connect();
      return other;
    }

    it('a supplier’s answer recorded past the time-out while the sweep runs is kept with its reference, and neither fails', async () => {
      const serviceId = await routedService(t.db, [supplierId]);
      const imei = validImei();
      const [orderId = 0] = await order(customer, serviceId, [imei]);
      // As a place job leaves it during a call that has lasted longer than the time-out.
      const attemptId = await leaveCallCutOff(t.db, orderId, supplierId);

      let release = () => {};
      const released = new Promise<void>((resolve) => {
        release = resolve;
      });
      const holding = holdingAttemptWrites(t.db, released);
      const finishing = finishAttempt(
        holding.db,
        { attemptId, orderId, imei, supplierId, supplierServiceId: '12' },
        { kind: 'accepted', reference: 'LATE-REF-1' },
        FAST_SUPPLIERS,
      );
      // The answer holds the order and its forwarding and is about to write the attempt.
      await holding.reached;
      const sweeping = holdCutOffAttempts(t.db, FAST_SUPPLIERS);
      // Both settle here, whichever fails first: neither rejection goes unhandled meanwhile.
      const settled = Promise.allSettled([finishing, sweeping]);
      await pause(200);
      release();
      const [finished, swept] = await settled;

      expect(finished).toEqual({ status: 'fulfilled', value: undefined });
      // The sweep leaves an order whose answer is being recorded to that answer.
      expect(swept).toEqual({ status: 'fulfilled', value: [] });
      const forwarding = await forwardingRow(t.db, orderId);
      expect(forwarding?.state).toBe('placed');
      expect(forwarding?.reference).toBe('LATE-REF-1');
      const [recorded] = await attemptRows(t.db, orderId);
      expect(recorded?.outcome).toBe('accepted');
      expect(recorded?.reference).toBe('LATE-REF-1');
      // A later sweep finds the attempt answered: nothing to hold.
      expect(await holdCutOffAttempts(t.db, FAST_SUPPLIERS)).toEqual([]);
      expect((await forwardingRow(t.db, orderId))?.state).toBe('placed');
    });

    it('a queued order an admin is answering is skipped by the place job without a deadlock, and placed on a later round', async () => {
      const serviceId = await routedService(t.db, [supplierId]);
      const imei = validImei();
      const [orderId = 0] = await order(customer, serviceId, [imei]);
      const admin = await otherConnection();

      // As answerOrder, cancelOrder and forwardAgain start: the order's row first...
      await admin.query('BEGIN');
      await admin.query('SELECT id FROM orders WHERE id = $1 FOR UPDATE', [orderId]);
      const placing = Promise.allSettled([placeQueuedOrders(t.db, [orderId], FAST_SUPPLIERS)]);
      // Until the job has skipped the order, or waits for its lock (as it did when it took the
      // forwarding first: the admin's next lock then deadlocks). Not a fixed 200 ms: on a loaded
      // machine the job could reach the order after the admin's commit, and place it.
      await Promise.race([placing, untilSomeoneWaitsForALock(t.db)]);
      // ...then its forwarding row.
      await admin.query('SELECT state FROM order_forwarding WHERE order_id = $1 FOR UPDATE', [
        orderId,
      ]);
      await admin.query('COMMIT');
      const [placed] = await placing;

      expect(placed).toEqual({ status: 'fulfilled', value: undefined });
      expect((await forwardingRow(t.db, orderId))?.state).toBe('queued');
      expect(await attemptRows(t.db, orderId)).toEqual([]);
      expect(supplier.ordersOf(imei)).toEqual([]);
      // The admin changed nothing: the next round places it, once.
      await placeQueuedOrders(t.db, [orderId], FAST_SUPPLIERS);
      expect((await forwardingRow(t.db, orderId))?.state).toBe('placed');
      expect(supplier.ordersOf(imei)).toHaveLength(1);
    });
  },
);
