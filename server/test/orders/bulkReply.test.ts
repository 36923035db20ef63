import { and, eq, inArray, sql } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { creditLedger, orders } from '../../src/db/schema.js';
import { MAX_BULK_REPLY_LINES, placeOrders } from '../../src/domain/orders/index.js';
import type { BulkReplyAnswer } from '../../src/schemas/bulkReply.js';
import { auditRowsAfter, lastAuditId } from '../audit/auditRows.js';
import { creditsOf, unbalancedUsers } from '../helpers/ledger.js';
import {
  createService,
  orderRow,
  validImei,
  withWrongCheckDigit,
} from '../helpers/orderFixtures.js';
import { createTestApp, type TestApp, type TestUser } from '../helpers/testApp.js';

let t: TestApp;
let admin: TestUser;
let customer: TestUser;
let serviceId: number;
let otherServiceId: number;
beforeAll(async () => {
  t = await createTestApp();
  admin = await t.createUser({ admin: true, name: 'Boss' });
  customer = await t.createUser({ credits: '10000.00', name: 'Carla' });
  serviceId = (await createService(t.db, { price: '10.00', name: 'Unlock Y' })).id;
  otherServiceId = (await createService(t.db, { price: '4.00', name: 'Unlock Z' })).id;
});
afterEach(async () => {
  expect(await unbalancedUsers(t.db)).toEqual([]);
});
afterAll(() => t.close());

/** The answer's `data`, as the route's response schema declares it. */
type BulkAnswer = BulkReplyAnswer['data'];

/** Pending orders of the customer, one per IMEI, in `service` (the first service by default). */
async function pendingOrders(count: number, service = serviceId) {
  const placed = await placeOrders(t.db, {
    userId: customer.id,
    serviceId: service,
    imeis: Array.from({ length: count }, () => validImei()),
    source: 'web',
  });
  return placed.orders;
}

const send = (payload: Record<string, unknown>, user: TestUser = admin) =>
  user.inject({ method: 'POST', url: '/api/admin_orders_bulk_reply', payload });

async function bulkReply(payload: Record<string, unknown>): Promise<BulkAnswer> {
  const res = await send(payload);
  expect(res.statusCode, res.body).toBe(200);
  return (res.json() as { data: BulkAnswer }).data;
}

const credits = (userId: number) => creditsOf(t.db, userId);

async function refundsOf(orderIds: number[]) {
  return t.db
    .select()
    .from(creditLedger)
    .where(and(eq(creditLedger.kind, 'order_refund'), inArray(creditLedger.orderId, orderIds)));
}

/** Every table a reply may write, as one fingerprint: a dry run must leave it unchanged. */
async function fingerprint(): Promise<string> {
  const tables = ['orders', 'users', 'credit_ledger', 'audit_log', 'order_stats_hourly'];
  const parts = tables.map(
    (table) =>
      sql`(SELECT md5(coalesce(string_agg(t::text, '|' ORDER BY t::text), '')) FROM ${sql.identifier(table)} t)`,
  );
  const result = (await t.db.execute(sql`SELECT ${sql.join(parts, sql`, `)}`)) as {
    rows: unknown[];
  };
  return JSON.stringify(result.rows);
}

describe('POST /api/admin_orders_bulk_reply: who may call it', () => {
  it('answers 401 without a token and 403 to a customer, changing nothing', async () => {
    const [order] = await pendingOrders(1);
    const payload = { lines: `${order?.imei} CODE`, action: 'answer' };
    const anonymous = await t.app.inject({
      method: 'POST',
      url: '/api/admin_orders_bulk_reply',
      payload,
    });
    expect(anonymous.statusCode).toBe(401);
    const refused = await send(payload, customer);
    expect(refused.statusCode).toBe(403);
    expect(refused.json()).toEqual({ message: 'This action is unauthorized.' });
    expect((await orderRow(t.db, order?.id ?? 0))?.status).toBe(1);
  });
});

describe('answering: each line is an IMEI, a separator and the code', () => {
  it.each([
    ['spaces', '   '],
    ['a tab', '\t'],
    ['a comma', ','],
    ['a semicolon', ';'],
    ['a bar', '|'],
    ['a bar with spaces around it', ' | '],
    ['a comma with a space after it', ', '],
  ])('splits on %s and completes the order with the code', async (_name, separator) => {
    const [order] = await pendingOrders(1);
    if (!order) throw new Error('no order');
    const data = await bulkReply({
      lines: `${order.imei}${separator}NCK 1234, MEP 5678`,
      action: 'answer',
    });
    expect(data).toEqual({
      answered: 1,
      rejected: 0,
      skipped: 0,
      lines: [
        {
          line: 1,
          imei: order.imei,
          code: 'NCK 1234, MEP 5678',
          order_id: order.id,
          result: 'answered',
          message: `Order #${order.id} (Unlock Y, Carla) completed.`,
        },
      ],
    });
    const row = await orderRow(t.db, order.id);
    expect(row).toMatchObject({ status: 4, code: 'NCK 1234, MEP 5678', answeredBy: admin.id });
  });

  it('answers many orders, one a line, ignoring blank lines (line numbers still count them)', async () => {
    const placed = await pendingOrders(3);
    const [a, b, c] = placed;
    const lines = `\n${a?.imei} CODE-A\r\n\n   \n${b?.imei},CODE-B\r${c?.imei}|CODE-C\n\n`;
    const data = await bulkReply({ lines, action: 'answer' });
    expect(data.answered).toBe(3);
    expect(data.lines.map((l) => [l.line, l.code, l.order_id, l.result])).toEqual([
      [2, 'CODE-A', a?.id, 'answered'],
      [5, 'CODE-B', b?.id, 'answered'],
      [6, 'CODE-C', c?.id, 'answered'],
    ]);
    const codes = await Promise.all(placed.map(async (o) => (await orderRow(t.db, o.id))?.code));
    expect(codes).toEqual(['CODE-A', 'CODE-B', 'CODE-C']);
  });

  it('shows the customer the codes in their own orders', async () => {
    const [order] = await pendingOrders(1);
    await bulkReply({ lines: `${order?.imei} UNLOCK-42`, action: 'answer' });
    const res = await customer.inject({ method: 'GET', url: `/api/orders?imei=${order?.imei}` });
    expect(res.json().data).toMatchObject([{ id: order?.id, status: 4, code: 'UNLOCK-42' }]);
  });

  it('records each answer in the audit log with the admin as the actor', async () => {
    const placed = await pendingOrders(2);
    const mark = await lastAuditId(t.db);
    await bulkReply({ lines: placed.map((o) => `${o.imei} C`).join('\n'), action: 'answer' });
    // Answered a few at a time: the rows may come in any order.
    const rows = await auditRowsAfter(t.db, mark);
    expect(rows.map((r) => [r.kind, r.targetId, r.actorId, r.targetUserId])).toEqual(
      expect.arrayContaining(
        placed.map((o) => ['order.completed', String(o.id), admin.id, customer.id]),
      ),
    );
    expect(rows).toHaveLength(placed.length);
  });
});

describe('rejecting: the text after the IMEI is the reason, the price goes back once', () => {
  it('rejects with the reason and refunds the price', async () => {
    const [order] = await pendingOrders(1);
    if (!order) throw new Error('no order');
    const before = Number(await credits(customer.id));
    const data = await bulkReply({ lines: `${order.imei}; Blacklisted`, action: 'reject' });
    expect(data).toMatchObject({ answered: 0, rejected: 1, skipped: 0 });
    expect(data.lines[0]).toMatchObject({
      code: 'Blacklisted',
      order_id: order.id,
      result: 'rejected',
      message: `Order #${order.id} (Unlock Y, Carla) rejected ("Blacklisted"), $10.00 refunded.`,
    });
    expect(await orderRow(t.db, order.id)).toMatchObject({ status: 3, reason: 'Blacklisted' });
    expect(Number(await credits(customer.id))).toBe(before + 10);
    expect(await refundsOf([order.id])).toHaveLength(1);
  });

  it("rejects a line with nothing after the IMEI as 'Not Found'", async () => {
    const [order] = await pendingOrders(1);
    const data = await bulkReply({ lines: `${order?.imei}`, action: 'reject' });
    expect(data.rejected).toBe(1);
    // The line carries no reason: its code is empty, the message says the reason given.
    expect(data.lines[0]).toMatchObject({
      code: '',
      message: expect.stringContaining('"Not Found"'),
    });
    expect(await orderRow(t.db, order?.id ?? 0)).toMatchObject({ status: 3, reason: 'Not Found' });
  });
});

describe('skipped lines, each with the reason', () => {
  it('invalid: a bad IMEI, no code to answer with, a line too long, no IMEI at all', async () => {
    const [order] = await pendingOrders(1);
    if (!order) throw new Error('no order');
    const lines = [
      `${order.imei.slice(0, 14)} CODE`,
      `${withWrongCheckDigit(order.imei)} CODE`,
      'not-an-imei CODE',
      `${order.imei}`,
      `${order.imei} ${'x'.repeat(600)}`,
      '| CODE',
    ].join('\n');
    const data = await bulkReply({ lines, action: 'answer' });
    expect(data).toMatchObject({ answered: 0, rejected: 0, skipped: 6 });
    expect(data.lines.map((l) => [l.line, l.result, l.order_id])).toEqual([
      [1, 'invalid', null],
      [2, 'invalid', null],
      [3, 'invalid', null],
      [4, 'invalid', null],
      [5, 'invalid', null],
      [6, 'invalid', null],
    ]);
    expect(data.lines.map((l) => l.message)).toEqual([
      'Not an IMEI: an IMEI has exactly 15 digits, this one has 14.',
      'Not an IMEI: the check digit (the last one) is wrong.',
      'Not an IMEI: an IMEI has only digits.',
      'There is no code after the IMEI.',
      'The line is too long: at most 500 characters, this one has 616.',
      'The line does not start with an IMEI.',
    ]);
    // The code as the server took it from each line; none from a line too long to take apart.
    expect(data.lines.map((l) => l.code)).toEqual(['CODE', 'CODE', 'CODE', '', '', 'CODE']);
    expect((await orderRow(t.db, order.id))?.status).toBe(1);
  });

  it('not_pending: an IMEI without a pending order, and one already answered', async () => {
    const [order] = await pendingOrders(1);
    if (!order) throw new Error('no order');
    await bulkReply({ lines: `${order.imei} FIRST`, action: 'answer' });
    const unknown = validImei();
    const data = await bulkReply({
      lines: `${unknown} CODE\n${order.imei} SECOND`,
      action: 'answer',
    });
    expect(data).toMatchObject({ answered: 0, skipped: 2 });
    expect(data.lines).toEqual([
      {
        line: 1,
        imei: unknown,
        code: 'CODE',
        order_id: null,
        result: 'not_pending',
        message: 'No pending order has this IMEI.',
      },
      {
        line: 2,
        imei: order.imei,
        code: 'SECOND',
        order_id: null,
        result: 'not_pending',
        message: 'No pending order has this IMEI.',
      },
    ]);
    expect((await orderRow(t.db, order.id))?.code).toBe('FIRST');
  });

  it('not_pending: the same IMEI twice in one reply answers its order once, with the first line', async () => {
    const [order] = await pendingOrders(1);
    const data = await bulkReply({
      lines: `${order?.imei} ONE\n${order?.imei} TWO`,
      action: 'answer',
    });
    expect(data).toMatchObject({ answered: 1, skipped: 1 });
    expect(data.lines[1]).toMatchObject({
      code: 'TWO',
      result: 'not_pending',
      order_id: order?.id,
      message: `Order #${order?.id} is answered by line 1.`,
    });
    expect((await orderRow(t.db, order?.id ?? 0))?.code).toBe('ONE');
  });

  it('ambiguous: an IMEI pending in two services, until service_id says which', async () => {
    const [first] = await pendingOrders(1);
    if (!first) throw new Error('no order');
    const placed = await placeOrders(t.db, {
      userId: customer.id,
      serviceId: otherServiceId,
      imeis: [first.imei],
      source: 'web',
    });
    const second = placed.orders[0];
    if (!second) throw new Error('no second order');
    const lines = `${first.imei} CODE`;

    const unsure = await bulkReply({ lines, action: 'answer' });
    expect(unsure).toMatchObject({ answered: 0, skipped: 1 });
    expect(unsure.lines[0]).toMatchObject({
      code: 'CODE',
      result: 'ambiguous',
      order_id: null,
      message: `The IMEI is pending in 2 orders (#${first.id} Unlock Y, #${second.id} Unlock Z): choose the service to say which.`,
    });
    expect((await orderRow(t.db, first.id))?.status).toBe(1);
    expect((await orderRow(t.db, second.id))?.status).toBe(1);

    const narrowed = await bulkReply({ lines, action: 'answer', service_id: otherServiceId });
    expect(narrowed.lines[0]).toMatchObject({ result: 'answered', order_id: second.id });
    expect((await orderRow(t.db, first.id))?.status).toBe(1);
    expect(await orderRow(t.db, second.id)).toMatchObject({ status: 4, code: 'CODE' });
  });

  it('not_pending with service_id: the IMEI is pending only in another service', async () => {
    const [order] = await pendingOrders(1, otherServiceId);
    const data = await bulkReply({
      lines: `${order?.imei} CODE`,
      action: 'answer',
      service_id: serviceId,
    });
    expect(data.lines[0]).toMatchObject({
      result: 'not_pending',
      message: 'No pending order of this service has this IMEI.',
    });
    expect((await orderRow(t.db, order?.id ?? 0))?.status).toBe(1);
  });
});

describe('dry_run', () => {
  it('answers what the reply would do and changes nothing; the real reply then does just that', async () => {
    const placed = await pendingOrders(2);
    const [a, b] = placed;
    const lines = `${a?.imei} Blacklisted\n${b?.imei}\n${validImei()} X\nbad line`;
    const before = await fingerprint();
    const preview = await bulkReply({ lines, action: 'reject', dry_run: true });
    expect(await fingerprint()).toBe(before);
    expect(preview).toMatchObject({ answered: 0, rejected: 2, skipped: 2 });
    expect(preview.lines[0]?.message).toBe(
      `Order #${a?.id} (Unlock Y, Carla) will be rejected ("Blacklisted") and $10.00 refunded.`,
    );
    const done = await bulkReply({ lines, action: 'reject' });
    const summary = (data: BulkAnswer) =>
      data.lines.map((l) => [l.line, l.imei, l.code, l.order_id, l.result]);
    expect(summary(done)).toEqual(summary(preview));
    expect(preview.lines.map((l) => l.code)).toEqual(['Blacklisted', '', 'X', 'line']);
    expect(await orderRow(t.db, b?.id ?? 0)).toMatchObject({ status: 3, reason: 'Not Found' });
  });
});

describe('sending the same lines twice', () => {
  it('answers each order once: the second reply finds them not pending, the refund is not repeated', async () => {
    const placed = await pendingOrders(3);
    const ids = placed.map((o) => o.id);
    const lines = placed.map((o) => `${o.imei} Fake`).join('\n');
    const balance = Number(await credits(customer.id));
    const first = await bulkReply({ lines, action: 'reject' });
    const second = await bulkReply({ lines, action: 'reject' });
    expect(first).toMatchObject({ rejected: 3, skipped: 0 });
    expect(second).toMatchObject({ answered: 0, rejected: 0, skipped: 3 });
    expect(second.lines.every((l) => l.result === 'not_pending')).toBe(true);
    expect(Number(await credits(customer.id))).toBe(balance + 30);
    expect(await refundsOf(ids)).toHaveLength(3);
  });

  it('two identical replies at the same moment answer each order once', async () => {
    const placed = await pendingOrders(20);
    const ids = placed.map((o) => o.id);
    const lines = placed.map((o) => `${o.imei} Fake`).join('\n');
    const balance = Number(await credits(customer.id));
    const replies = await Promise.all([
      send({ lines, action: 'reject' }),
      send({ lines, action: 'reject' }),
    ]);
    const results = replies.map((res) => (res.json() as { data: BulkAnswer }).data);
    expect(results.reduce((sum, data) => sum + data.rejected, 0)).toBe(20);
    expect(results.reduce((sum, data) => sum + data.skipped, 0)).toBe(20);
    const winners = results.flatMap((data) =>
      data.lines.filter((l) => l.result === 'rejected').map((l) => l.order_id),
    );
    expect(winners.sort((x, y) => Number(x) - Number(y))).toEqual(ids);
    expect(Number(await credits(customer.id))).toBe(balance + 200);
    expect(await refundsOf(ids)).toHaveLength(20);
    const rows = await t.db.select().from(orders).where(inArray(orders.id, ids));
    expect(rows.every((row) => row.status === 3)).toBe(true);
  });
});

describe('bad input: 422 with the field', () => {
  it.each([
    ['no lines', { action: 'answer' }, 'lines'],
    ['empty lines', { lines: '', action: 'answer' }, 'lines'],
    ['only blank lines', { lines: ' \n\t\n', action: 'answer' }, 'lines'],
    ['no action', { lines: '356938035643809 X' }, 'action'],
    ['an unknown action', { lines: '356938035643809 X', action: 'complete' }, 'action'],
    [
      'a service id that is no number',
      { lines: '1 X', action: 'answer', service_id: 'x' },
      'service_id',
    ],
    ['an unknown service', { lines: '1 X', action: 'answer', service_id: 99_999 }, 'service_id'],
    ['dry_run that is no boolean', { lines: '1 X', action: 'answer', dry_run: 'maybe' }, 'dry_run'],
  ])('%s', async (_name, payload, field) => {
    const res = await send(payload);
    expect(res.statusCode).toBe(422);
    const body = res.json() as { message: string; errors: Record<string, string[]> };
    expect(typeof body.message).toBe('string');
    expect(Object.keys(body.errors)).toEqual([field]);
  });

  it(`more than ${MAX_BULK_REPLY_LINES} lines: none answered`, async () => {
    const [order] = await pendingOrders(1);
    const lines = [`${order?.imei} X`, ...Array.from({ length: 1000 }, () => `${validImei()} X`)];
    const res = await send({ lines: lines.join('\n'), action: 'answer' });
    expect(res.statusCode).toBe(422);
    expect(res.json()).toEqual({
      message: 'At most 1000 lines can be answered at once; these are 1001.',
      errors: { lines: ['At most 1000 lines can be answered at once; these are 1001.'] },
    });
    expect((await orderRow(t.db, order?.id ?? 0))?.status).toBe(1);
  });
});
