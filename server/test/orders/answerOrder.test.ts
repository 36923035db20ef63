import { eq } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { isUniqueViolation } from '../../src/db/pgErrors.js';
import { creditLedger, orders } from '../../src/db/schema.js';
import {
  ConflictError,
  DomainError,
  InvalidInputError,
  NotFoundError,
} from '../../src/domain/errors.js';
import { answerOrder, findOrderForUser, placeOrders } from '../../src/domain/orders/index.js';
import { creditsOf, unbalancedUsers } from '../helpers/ledger.js';
import { createService, validImei } from '../helpers/orderFixtures.js';
import { createTestApp, type TestApp, type TestUser } from '../helpers/testApp.js';

let t: TestApp;
let admin: TestUser;
beforeAll(async () => {
  t = await createTestApp();
  admin = await t.createUser({ admin: true });
});
afterEach(async () => {
  expect(await unbalancedUsers(t.db)).toEqual([]);
});
afterAll(() => t.close());

async function pendingOrder(price = '10.00') {
  const user = await t.createUser({ credits: '50.00' });
  const service = await createService(t.db, { price });
  const placed = await placeOrders(t.db, {
    userId: user.id,
    serviceId: service.id,
    imeis: [validImei()],
    source: 'web',
  });
  const order = placed.orders[0];
  if (!order) throw new Error('no order');
  return { user, order };
}

const credits = (userId: number) => creditsOf(t.db, userId);

async function failure(promise: Promise<unknown>): Promise<DomainError> {
  const error = await promise.then(
    () => undefined,
    (e: unknown) => e,
  );
  expect(error).toBeInstanceOf(DomainError);
  return error as DomainError;
}

describe('answerOrder', () => {
  it('completes a pending order with its code, recording who answered and when', async () => {
    const { user, order } = await pendingOrder();
    const done = await answerOrder(t.db, {
      orderId: order.id,
      actor: { userId: admin.id, address: null },
      status: 4,
      code: ' 1234-5678 ',
    });
    expect(done).toMatchObject({ status: 4, code: '1234-5678', answeredBy: admin.id });
    expect(done.answeredAt).toBeInstanceOf(Date);
    expect(await credits(user.id)).toBe('40.00');
  });

  it('requires a code to complete an order', async () => {
    const { order } = await pendingOrder();
    const error = await failure(
      answerOrder(t.db, {
        orderId: order.id,
        actor: { userId: admin.id, address: null },
        status: 4,
        code: '  ',
      }),
    );
    expect(error).toBeInstanceOf(InvalidInputError);
    expect((error as InvalidInputError).errors).toEqual({ code: ['The code field is required.'] });
  });

  it("rejects a pending order with 'Not Found' when no reason is given, and refunds it with a ledger row", async () => {
    const { user, order } = await pendingOrder('12.00');
    const rejected = await answerOrder(t.db, {
      orderId: order.id,
      actor: { userId: admin.id, address: null },
      status: 3,
      code: '',
    });
    expect(rejected).toMatchObject({ status: 3, reason: 'Not Found' });
    expect(await credits(user.id)).toBe('50.00');
    const refunds = await t.db
      .select()
      .from(creditLedger)
      .where(eq(creditLedger.orderId, order.id));
    expect(refunds.map((row) => [row.kind, row.delta])).toEqual([
      ['order_charge', '-12.00'],
      ['order_refund', '12.00'],
    ]);
  });

  it('keeps the reason given for a rejection', async () => {
    const { order } = await pendingOrder();
    const rejected = await answerOrder(t.db, {
      orderId: order.id,
      actor: { userId: admin.id, address: null },
      status: 3,
      code: 'Blacklisted',
    });
    expect(rejected.reason).toBe('Blacklisted');
  });

  it('refuses to answer an order twice', async () => {
    const { order } = await pendingOrder();
    await answerOrder(t.db, {
      orderId: order.id,
      actor: { userId: admin.id, address: null },
      status: 4,
      code: 'A',
    });
    const again = await failure(
      answerOrder(t.db, {
        orderId: order.id,
        actor: { userId: admin.id, address: null },
        status: 4,
        code: 'B',
      }),
    );
    expect(again).toBeInstanceOf(ConflictError);
    expect(again.message).toBe(
      `Order #${order.id} was already completed; it is not pending any more.`,
    );
    const reject = await failure(
      answerOrder(t.db, {
        orderId: order.id,
        actor: { userId: admin.id, address: null },
        status: 3,
      }),
    );
    expect(reject.message).toBe(
      `Order #${order.id} was already completed; reject it from the order history to refund it.`,
    );
  });

  it('rejects a completed order from the history and refunds it once', async () => {
    const { user, order } = await pendingOrder();
    await answerOrder(t.db, {
      orderId: order.id,
      actor: { userId: admin.id, address: null },
      status: 4,
      code: 'A',
    });
    const rejected = await answerOrder(t.db, {
      orderId: order.id,
      actor: { userId: admin.id, address: null },
      status: 3,
      fromHistory: true,
    });
    expect(rejected).toMatchObject({ status: 3, reason: 'Not Found' });
    expect(await credits(user.id)).toBe('50.00');
    const again = await failure(
      answerOrder(t.db, {
        orderId: order.id,
        actor: { userId: admin.id, address: null },
        status: 3,
        fromHistory: true,
      }),
    );
    expect(again).toBeInstanceOf(ConflictError);
    expect(again.message).toBe(`Order #${order.id} was already rejected and refunded.`);
    expect(await credits(user.id)).toBe('50.00');
  });

  it('refuses an unknown order as not found', async () => {
    const error = await failure(
      answerOrder(t.db, {
        orderId: 987_654,
        actor: { userId: admin.id, address: null },
        status: 3,
      }),
    );
    expect(error).toBeInstanceOf(NotFoundError);
    expect(error.message).toBe('Order not found.');
  });
});

describe('findOrderForUser', () => {
  it("finds the customer's own order and never another customer's", async () => {
    const { user, order } = await pendingOrder();
    const stranger = await t.createUser();
    expect((await findOrderForUser(t.db, user.id, order.id))?.imei).toBe(order.imei);
    expect(await findOrderForUser(t.db, stranger.id, order.id)).toBeUndefined();
  });
});

describe('the pending-IMEI index', () => {
  it('is recognised as such when a second pending row slips past the checks', async () => {
    const { order } = await pendingOrder();
    const copy = {
      userId: order.userId,
      serviceId: order.serviceId,
      imei: order.imei,
      price: order.price,
    };
    const error = await t.db
      .insert(orders)
      .values(copy)
      .then(
        () => undefined,
        (e: unknown) => e,
      );
    expect(isUniqueViolation(error, 'orders_pending_imei_unique')).toBe(true);
    expect(isUniqueViolation(error, 'some_other_index')).toBe(false);
  });
});
