import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { orderMailNotices } from '../../src/db/schema.js';
import { placeOrders } from '../../src/domain/orders/index.js';
import { createService, validImei } from '../helpers/orderFixtures.js';
import { createTestApp, type TestUser } from '../helpers/testApp.js';
import {
  createMailTestApp,
  eventually,
  type MailTestApp,
  mailsTo,
  outboxOf,
  sleep,
} from './mailFixtures.js';

let m: MailTestApp;
let admin: TestUser;
let serviceId: number;

async function pending(customer: TestUser, count: number): Promise<{ id: number; imei: string }[]> {
  const placed = await placeOrders(m.t.db, {
    userId: customer.id,
    serviceId,
    imeis: Array.from({ length: count }, () => validImei()),
    source: 'web',
  });
  return placed.orders.map((order) => ({ id: order.id, imei: order.imei }));
}

const answer = (orderId: number, status: 3 | 4, code: string) =>
  admin.inject({
    method: 'PATCH',
    url: `/api/admin_orders_pending/${orderId}`,
    payload: { status, code },
  });

const customer = async (name: string) => m.t.createUser({ name, credits: '100000.00' });

describe('orders answered: one mail per customer per period', () => {
  beforeAll(async () => {
    m = await createMailTestApp({ digestSeconds: 300, digestQuietSeconds: 1 });
    admin = await m.t.createUser({ admin: true, name: 'Boss' });
    serviceId = (await createService(m.t.db, { price: '1.00', name: 'Unlock <Samsung> & Co' })).id;
  });
  afterAll(() => m.close());

  it('a bulk reply of 500 sends the customer one mail listing every order with its code', async () => {
    const carla = await customer('Carla');
    const orders = await pending(carla, 500);
    const lines = orders.map((order, i) => `${order.imei} CODE-${i}<b>`).join('\n');
    const res = await admin.inject({
      method: 'POST',
      url: '/api/admin_orders_bulk_reply',
      payload: { lines, action: 'answer' },
    });
    expect(res.json().data.answered).toBe(500);
    const [mail] = await eventually(() => {
      const found = mailsTo(m.smtp, carla.email);
      return found.length > 0 ? found : undefined;
    }, 'the digest');
    // Longer than the quiet time and a few clock ticks: still one mail.
    await sleep(3000);
    expect(mailsTo(m.smtp, carla.email)).toHaveLength(1);
    expect(await outboxOf(m.t.db, carla.id)).toHaveLength(1);
    expect(mail?.subject).toBe('500 orders answered');
    for (const [i, order] of orders.entries()) {
      expect(mail?.text).toContain(`#${order.id}  IMEI ${order.imei}  Unlock <Samsung> & Co`);
      expect(mail?.text).toContain(`Code: CODE-${i}<b>`);
      expect(mail?.html).toContain(`CODE-${i}&lt;b&gt;`);
    }
    expect(mail?.html).toContain('Unlock &lt;Samsung&gt; &amp; Co');
    expect(mail?.html).not.toContain('<b>');
    expect(mail?.text).toContain('Hello Carla,');
    expect(mail?.text).toContain('http://shop.test/admin/orders');
    expect(mail?.from?.value).toEqual([{ name: 'Unlock Shop', address: 'shop@example.com' }]);
  }, 90_000);

  it('a lone answer is mailed within seconds, not after the whole period; rejections with their reason', async () => {
    const ana = await customer('Ana');
    const [order] = await pending(ana, 1);
    const started = Date.now();
    expect((await answer(order?.id ?? 0, 3, '')).statusCode).toBe(200);
    const [mail] = await eventually(
      () => {
        const found = mailsTo(m.smtp, ana.email);
        return found.length > 0 ? found : undefined;
      },
      'the mail of one answer',
      60_000,
    );
    // The quiet second and a clock tick or two (more on a loaded machine), not 300 s.
    expect(Date.now() - started).toBeLessThan(30_000);
    expect(mail?.subject).toBe(`Order #${order?.id} answered`);
    expect(mail?.text).toContain('Rejected (refunded): Not Found');
  });

  it('goes to the address the customer has when it is sent, not the one it had when written', async () => {
    const nora = await customer('Nora');
    const [order] = await pending(nora, 1);
    m.smtp.behave('refuse-4xx');
    expect((await answer(order?.id ?? 0, 4, 'CODE-NORA')).statusCode).toBe(200);
    await eventually(async () => {
      const rows = await outboxOf(m.t.db, nora.id);
      return rows.some((row) => row.attempts >= 1 && row.state === 'queued') || undefined;
    }, 'the digest refused once');
    const moved = await admin.inject({
      method: 'PATCH',
      url: `/api/admin_users/${nora.id}`,
      payload: { name: 'Nora', email: 'nora.moved@example.com' },
    });
    expect(moved.statusCode).toBe(200);
    m.smtp.behave('accept');
    const [mail] = await eventually(() => {
      const found = mailsTo(m.smtp, 'nora.moved@example.com');
      return found.length > 0 ? found : undefined;
    }, 'the digest at the new address');
    expect(mail?.text).toContain('Code: CODE-NORA');
    expect(mailsTo(m.smtp, nora.email)).toHaveLength(0);
  });

  it('a customer whose digest cannot be written holds up no other, and gets it once it can', async () => {
    const xena = await customer('Xena');
    const yuri = await customer('Yuri');
    const [xenaOrder] = await pending(xena, 1);
    const [yuriOrder] = await pending(yuri, 1);
    // The database refuses Xena's mails, as a fault would, until the test lets them through.
    await m.t.db.execute(
      sql.raw(`CREATE FUNCTION refuse_mail_of_${xena.id}() RETURNS trigger LANGUAGE plpgsql AS $$
        BEGIN
          IF NEW.user_id = ${xena.id} THEN RAISE EXCEPTION 'the test refuses this mail'; END IF;
          RETURN NEW;
        END $$`),
    );
    await m.t.db.execute(
      sql.raw(`CREATE TRIGGER refuse_mail_of_${xena.id} BEFORE INSERT ON mail_outbox
        FOR EACH ROW EXECUTE FUNCTION refuse_mail_of_${xena.id}()`),
    );
    // Xena is answered first, so her digest is tried first on each tick.
    await answer(xenaOrder?.id ?? 0, 4, 'XENA-CODE');
    await answer(yuriOrder?.id ?? 0, 4, 'YURI-CODE');
    const [yuriMail] = await eventually(() => {
      const found = mailsTo(m.smtp, yuri.email);
      return found.length > 0 ? found : undefined;
    }, 'the other customer’s digest');
    expect(yuriMail?.text).toContain('Code: YURI-CODE');
    expect(mailsTo(m.smtp, xena.email)).toEqual([]);
    await m.t.db.execute(sql.raw(`DROP TRIGGER refuse_mail_of_${xena.id} ON mail_outbox`));
    const [xenaMail] = await eventually(() => {
      const found = mailsTo(m.smtp, xena.email);
      return found.length > 0 ? found : undefined;
    }, 'her digest on a later tick');
    expect(xenaMail?.text).toContain('Code: XENA-CODE');
  });

  it('writes in the customer’s language', async () => {
    const pablo = await customer('Pablo');
    expect(
      (await pablo.inject({ method: 'PATCH', url: '/api/profile', payload: { locale: 'es' } }))
        .statusCode,
    ).toBe(200);
    const orders = await pending(pablo, 2);
    for (const order of orders) await answer(order.id, 3, 'IMEI bloqueado');
    const [mail] = await eventually(() => {
      const found = mailsTo(m.smtp, pablo.email);
      return found.length > 0 ? found : undefined;
    }, 'the Spanish digest');
    // The portal's Spanish screens call an order "orden" (feminine): the mail says the same.
    expect(mail?.subject).toBe('2 órdenes respondidas');
    expect(mail?.text).toContain('Hola Pablo:');
    expect(mail?.text).toContain('Estas 2 órdenes han sido respondidas:');
    expect(mail?.text).toContain('Rechazada (reembolsada): IMEI bloqueado');
    expect(mail?.html).toContain('<html lang="es">');
    expect(`${mail?.subject} ${mail?.text} ${mail?.html}`).not.toMatch(/pedido/i);
  });

  it('sends nothing to a customer who turned the mails off', async () => {
    const quiet = await customer('Quiet');
    const loud = await customer('Loud');
    const off = await quiet.inject({
      method: 'PATCH',
      url: '/api/profile',
      payload: { notify_orders: false },
    });
    expect(off.json().user.notify_orders).toBe(false);
    const [quietOrder] = await pending(quiet, 1);
    const [loudOrder] = await pending(loud, 1);
    await answer(quietOrder?.id ?? 0, 4, 'QUIET-CODE');
    await answer(loudOrder?.id ?? 0, 4, 'LOUD-CODE');
    // The other customer's mail, answered at the same moment, has gone: the digests were written.
    await eventually(() => mailsTo(m.smtp, loud.email).length > 0, 'the other customer’s mail');
    await sleep(1500);
    expect(mailsTo(m.smtp, quiet.email)).toEqual([]);
    expect(await outboxOf(m.t.db, quiet.id)).toEqual([]);
    expect(
      await m.t.db.select().from(orderMailNotices).where(eq(orderMailNotices.userId, quiet.id)),
    ).toEqual([]);
  });
});

describe('orders answered: the period between two mails', () => {
  beforeAll(async () => {
    m = await createMailTestApp({ digestSeconds: 4, digestQuietSeconds: 1 });
    admin = await m.t.createUser({ admin: true, name: 'Boss' });
    serviceId = (await createService(m.t.db, { price: '1.00', name: 'Unlock X' })).id;
  });
  afterAll(() => m.close());

  it('a second batch right after the first mail comes as a second mail, a period later', async () => {
    const dora = await customer('Dora');
    const first = await pending(dora, 2);
    for (const order of first) await answer(order.id, 4, `FIRST-${order.id}`);
    await eventually(() => mailsTo(m.smtp, dora.email).length === 1, 'the first mail');
    const second = await pending(dora, 3);
    for (const order of second) await answer(order.id, 4, `SECOND-${order.id}`);
    await eventually(() => mailsTo(m.smtp, dora.email).length === 2, 'the second mail');
    const [mail1, mail2] = mailsTo(m.smtp, dora.email);
    for (const order of first) expect(mail1?.text).toContain(`FIRST-${order.id}`);
    expect(mail1?.text).not.toContain('SECOND-');
    for (const order of second) expect(mail2?.text).toContain(`SECOND-${order.id}`);
    expect(mail2?.text).not.toContain('FIRST-');
    const [row1, row2] = await outboxOf(m.t.db, dora.id);
    const apart = (row2?.createdAt.getTime() ?? 0) - (row1?.createdAt.getTime() ?? 0);
    expect(apart).toBeGreaterThanOrEqual(4000);
  }, 60_000);
});

describe('orders answered with mail off', () => {
  it('notes nothing: no mail will tell of them later', async () => {
    const t = await createTestApp();
    try {
      const owner = await t.createUser({ admin: true });
      const buyer = await t.createUser({ credits: '10.00' });
      const service = await createService(t.db, { price: '1.00' });
      const placed = await placeOrders(t.db, {
        userId: buyer.id,
        serviceId: service.id,
        imeis: [validImei()],
        source: 'web',
      });
      const res = await owner.inject({
        method: 'PATCH',
        url: `/api/admin_orders_pending/${placed.orders[0]?.id}`,
        payload: { status: 4, code: 'CODE' },
      });
      expect(res.statusCode).toBe(200);
      expect(await t.db.select().from(orderMailNotices)).toEqual([]);
      const settings = await t.app.inject({ method: 'GET', url: '/api/settings' });
      expect(settings.json()).toEqual({ data: { mail: false } });
    } finally {
      await t.close();
    }
  });
});
