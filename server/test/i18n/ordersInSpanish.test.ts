import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { placeOrders } from '../../src/domain/orders/index.js';
import { translateMessage } from '../../src/i18n/translateMessage.js';
import { unbalancedUsers } from '../helpers/ledger.js';
import { createService, validImei, withWrongCheckDigit } from '../helpers/orderFixtures.js';
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

const SPANISH = { 'accept-language': 'es' };

const place = (user: TestUser, imei: string, headers: Record<string, string> = SPANISH) =>
  user.inject({
    method: 'POST',
    url: '/api/orders',
    headers,
    payload: { imei, service_id: serviceId },
  });

async function pendingOrder() {
  const placed = await placeOrders(t.db, {
    userId: customer.id,
    serviceId,
    imeis: [validImei()],
    source: 'web',
  });
  const order = placed.orders[0];
  if (!order) throw new Error('no order');
  return order;
}

describe('the order screens in Spanish (Accept-Language: es)', () => {
  it('refuses a submission with invalid IMEIs in Spanish: its message, each line’s error and the form’s text', async () => {
    const pending = await pendingOrder();
    const wrongDigit = withWrongCheckDigit(validImei());
    const res = await place(customer, `${wrongDigit}\n12345\nABC123\n${pending.imei}`);
    expect(res.statusCode).toBe(422);
    const lines = [
      `${wrongDigit}: el dígito de control (el último) es incorrecto.`,
      '12345: un IMEI tiene exactamente 15 dígitos, este tiene 5.',
      'ABC123: un IMEI solo tiene dígitos.',
      `${pending.imei}: ya está pendiente para este servicio (orden #${pending.id}).`,
    ];
    expect(res.json()).toEqual({
      message: `${lines[0]} (y 3 errores más)`,
      error: lines.join('\n'),
      errors: { imei: lines },
    });
  });

  it('refuses an order the credits do not cover in Spanish, saying how much is missing', async () => {
    const poor = await t.createUser({ credits: '5.00' });
    const res = await place(poor, validImei());
    expect(res.statusCode).toBe(422);
    const missing =
      'Créditos insuficientes: 1 orden cuesta $10.00, usted tiene $5.00 (faltan $5.00).';
    expect(res.json()).toEqual({
      message: missing,
      error: missing,
      errors: { credits: [missing] },
    });
  });

  it('says in Spanish how many orders were placed and what they cost', async () => {
    const res = await place(customer, `${validImei()}\n${validImei()}`);
    expect(res.statusCode).toBe(201);
    expect(res.json().message).toBe('2 órdenes realizadas por $20.00');
  });

  it('tells an admin in Spanish that the order was already answered (409)', async () => {
    const order = await pendingOrder();
    const answer = () =>
      admin.inject({
        method: 'PATCH',
        url: `/api/admin_orders_pending/${order.id}`,
        headers: SPANISH,
        payload: { status: 4, code: 'NCK 1234' },
      });
    const first = await answer();
    expect(first.statusCode).toBe(200);
    expect(first.json().message).toBe(`Orden #${order.id} completada.`);
    const again = await answer();
    expect(again.statusCode).toBe(409);
    expect(again.json()).toEqual({
      message: `La orden #${order.id} ya estaba completada; ya no está pendiente.`,
    });
  });

  it('says in Spanish what became of each line of a bulk reply, the reason kept as written', async () => {
    const order = await pendingOrder();
    const res = await admin.inject({
      method: 'POST',
      url: '/api/admin_orders_bulk_reply',
      headers: SPANISH,
      payload: { lines: `${order.imei} Blacklisted\nnot-an-imei`, action: 'reject' },
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().data.lines).toEqual([
      expect.objectContaining({
        line: 1,
        order_id: order.id,
        result: 'rejected',
        message: `Orden #${order.id} (Unlock Y, Carla) rechazada ("Blacklisted"), se han reembolsado $10.00.`,
      }),
      expect.objectContaining({
        line: 2,
        result: 'invalid',
        message: 'No es un IMEI: un IMEI solo tiene dígitos.',
      }),
    ]);
  });

  it('shows the reason of an order its customer cancelled in Spanish, in the customer’s and the admin’s lists', async () => {
    const order = await pendingOrder();
    const cancelled = await customer.inject({
      method: 'POST',
      url: `/api/orders/${order.id}/cancel`,
      headers: SPANISH,
    });
    expect(cancelled.statusCode, cancelled.body).toBe(200);
    expect(cancelled.json().data).toMatchObject({ status: 3, code: 'Cancelada por el cliente' });
    const lists = [
      { who: customer, url: `/api/user_filter_orders?imei=${order.imei}` },
      { who: admin, url: `/api/admin_filter_orders?imei=${order.imei}` },
    ];
    for (const { who, url } of lists) {
      const spanish = await who.inject({ method: 'GET', url, headers: SPANISH });
      expect(spanish.json().data, url).toEqual([
        expect.objectContaining({
          id: order.id,
          code: 'Cancelada por el cliente',
          reason: 'Cancelada por el cliente',
        }),
      ]);
      const english = await who.inject({ method: 'GET', url });
      expect(english.json().data, url).toEqual([
        expect.objectContaining({ code: 'Cancelled by customer', reason: 'Cancelled by customer' }),
      ]);
    }
  });

  it('keeps an admin’s own rejection reason as written in a Spanish list', async () => {
    const order = await pendingOrder();
    const rejected = await admin.inject({
      method: 'PATCH',
      url: `/api/admin_orders_pending/${order.id}`,
      payload: { status: 3, code: 'Not Found' },
    });
    expect(rejected.statusCode, rejected.body).toBe(200);
    const res = await customer.inject({
      method: 'GET',
      url: `/api/user_filter_orders?imei=${order.imei}`,
      headers: SPANISH,
    });
    expect(res.json().data).toEqual([expect.objectContaining({ id: order.id, code: 'Not Found' })]);
  });

  it('answers in the spec’s English, exactly as before, without the header', async () => {
    const poor = await t.createUser({ credits: '5.00' });
    const wrongDigit = withWrongCheckDigit(validImei());
    const refused = await place(poor, wrongDigit, {});
    const bad = `${wrongDigit}: the check digit (the last one) is wrong.`;
    expect(refused.json()).toEqual({ message: bad, error: bad, errors: { imei: [bad] } });
    const short = await place(poor, validImei(), {});
    const missing = 'Not enough credits: 1 order costs $10.00, you have $5.00 ($5.00 missing).';
    expect(short.json()).toEqual({
      message: missing,
      error: missing,
      errors: { credits: [missing] },
    });
    const placed = await place(customer, validImei(), {});
    expect(placed.json().message).toBe('1 order placed for $10.00');
  });

  it('has the Spanish of the order messages these requests do not reach', () => {
    const spanish = (text: string) => translateMessage(text, 'es');
    expect(spanish('At most 1000 IMEIs in one submission; this one has 1001.')).toBe(
      'Como máximo 1000 IMEI en un envío; este tiene 1001.',
    );
    expect(
      spanish('Not enough credits: 3 orders cost $30.00, you have $5.00 ($25.00 missing).'),
    ).toBe('Créditos insuficientes: 3 órdenes cuestan $30.00, usted tiene $5.00 (faltan $25.00).');
    expect(spanish('A rejection is the only answer sent from the order history.')).toBe(
      'Desde el historial de órdenes solo se puede enviar un rechazo.',
    );
    expect(spanish('Order #7 (Unlock, Pro, Carla) will be completed with this code.')).toBe(
      'La orden #7 (Unlock, Pro, Carla) se completará con este código.',
    );
    expect(
      spanish(
        'The IMEI is pending in 2 orders of this service (#1 Unlock Y, #2 Unlock Y): answer them one at a time.',
      ),
    ).toBe(
      'El IMEI está pendiente en 2 órdenes de este servicio (#1 Unlock Y, #2 Unlock Y): respóndalas de una en una.',
    );
    // A bulk reply's bad line is not taken for a bad line of the order form ("{imei}: why.").
    expect(spanish('Not an IMEI: an IMEI has only digits.')).toBe(
      'No es un IMEI: un IMEI solo tiene dígitos.',
    );
  });
});
