import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog } from '../../src/db/schema.js';
import { DAY_OUT_OF_RANGE, TO_BEFORE_FROM } from '../../src/domain/audit/filter.js';
import { recordAudit } from '../../src/domain/audit/index.js';
import type { AuditEntry } from '../../src/schemas/audit.js';
import { createTestApp, type TestApp, type TestUser } from '../helpers/testApp.js';

let t: TestApp;
let alice: TestUser;
let bob: TestUser;
let customer: TestUser;
let other: TestUser;

/** Rows written straight to the table: one per day of May 2024, in id order. */
beforeAll(async () => {
  t = await createTestApp();
  alice = await t.createUser({ admin: true, name: 'Alice' });
  bob = await t.createUser({ admin: true, name: 'Bob' });
  customer = await t.createUser();
  other = await t.createUser();
  const rows = [
    { actorId: alice.id, kind: 'credits.added', targetUserId: customer.id, day: 1 },
    { actorId: bob.id, kind: 'user.api_key_regenerated', targetUserId: customer.id, day: 2 },
    { actorId: alice.id, kind: 'service.updated', targetUserId: null, day: 3 },
    { actorId: null, kind: 'order.completed', targetUserId: other.id, day: 4 },
    { actorId: alice.id, kind: 'credits.added', targetUserId: other.id, day: 5 },
  ];
  for (const row of rows) {
    await t.db.insert(auditLog).values({
      createdAt: new Date(Date.UTC(2024, 4, row.day, 12)),
      actorId: row.actorId,
      actorAddress: row.actorId === null ? null : '198.51.100.4',
      kind: row.kind,
      targetType: 'user',
      targetId: String(row.targetUserId ?? 1),
      targetUserId: row.targetUserId,
      before: { day: row.day - 1 },
      after: { day: row.day },
    });
  }
});
afterAll(() => t.close());

const list = (query = '', as = alice) =>
  as.inject({ method: 'GET', url: `/api/audit_log${query}` });
const days = (res: { json(): { data: { after: { day: number } }[] } }) =>
  res.json().data.map((row) => row.after.day);

describe('GET /api/audit_log', () => {
  it('lists every row newest first, as a Laravel page', async () => {
    const res = await list('?per_page=2');
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(days(res)).toEqual([5, 4]);
    expect(body).toMatchObject({ current_page: 1, last_page: 3, per_page: 2, total: 5, from: 1 });
    expect(body.next_page_url).toBe('http://shop.test/api/audit_log?per_page=2&page=2');
    expect(days(await list('?per_page=2&page=3'))).toEqual([1]);
  });

  it('shows each row with its actor, address, target and values', async () => {
    const [newest, system] = (await list('?per_page=2')).json().data;
    expect(newest).toEqual({
      id: expect.any(Number),
      created_at: '2024-05-05T12:00:00.000Z',
      actor: { id: alice.id, name: 'Alice', email: alice.email },
      actor_address: '198.51.100.4',
      kind: 'credits.added',
      target_type: 'user',
      target_id: String(other.id),
      target_user_id: other.id,
      target_user: { id: other.id, name: other.name, email: other.email },
      before: { day: 4 },
      after: { day: 5 },
    });
    expect(system).toMatchObject({ actor: null, actor_address: null, kind: 'order.completed' });
  });

  it('names the customer a change concerns, and no one when it concerns none', async () => {
    const rows = (await list()).json().data as AuditEntry[];
    const byDay = (day: number) => rows.find((row) => row.after?.day === day);
    expect(byDay(2)?.target_user).toEqual({
      id: customer.id,
      name: customer.name,
      email: customer.email,
    });
    expect(byDay(3)?.target_user).toBeNull();
  });

  it('filters by actor, by the customer concerned and by kind, combined', async () => {
    expect(days(await list(`?actor_id=${alice.id}`))).toEqual([5, 3, 1]);
    expect(days(await list(`?user_id=${customer.id}`))).toEqual([2, 1]);
    expect(days(await list('?kind=credits.added'))).toEqual([5, 1]);
    expect(days(await list(`?kind=credits.added&user_id=${other.id}`))).toEqual([5]);
    const filtered = await list(`?actor_id=${alice.id}&per_page=1`);
    expect(filtered.json().total).toBe(3);
    expect(filtered.json().next_page_url).toContain(`actor_id=${alice.id}`);
  });

  it('filters by days of the shop’s calendar, both ends included', async () => {
    expect(days(await list('?from=2024-05-02&to=2024-05-04'))).toEqual([4, 3, 2]);
    expect(days(await list('?from=2024-05-05'))).toEqual([5]);
    expect(days(await list('?to=2024-05-01'))).toEqual([1]);
    expect(days(await list('?from=2024-05-03&to=2024-05-03'))).toEqual([3]);
  });

  it('writes a row a domain change records, with the system as a null actor', async () => {
    const fresh = await createTestApp();
    try {
      const admin = await fresh.createUser({ admin: true });
      await fresh.db.transaction((tx) =>
        recordAudit(tx, null, {
          kind: 'order.rejected',
          target: { type: 'order', id: 7 },
          before: { status: 1 },
          after: { status: 3 },
        }),
      );
      const res = await admin.inject({ method: 'GET', url: '/api/audit_log' });
      expect(res.json().data).toEqual([
        expect.objectContaining({ actor: null, target_id: '7', target_user_id: null }),
      ]);
    } finally {
      await fresh.close();
    }
  });

  it.each([
    ['?kind=user.hacked', 'kind'],
    ['?actor_id=abc', 'actor_id'],
    ['?user_id=0', 'user_id'],
    ['?from=2024-13-01', 'from'],
    ['?to=yesterday', 'to'],
    ['?page=0', 'page'],
  ])('answers 422 naming the field for %s', async (query, field) => {
    const res = await list(query);
    expect(res.statusCode).toBe(422);
    expect(Object.keys(res.json().errors)).toContain(field);
  });

  it('answers 422 on `to` for a range that ends before it starts', async () => {
    const res = await list('?from=2024-05-04&to=2024-05-03');
    expect(res.statusCode).toBe(422);
    expect(res.json().errors).toEqual({ to: [TO_BEFORE_FROM] });
  });

  it.each([
    ['?to=9999-12-31', 'to'],
    ['?from=0050-01-01', 'from'],
  ] as const)(
    'answers 422 on a day out of the calendar’s range, %s (the first was a 500)',
    async (query, field) => {
      const res = await list(query);
      expect(res.statusCode).toBe(422);
      expect(res.json().errors).toEqual({ [field]: [DAY_OUT_OF_RANGE(field)] });
    },
  );

  it('is for admins only: 403 to a customer, 401 without a token', async () => {
    expect((await list('', customer)).statusCode).toBe(403);
    expect((await t.app.inject({ method: 'GET', url: '/api/audit_log' })).statusCode).toBe(401);
  });
});
